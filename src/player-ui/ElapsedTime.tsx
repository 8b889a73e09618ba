import { useEffect, useRef } from 'react';
import type { Player, PlayerStatus } from '@/core/player/player';

const format = (ms: number) => `${(ms / 1000).toFixed(2)}s`;

/**
 * How often the time moves on while a run plays: ten times a second reads as a running clock. On every
 * animation frame it made the page lay out and paint 60 times a second while the scene itself is drawn
 * elsewhere; with a phone's CPU (4x slower) that took 400 of every 1,000 ms of the page's thread.
 */
export const ELAPSED_TICK_MS = 100;

/**
 * Shows `text` in `element`. Its one text node is changed in place where it has one: a frame then lays
 * out a changed text only, where replacing the node (as textContent does) also restyles a new one.
 */
export function writeText(element: Pick<HTMLElement, 'firstChild' | 'textContent'>, text: string): void {
  const node = element.firstChild;
  if (node !== null && node.nodeType === 3 && node.nextSibling === null) {
    if ((node as Text).data !== text) (node as Text).data = text;
  } else element.textContent = text;
}

/**
 * Elapsed run time in seconds with two decimals. While running it ticks every ELAPSED_TICK_MS by writing
 * the text directly, so the rest of the visualiser does not re-render with it; paused or done, it shows
 * the player's exact time.
 */
export function ElapsedTime({
  player,
  status,
  elapsedMs,
}: {
  player: Player;
  status: PlayerStatus;
  elapsedMs: number;
}) {
  const textRef = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (status !== 'running') return;
    const ticking = setInterval(() => {
      if (textRef.current) writeText(textRef.current, format(player.elapsedNow()));
    }, ELAPSED_TICK_MS);
    return () => clearInterval(ticking);
  }, [player, status]);
  return (
    <span ref={textRef} data-testid="elapsed">
      {format(elapsedMs)}
    </span>
  );
}
