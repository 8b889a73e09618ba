import { memo } from 'react';
/** How a key entry's swatch is drawn, so entries differ by more than their colour. */
export type SwatchShape = 'fill' | 'faded' | 'outline' | 'disc' | 'ring';

export interface ColourKeyEntry {
  readonly label: string;
  /** A CSS colour, usually one of the scene's variables (which follow the theme). */
  readonly colour: string;
  /** The state this entry explains, as the scene's mirror writes it (data-state); omitted when none. */
  readonly state?: string;
  /**
   * 'fill' (the default) a solid square; 'faded' a see-through one; 'outline' an empty square; 'disc' a
   * solid circle; 'ring' an empty circle.
   */
  readonly swatch?: SwatchShape;
}

const SWATCH_CLASSES: Record<SwatchShape, string> = {
  // The thin edge keeps a pale swatch (binary search's ruled-out grey) visible on the page.
  fill: 'rounded-sm border border-border',
  faded: 'rounded-sm opacity-35',
  outline: 'rounded-sm border-2 bg-transparent',
  disc: 'rounded-full',
  ring: 'rounded-full border-2 bg-transparent',
};

/** A scene's colour key: each colour the canvas draws, in words beside a swatch (the canvas has no text for it). */
/** The key to a scene's colours; memoised, as it stays the same through a run that re-renders its player. */
export const ColourKey = memo(function ColourKey({ entries }: { entries: readonly ColourKeyEntry[] }) {
  return (
    <ul aria-label="Colour key" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
      {entries.map((entry) => {
        const swatch = entry.swatch ?? 'fill';
        const hollow = swatch === 'outline' || swatch === 'ring';
        return (
          <li
            key={entry.label}
            data-state={entry.state}
            data-swatch={swatch}
            className="flex items-center gap-1.5"
          >
            <span
              aria-hidden="true"
              className={`inline-block size-3 shrink-0 ${SWATCH_CLASSES[swatch]}`}
              style={hollow ? { borderColor: entry.colour } : { background: entry.colour }}
            />
            {entry.label}
          </li>
        );
      })}
    </ul>
  );
});
