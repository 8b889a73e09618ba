import type { ReactNode } from 'react';

/** The states an item of a scene can be in, mirrored in the DOM as data-state. */
export type MirrorState =
  | 'default'
  | 'active'
  | 'compare'
  | 'swap'
  | 'sorted'
  | 'target'
  | 'found'
  | 'range'
  | 'mid'
  | 'excluded'
  | 'top'
  | 'front'
  | 'rear'
  | 'head'
  | 'tail'
  | 'new'
  | 'removing'
  | 'prime'
  | 'crossed';

export interface MirrorItem {
  value: number | string;
  state: MirrorState;
  /** What a screen reader says for the item; defaults to the value and state. */
  description?: string;
  /** The item the answer shown by practice refers to (`data-answer="true"`). */
  answer?: boolean;
}

export interface SceneFigureProps {
  /** The scene's name, as data-scene. */
  scene: string;
  /** A short accessible name for the figure. */
  label: string;
  items: readonly MirrorItem[];
  /** A mirror of the scene's own shape (a graph's vertices and edges) instead of the list of items. */
  mirror?: ReactNode;
  /** One line saying what just happened; announced politely. */
  narration: string;
  /** The canvas, hidden from assistive technology. */
  children: ReactNode;
  /** Controls of the picture itself (zoom and pan), under the canvas and not hidden. */
  controls?: ReactNode;
  className?: string;
}

/**
 * Every canvas has a DOM mirror: screen readers, keyboard users and tests cannot see inside a canvas,
 * so the items drawn are listed in a visually hidden <ol> and the narration is a live region.
 */
export function SceneFigure({
  scene,
  label,
  items,
  mirror,
  narration,
  children,
  controls,
  className,
}: SceneFigureProps) {
  return (
    <figure data-scene={scene} aria-label={label} className={className}>
      <div aria-hidden="true">{children}</div>
      {controls}
      {mirror ?? (
        <ol className="sr-only" aria-label={`${label}: items`}>
          {items.map((item, index) => (
            <li
              key={index}
              data-value={item.value}
              data-state={item.state}
              data-answer={item.answer ? 'true' : undefined}
            >
              {item.description ??
                (item.state === 'default' ? `${item.value}` : `${item.value} (${item.state})`)}
              {item.answer ? ', the answer' : ''}
            </li>
          ))}
        </ol>
      )}
      <p aria-live="polite" className="mt-3 min-h-6 text-sm text-muted" data-narration>
        {narration}
      </p>
    </figure>
  );
}
