import { CanvasTextMetrics, TextStyle } from 'pixi.js';
import { FONT_FAMILY } from '../sceneConstants';

/** The weights scene labels are drawn in (SceneLabel's `weight`, or none). */
export const LABEL_FONT_WEIGHTS = ['normal', '600', '700'] as const;

type Measure = (style: TextStyle) => void;

const measureDigits: Measure = (style) => {
  CanvasTextMetrics.measureText('0123456789', style);
};

let warmed = false;

/**
 * Measures a line of digits once in every weight of the scenes' font, while no scene moves.
 *
 * The first text a worker measures in a font waits for the font to be found and set up: on a scene that
 * starts without labels (Euclid's squares), the first step's first frame took 15 to 20 ms at full speed,
 * most of it in that first measurement, and so broke the step's animation on a slower phone. Later
 * measurements in the same font take a fraction of a millisecond.
 */
export function warmSceneFonts(measure: Measure = measureDigits): void {
  if (warmed) return;
  warmed = true;
  for (const fontWeight of LABEL_FONT_WEIGHTS)
    measure(new TextStyle({ fontFamily: FONT_FAMILY, fontSize: 16, fontWeight }));
}
