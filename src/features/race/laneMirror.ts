import { ordinal } from '@/core/race';
import type { RaceLaneView, RaceViewSnapshot } from '@/core/race';

/**
 * While a race runs, the hidden lists follow it every 10 ticks (once a second): often enough for anyone
 * reading them, and every update costs the page a layout of the changed items. Any change of status
 * (start, pause, finish, reset) and every lane finishing is mirrored at once.
 */
export const MIRROR_EVERY_TICKS = 10;

function itemText(value: number, state: string): string {
  return state === 'default' ? String(value) : `${value} (${state})`;
}

/** 'finished 2nd', 'finished tied for 1st', 'finished, not sorted' or '40% done'. */
function laneSummary(lane: RaceLaneView): string {
  if (lane.wrong) return `finished, ${lane.wrong.toLowerCase()}`;
  if (lane.completed) return `finished ${lane.tied ? 'tied for ' : ''}${ordinal(lane.place ?? 1)}`;
  return `${Math.floor(lane.progress)}% done`;
}

/** One lane's hidden list. It remembers what it wrote, so a sync reads nothing back from the DOM. */
export class LaneMirror {
  private readonly items: HTMLLIElement[] = [];
  /** Each item's text node, changed in place (cheaper to lay out than a replaced node). */
  private readonly texts: Text[] = [];
  private values: string[] = [];
  private states: string[] = [];
  private readonly attributes = new Map<string, string>();

  constructor(private readonly list: HTMLOListElement) {
    // A list taken over from an earlier race starts empty.
    list.replaceChildren();
  }

  sync(lane: RaceLaneView): void {
    const { values, states } = lane.view;
    while (this.items.length > values.length) {
      this.items.pop()?.remove();
      this.texts.pop();
    }
    while (this.items.length < values.length) {
      const item = document.createElement('li');
      const text = document.createTextNode('');
      item.append(text);
      this.list.append(item);
      this.items.push(item);
      this.texts.push(text);
    }
    this.values.length = values.length;
    this.states.length = values.length;
    for (let i = 0; i < values.length; i++) {
      const value = String(values[i]);
      const state = states[i] ?? 'default';
      if (this.values[i] === value && this.states[i] === state) continue;
      const item = this.items[i];
      const text = this.texts[i];
      if (!item || !text) continue;
      if (this.values[i] !== value) item.setAttribute('data-value', value);
      if (this.states[i] !== state) item.setAttribute('data-state', state);
      text.data = itemText(values[i] ?? 0, state);
      this.values[i] = value;
      this.states[i] = state;
    }
    this.set('data-progress', String(Math.floor(lane.progress)));
    this.set('data-completed', String(lane.completed));
    this.set('data-wrong', lane.wrong ?? '');
    this.set('data-place', lane.place === null ? '' : String(lane.place));
    this.set('data-tied', String(lane.tied));
    this.set('data-time', lane.timeMs === null ? '' : String(lane.timeMs));
    this.set('data-comparisons', String(lane.comparisons));
    this.set('data-swaps', String(lane.swaps));
    this.set('data-writes', String(lane.writes));
    this.set('data-operations', String(lane.operations));
    this.set('data-total-operations', String(lane.totalOperations));
    this.set('aria-label', `${lane.name}: ${laneSummary(lane)}`);
  }

  private set(name: string, value: string) {
    if (this.attributes.get(name) === value) return;
    this.list.setAttribute(name, value);
    this.attributes.set(name, value);
  }
}

/** Whether the mirror should follow this snapshot now (see MIRROR_EVERY_TICKS). */
export function mirrorDue(previous: RaceViewSnapshot | null, next: RaceViewSnapshot): boolean {
  if (!previous || previous.status !== next.status || next.ticks < previous.ticks) return true;
  const finished = (snapshot: RaceViewSnapshot) => snapshot.lanes.filter((lane) => lane.completed).length;
  if (finished(previous) !== finished(next)) return true;
  return next.ticks - previous.ticks >= MIRROR_EVERY_TICKS;
}
