import { parseHexColour } from '../host/palette';

/** The race scene's own colours, beside the shared palette: lane backgrounds and secondary text. */
export interface RacePalette {
  lane: number;
  laneDone: number;
  muted: number;
}

/** Reads the --scene-lane* variables from the document root (the theme class lives there). */
export function readRacePalette(root: Element): RacePalette {
  const style = getComputedStyle(root);
  return {
    lane: parseHexColour(style.getPropertyValue('--scene-lane'), 0xf6f7fb),
    laneDone: parseHexColour(style.getPropertyValue('--scene-lane-done'), 0xe8f8ee),
    muted: parseHexColour(style.getPropertyValue('--scene-muted'), 0x4b5563),
  };
}
