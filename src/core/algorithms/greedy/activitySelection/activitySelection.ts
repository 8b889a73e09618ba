import { createModelTrace } from '@/core/trace';
import { defineGreedyAlgorithm, plural, type GreedyCheck, type GreedyStep } from '../types';
import { activitySelectionMeta } from './meta';

export const ACTIVITY_LINES = ['sort', 'check', 'accept', 'reject', 'done'] as const;
export type ActivityLine = (typeof ACTIVITY_LINES)[number];

/** An activity as typed: `id` is its place in the list, from 1. */
export interface Activity {
  readonly id: number;
  readonly start: number;
  readonly finish: number;
}

export type ActivityState = 'default' | 'current' | 'accepted' | 'rejected';

export interface ActivitySelectionModel {
  /** The activities in the order typed. */
  readonly activities: readonly Activity[];
  /** The ids in the order drawn: as typed until sorted, then by finish time. */
  readonly order: readonly number[];
  readonly sorted: boolean;
  /** Each activity's state, by id. */
  readonly states: Readonly<Record<number, ActivityState>>;
  /** The activity being checked. */
  readonly current: number | null;
  /** The finish of the last activity chosen; null before the first. */
  readonly lastFinish: number | null;
  /** The ids chosen so far, in the order chosen. */
  readonly chosen: readonly number[];
  readonly done: boolean;
}

export interface ActivityStep extends GreedyStep {
  readonly line: ActivityLine;
  /** The activity the step is about (none for sort and done). */
  readonly id?: number;
  readonly order?: readonly number[];
}

export const MAX_ACTIVITIES = 20;
export const MAX_TIME = 100;
export const MAX_ACTIVITIES_TEXT = 300;

/** The textbook example (Cormen et al.): 11 activities, of which 4 fit. */
export const TEXTBOOK_ACTIVITIES = '1-4, 3-5, 0-6, 5-7, 3-9, 5-9, 6-10, 8-11, 8-12, 2-14, 12-16';

const LIMITS_HINT = `start-finish pairs such as 1-4, 3-5, 0-6 (up to ${MAX_ACTIVITIES}, times from 0 to ${MAX_TIME})`;

/** '4–7'. */
export const span = (activity: Activity) => `${activity.start}–${activity.finish}`;
/** 'Activity 3 (4–7)'. */
export const activityName = (activity: Activity) => `Activity ${activity.id} (${span(activity)})`;

/**
 * Reads activities typed as `start-finish` pairs separated by commas, semicolons or new lines, or as
 * lines `start finish`; each gets an id, its place in the list.
 */
export function parseActivities(text: string): GreedyCheck<readonly Activity[]> {
  if (text.trim() === '') return { error: `Enter the activities: ${LIMITS_HINT}` };
  if (text.length > MAX_ACTIVITIES_TEXT)
    return {
      error: `The list is too long: at most ${MAX_ACTIVITIES_TEXT} characters (it has ${text.length})`,
    };
  const items = text
    .split(/[,;\n]/)
    .map((item) => item.trim())
    .filter((item) => item !== '');
  if (items.length > MAX_ACTIVITIES)
    return { error: `Too many activities: at most ${MAX_ACTIVITIES} (the list has ${items.length})` };
  const activities: Activity[] = [];
  for (const [i, item] of items.entries()) {
    const id = i + 1;
    const pair = /^([^\s\-–]+)\s*(?:[-–]|\s)\s*([^\s\-–]+)$/.exec(item);
    if (pair === null)
      return { error: `Activity ${id} ("${item}") must be a start and a finish, written like 1-4 or 1 4` };
    const [startText, finishText] = [pair[1] ?? '', pair[2] ?? ''];
    if (!/^\d+$/.test(startText) || !/^\d+$/.test(finishText))
      return { error: `Activity ${id} ("${item}"): the start and finish must be whole numbers` };
    const [start, finish] = [Number(startText), Number(finishText)];
    if (start > MAX_TIME || finish > MAX_TIME)
      return { error: `Activity ${id} ("${item}"): times must be from 0 to ${MAX_TIME}` };
    if (start >= finish) return { error: `Activity ${id} ("${item}"): the start must be before the finish` };
    activities.push({ id, start, finish });
  }
  return { value: activities };
}

/** The activities by finish time; equal finishes keep the order typed (a stable sort). */
export function byFinish(activities: readonly Activity[]): Activity[] {
  return [...activities].sort((a, b) => a.finish - b.finish);
}

/** The greedy choice: the activities chosen, in the order chosen. */
export function selectActivities(activities: readonly Activity[]): Activity[] {
  const chosen: Activity[] = [];
  let lastFinish = -Infinity;
  for (const activity of byFinish(activities)) {
    if (activity.start >= lastFinish) {
      chosen.push(activity);
      lastFinish = activity.finish;
    }
  }
  return chosen;
}

