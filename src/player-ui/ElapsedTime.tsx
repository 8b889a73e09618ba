import { useEffect, useRef } from 'react';
import type { Player, PlayerStatus } from '@/core/player/player';

const format = (ms: number) => `${(ms / 1000).toFixed(2)}s`;

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
 * Elapsed run time in seconds with two decimals. While running it ticks every animation frame by
 * writing the text directly, so the rest of the visualiser does not re-render 60 times a second.
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
    let frame = requestAnimationFrame(function update() {
      if (textRef.current) writeText(textRef.current, format(player.elapsedNow()));
      frame = requestAnimationFrame(update);
    });
    return () => cancelAnimationFrame(frame);
  }, [player, status]);
  return (
    <span ref={textRef} data-testid="elapsed">
      {format(elapsedMs)}
    </span>
  );
}
