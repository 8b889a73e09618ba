import type { MirrorState } from '../host/SceneFigure';
import type { ScenePalette } from '../host/palette';

export interface BarItem {
  /** Stable identity, so a bar that moves slides rather than being redrawn elsewhere. */
  id: number;
  value: number;
  state: MirrorState;
  /** Ringed: the bar the answer shown by practice refers to. */
  answer?: boolean;
}

export interface BarLayout {
  id: number;
  x: number;
  y: number;
  width: number;
  height: number;
  colour: number;
  /** Bars outside the part being worked on (a merge or a partition) are faded. */
  alpha: number;
  label: string;
  /** Labels are drawn only where they fit inside or above the bar. */
  showLabel: boolean;
  /** A ring in the label colour: the bar the answer shown by practice refers to. */
  ring: boolean;
}

const LABEL_MIN_BAR_WIDTH = 18;
const TOP_PADDING = 20;

export function barColour(state: MirrorState, palette: ScenePalette): number {
  switch (state) {
    case 'active':
    case 'swap':
      return palette.active;
    case 'compare':
      return palette.compare;
    case 'sorted':
    case 'found':
      return palette.sorted;
    case 'target':
      return palette.target;
    default:
      return palette.bar;
  }
}

/** The size of a bar's label: 10 to 14 px, a little under half the bar. */
export const barLabelSize = (barWidth: number) => Math.min(14, Math.max(10, barWidth * 0.45));

/**
 * Pure layout: bars evenly spread over the width, heights proportional to the value, from the smallest
 * value (or 0) to the largest (typed-in arrays may hold negative numbers).
 */
export function layoutBars(
  items: readonly BarItem[],
  width: number,
  height: number,
  palette: ScenePalette,
  maxValue = Math.max(1, ...items.map((item) => item.value)),
): BarLayout[] {
  const minValue = Math.min(0, ...items.map((item) => item.value));
  const span = maxValue > minValue ? maxValue - minValue : 1;
  const count = Math.max(items.length, 1);
  const slot = width / count;
  const gap = slot > 8 ? Math.min(6, slot * 0.15) : slot > 3 ? 1 : 0;
  const barWidth = Math.max(1, slot - gap);
  const usableHeight = Math.max(1, height - TOP_PADDING);
  const focused = items.some((item) => item.state === 'range');
  return items.map((item, index) => {
    const barHeight = Math.max(2, ((item.value - minValue) / span) * usableHeight);
    const label = String(item.value);
    return {
      id: item.id,
      x: index * slot + gap / 2,
      y: height - barHeight,
      width: barWidth,
      height: barHeight,
      colour: barColour(item.state, palette),
      alpha: focused && item.state === 'default' ? 0.35 : 1,
      label,
      // About 0.6 em a character: a long decimal is left off rather than drawn over its neighbours.
      showLabel: barWidth >= LABEL_MIN_BAR_WIDTH && label.length * barLabelSize(barWidth) * 0.6 <= slot,
      ring: item.answer === true,
    };
  });
}
