import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PlaybackControls, type PlaybackActions } from '@/player-ui/PlaybackControls';

const noop = () => undefined;
const ACTIONS: PlaybackActions = {
  play: noop,
  pause: noop,
  stepForward: noop,
  stepBack: noop,
  seek: noop,
  reset: noop,
};
const AT_START = { index: 0, stepCount: 0, status: 'idle', elapsedMs: 0, completed: false } as const;

const buttons = (html: string) => [...html.matchAll(/<button[^>]*>/g)].map((match) => match[0]);

describe('playback controls', () => {
  it('turn every control off when there is nothing to play, and keep their names', () => {
    const html = renderToStaticMarkup(
      <PlaybackControls state={AT_START} stepCount={0} actions={ACTIONS} disabled />,
    );
    expect(html).toContain('Reset');
    expect(html).toContain('Visualize');
    expect(html).toContain('Step');
    expect(buttons(html)).toHaveLength(4);
    for (const button of buttons(html)) expect(button).toMatch(/disabled=""/);
    expect(html).toMatch(/<input[^>]*type="range"[^>]*disabled=""/);
  });

  it('leave Reset and Visualize on for a run at its start', () => {
    const html = renderToStaticMarkup(
      <PlaybackControls state={{ ...AT_START, stepCount: 5 }} stepCount={5} actions={ACTIONS} />,
    );
    expect(html).not.toMatch(/<input[^>]*type="range"[^>]*disabled=""/);
    const [reset, back, play] = buttons(html);
    expect(reset).not.toMatch(/disabled=""/);
    expect(back).toMatch(/disabled=""/);
    expect(play).not.toMatch(/disabled=""/);
  });
});