function* activitySteps(activities: readonly Activity[]): Generator<ActivityStep> {
  const sorted = byFinish(activities);
  yield {
    line: 'sort',
    order: sorted.map((activity) => activity.id),
    message:
      activities.length === 1
        ? 'Sort the activities by finish time: there is only one'
        : `Sort the ${activities.length} activities by finish time (equal finishes keep the order typed)`,
  };
  let last: Activity | null = null;
  for (const activity of sorted) {
    const name = activityName(activity);
    yield {
      line: 'check',
      id: activity.id,
      message:
        last === null
          ? `${name} finishes first: nothing is chosen yet, so it fits`
          : `${name}: does it start at or after ${last.finish}, when the last chosen one finishes?`,
      counts: { checked: 1 },
    };
    if (last === null || activity.start >= last.finish) {
      yield {
        line: 'accept',
        id: activity.id,
        message:
          last === null
            ? `${name} is chosen; the last finish is now ${activity.finish}`
            : `${name} starts at ${activity.start}, at or after the last chosen one finishes at ${last.finish}: chosen; the last finish is now ${activity.finish}`,
        counts: { chosen: 1 },
      };
      last = activity;
    } else {
      yield {
        line: 'reject',
        id: activity.id,
        message: `${name} starts at ${activity.start}, before the last chosen one finishes at ${last.finish}: rejected`,
      };
    }
  }
  const chosen = selectActivities(activities);
  yield {
    line: 'done',
    message: `Done: ${plural(chosen.length, 'activity', 'activities')} chosen, ${chosen.map((a) => `${a.id} (${span(a)})`).join(', ')}`,
  };
}

function apply(model: ActivitySelectionModel, step: ActivityStep): ActivitySelectionModel {
  switch (step.line) {
    case 'sort':
      return { ...model, order: step.order ?? model.order, sorted: true };
    case 'check':
      return {
        ...model,
        current: step.id ?? null,
        states: { ...model.states, [step.id ?? 0]: 'current' },
      };
    case 'accept': {
      const id = step.id ?? 0;
      const activity = model.activities[id - 1];
      return {
        ...model,
        states: { ...model.states, [id]: 'accepted' },
        chosen: [...model.chosen, id],
        lastFinish: activity?.finish ?? model.lastFinish,
      };
    }
    case 'reject':
      return { ...model, states: { ...model.states, [step.id ?? 0]: 'rejected' } };
    case 'done':
      return { ...model, current: null, done: true };
  }
}

/** The answer as the page writes it: the count, then the activities chosen. */
export function activityAnswer(activities: readonly Activity[]): string {
  const chosen = selectActivities(activities);
  return `${plural(chosen.length, 'activity', 'activities')} chosen: ${chosen.map((a) => `${a.id} (${span(a)})`).join(', ')}`;
}

export const activitySelectionModule = defineGreedyAlgorithm<
  'activitySelection',
  ActivityLine,
  readonly Activity[],
  ActivitySelectionModel,
  ActivityStep
>({
  ...activitySelectionMeta,
  kind: 'greedy',
  picture: 'timeline',
  lineIds: ACTIVITY_LINES,
  field: {
    key: 'activities',
    label: 'Activities',
    maxLength: MAX_ACTIVITIES_TEXT,
    multiline: true,
    placeholder: '1-4, 3-5, 0-6',
  },
  limits: `Up to ${MAX_ACTIVITIES} activities as start-finish pairs separated by commas or new lines (1-4, 3-5 or one "1 4" a line), whole-number times from 0 to ${MAX_TIME}, each start before its finish. Activities are numbered in the order typed; equal finish times keep that order. An activity may start exactly when the last chosen one finishes.`,
  example: TEXTBOOK_ACTIVITIES,
  presets: [
    { id: 'textbook', label: 'Textbook example', text: TEXTBOOK_ACTIVITIES },
    { id: 'random', label: 'Random', text: null },
  ],
  counters: [
    { key: 'checked', label: 'Checked' },
    { key: 'chosen', label: 'Chosen' },
  ],
  check: parseActivities,
  inputSummary: (activities) => `${activities.length} activities`,
  randomInput(random) {
    const count = 6 + Math.floor(random() * 7);
    const pairs: string[] = [];
    for (let i = 0; i < count; i++) {
      const start = Math.floor(random() * 20);
      const length = 1 + Math.floor(random() * 7);
      pairs.push(`${start}-${start + length}`);
    }
    return pairs.join(', ');
  },
  trace(activities) {
    if (activities.length === 0 || activities.length > MAX_ACTIVITIES)
      throw new RangeError(`Activity selection takes 1 to ${MAX_ACTIVITIES} activities`);
    return createModelTrace<ActivitySelectionModel, ActivityStep>({
      algorithm: 'activitySelection',
      initial: {
        activities,
        order: activities.map((activity) => activity.id),
        sorted: false,
        states: Object.fromEntries(activities.map((activity) => [activity.id, 'default' as const])),
        current: null,
        lastFinish: null,
        chosen: [],
        done: false,
      },
      steps: activitySteps(activities),
      apply,
      counts: (step) => step.counts ?? null,
    });
  },
  answer: activityAnswer,
});
