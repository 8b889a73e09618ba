/**
 * Pure layout of the race scene: lanes stacked top to bottom, each with a header (the algorithm's name,
 * its live counts and, once finished, its place and time), a progress strip and a row of bars.
 */
import { laneMoves } from '@/core/race/laneMoves';
import { formatCount } from '@/core/formatCount';
import type { CellState } from '@/core/trace';
import type { ScenePalette } from '../host/palette';

export interface RaceLayoutOptions {
  /** Presenter mode: larger type, and the lanes grow to fill `availableHeight`. */
  presenter: boolean;
  /** The height the lanes may take in presenter mode (CSS pixels). */
  availableHeight?: number;
}

export interface LaneMetrics {
  pad: number;
  nameFont: number;
  statsFont: number;
  placeFont: number;
  /** Name and counts on one line when wide, on two lines when narrow. */
  twoLineHeader: boolean;
  headerHeight: number;
  stripHeight: number;
  barsHeight: number;
  laneHeight: number;
  gap: number;
}

/** Below this width the header wraps onto two lines (phones). */
export const TWO_LINE_BELOW = 640;

const BARS_HEIGHT: Record<'wide' | 'narrow', readonly number[]> = {
  // Indexed by lane count - 1; a lane for every sort and the leaderboard fit a 1920×1080 screen.
  wide: [200, 150, 110, 84, 66, 46],
  narrow: [150, 110, 84, 70, 60, 56],
};

export function raceMetrics(count: number, width: number, options: RaceLayoutOptions): LaneMetrics {
  const lanes = Math.max(1, count);
  const narrow = width < TWO_LINE_BELOW;
  const presenter = options.presenter;
  const pad = presenter ? 12 : narrow ? 8 : 10;
  const nameFont = presenter ? (narrow ? 18 : 24) : narrow ? 14 : 15;
  const statsFont = presenter ? (narrow ? 15 : 20) : narrow ? 12 : 13;
  const placeFont = presenter ? (narrow ? 16 : 22) : 14;
  const twoLineHeader = narrow;
  const headerHeight = twoLineHeader ? nameFont + statsFont + 10 : Math.max(nameFont, placeFont) + 10;
  const stripHeight = presenter ? 6 : 4;
  const gap = presenter ? 12 : 8;
  const chrome = pad + headerHeight + stripHeight + 6 + pad;
  let barsHeight = (narrow ? BARS_HEIGHT.narrow : BARS_HEIGHT.wide)[Math.min(lanes, 6) - 1] ?? 56;
  if (presenter && options.availableHeight !== undefined) {
    const share = (options.availableHeight - gap * (lanes - 1)) / lanes - chrome;
    // Six lanes under presenter mode's controls on a 1080p screen leave about 47 px of bars each.
    barsHeight = Math.round(Math.min(320, Math.max(40, share)));
  }
  return {
    pad,
    nameFont,
    statsFont,
    placeFont,
    twoLineHeader,
    headerHeight,
    stripHeight,
    barsHeight,
    laneHeight: chrome + barsHeight,
    gap,
  };
}

export function raceSceneHeight(count: number, width: number, options: RaceLayoutOptions): number {
  const m = raceMetrics(count, width, options);
  return Math.max(1, count) * m.laneHeight + Math.max(0, count - 1) * m.gap;
}

export interface LaneBox {
  y: number;
  width: number;
  height: number;
  /** The counts' position (after the name on one line, or under it). */
  statsY: number;
  stripY: number;
  barsX: number;
  barsY: number;
  barsWidth: number;
  barsHeight: number;
}

export function layoutRaceLanes(count: number, width: number, options: RaceLayoutOptions): LaneBox[] {
  const m = raceMetrics(count, width, options);
  return Array.from({ length: count }, (_, i) => {
    const y = i * (m.laneHeight + m.gap);
    const stripY = m.pad + m.headerHeight;
    return {
      y,
      width,
      height: m.laneHeight,
      statsY: m.twoLineHeader ? m.pad + m.nameFont + 4 : m.pad + (m.nameFont - m.statsFont) / 2 + 1,
      stripY,
      barsX: m.pad,
      barsY: stripY + m.stripHeight + 6,
      barsWidth: Math.max(1, width - 2 * m.pad),
      barsHeight: m.barsHeight,
    };
  });
}

/** Horizontal slots for n bars: a gap between bars only where there is room for one. */
export function barSlots(n: number, barsWidth: number): { slot: number; barWidth: number; inset: number } {
  const slot = barsWidth / Math.max(1, n);
  const gap = slot >= 8 ? Math.min(4, slot * 0.2) : slot >= 3 ? 1 : 0;
  return { slot, barWidth: Math.max(0.5, slot - gap), inset: gap / 2 };
}

/** The value scale of a lane: from 0 (or the smallest value, if negative) to the largest value. */
export function valueScale(values: readonly number[]): { lo: number; hi: number } {
  let lo = 0;
  let hi = 1;
  for (const value of values) {
    if (value < lo) lo = value;
    if (value > hi) hi = value;
  }
  return { lo, hi: hi > lo ? hi : lo + 1 };
}

const MIN_BAR = 2;

export function barHeight(value: number, scale: { lo: number; hi: number }, barsHeight: number): number {
  const share = (value - scale.lo) / (scale.hi - scale.lo);
  return MIN_BAR + Math.max(0, Math.min(1, share)) * (barsHeight - MIN_BAR);
}

/**
 * Sorting: purple bars, orange while compared, red while swapped or written, green when sorted.
 * Searching: blue cells, red on the probed one, indigo for binary search's middle, green where found,
 * grey where binary search has ruled the cells out.
 */
export function raceBarColour(
  kind: 'sorting' | 'searching',
  state: CellState,
  palette: ScenePalette,
): number {
  switch (state) {
    case 'compare':
      return kind === 'sorting' ? palette.compare : palette.active;
    case 'swap':
    case 'active':
      return palette.active;
    case 'sorted':
      return palette.sorted;
    case 'found':
      return palette.found;
    case 'target':
      return palette.target;
    case 'mid':
      return palette.range;
    case 'excluded':
      return palette.grid;
    case 'range':
    case 'default':
      return kind === 'sorting' ? palette.bar : palette.cell;
  }
}

/**
 * The lane's counts line: what a learner reads out while the race runs. A sort's `outcome` (a learner's
 * sort that finished 'Not sorted') takes the place of its percentage.
 */
export function statsText(
  kind: 'sorting' | 'searching',
  lane: {
    id: string;
    comparisons: number;
    swaps: number;
    writes: number;
    progress: number;
    completed: boolean;
  },
  outcome: string | null = null,
): string {
  const percent = lane.completed ? '100%' : `${Math.min(99, Math.floor(lane.progress))}%`;
  if (kind === 'searching') {
    return [`Comparisons ${formatCount(lane.comparisons)}`, outcome ?? percent].join('  ·  ');
  }
  const { count, areWrites } = laneMoves(lane);
  const moves = `${areWrites ? 'Writes' : 'Swaps'} ${formatCount(count)}`;
  return [`Comparisons ${formatCount(lane.comparisons)}`, moves, outcome ?? percent].join('  ·  ');
}
