import type { ScenePalette } from '../host/palette';
import type { LaneMetrics } from './layout';

const FONT = 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif';

/** The three labels of a lane: the algorithm's name, its live counts, its place once finished. */
export function raceTextStyles(metrics: LaneMetrics, palette: ScenePalette) {
  return {
    name: { fontSize: metrics.nameFont, fontWeight: '700' as const, fontFamily: FONT, fill: palette.label },
    stats: { fontSize: metrics.statsFont, fontFamily: FONT, fill: palette.label },
    place: { fontSize: metrics.placeFont, fontWeight: '700' as const, fontFamily: FONT, fill: palette.label },
  };
}

/** The place label hangs from its top-right corner, at the lane's right edge. */
export const PLACE_ANCHOR = { x: 1, y: 0 };
