/**
 * Everything that reopens a hash table run exactly, and its URL form: the mode, the changes that made
 * the table (`+key` inserted, `-key` deleted, so tombstones come back too), the operation and its key,
 * speed and step. For example `mode=probing&history=+42,+cat,-42&op=search&key=cat&speed=50&step=2`.
 */
import { SPEED_DEFAULT } from '../player/player';
import { runLinkCodec, type Playback } from '../player/runLink';
import { boundedParam, CHARS_PER_LINK_ITEM, enumParam } from '../urlParams';
import {
  buildTable,
  HASH_MODES,
  HASH_OPERATIONS,
  HISTORY_LIMIT,
  keyCount,
  liveKeysHistory,
  type HashChange,
  type HashMode,
  type HashTableRun,
} from './hashTable';
import { operationRefusal, parseHashKey } from './input';

export interface HashTableRunConfig extends HashTableRun, Playback {}

/** The table the page opens with: a few numbers and words, two of them sharing a bucket. */
export const DEFAULT_HASH_KEYS: readonly (number | string)[] = [15, 'cat', 8, 42];

export function defaultHashTableRun(): HashTableRunConfig {
  return {
    mode: 'chaining',
    history: DEFAULT_HASH_KEYS.map((key) => ({ op: 'insert', key })),
    operation: null,
    key: null,
    speed: SPEED_DEFAULT,
    step: 0,
  };
}

/** What 'Share this run' copies, and, when the link cannot hold the run's table as it is, why not. */
export interface HashTableShareLink {
  readonly query: string;
  readonly notice: string | null;
}

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The link for a run. Up to HISTORY_LIMIT changes it carries the whole history, so it reopens the
 * same table, tombstones included. A longer history is shared as the live keys' inserts; when the table
 * those make is not the same (tombstones dropped, keys elsewhere, fewer buckets), the notice says so.
 */
export function hashTableShareLink(config: HashTableRunConfig): HashTableShareLink {
  const { history, notice } = sharedHistory(config.mode, config.history);
  return { query: encodeHashTableRunConfig({ ...config, history }), notice };
}

/** The last history shared and what its link carries: the page asks again at every step it shows. */
let lastShared: {
  mode: HashMode;
  history: readonly HashChange[];
  shared: { history: readonly HashChange[]; notice: string | null };
} | null = null;

function sharedHistory(
  mode: HashMode,
  history: readonly HashChange[],
): { history: readonly HashChange[]; notice: string | null } {
  if (history.length <= HISTORY_LIMIT) return { history, notice: null };
  if (lastShared?.mode === mode && lastShared.history === history) return lastShared.shared;
  const live = liveKeysHistory(mode, history);
  const { table } = buildTable(mode, history);
  const rebuilt = buildTable(mode, live).table;
  const sameTable =
    rebuilt.capacity === table.capacity &&
    rebuilt.buckets.every((bucket, i) => {
      const other = table.buckets[i] ?? [];
      return (
        bucket.length === other.length &&
        bucket.every((cell, j) => cell.key === other[j]?.key && cell.tombstone === other[j]?.tombstone)
      );
    });
  const tombstones = table.buckets.flat().filter((cell) => cell.tombstone).length;
  const place = mode === 'chaining' ? 'buckets' : 'slots';
  const notice = sameTable
    ? null
    : `This table has been through ${history.length} changes and a link holds at most ${HISTORY_LIMIT}, ` +
      `so the link rebuilds it from its ${counted(live.length, 'key', 'keys')}: ` +
      (tombstones > 0 ? `its ${counted(tombstones, 'tombstone is', 'tombstones are')} left out and ` : '') +
      `keys may sit in other ${place}.`;
  lastShared = { mode, history, shared: { history: live, notice } };
  return lastShared.shared;
}

/** Reads a run from URL parameters; null when they name no table (no valid mode and history). */
function readHashTableRun(params: URLSearchParams): HashTableRun | null {
  const mode = enumParam(params, 'mode', HASH_MODES);
  const rawHistory = boundedParam(params, 'history', HISTORY_LIMIT * CHARS_PER_LINK_ITEM);
  if (mode === null || rawHistory === null) return null;
  const history: HashChange[] = [];
  for (const item of rawHistory
    .split(',')
    .filter((part) => part !== '')
    .slice(0, HISTORY_LIMIT)) {
    const op = item[0] === '+' ? 'insert' : item[0] === '-' ? 'delete' : null;
    const key = parseHashKey(item.slice(1));
    if (op === null || !key.ok) return null;
    if (op === 'insert' && operationRefusal('insert', keyCount(mode, history)) !== null) return null;
    history.push({ op, key: key.value });
  }
  let operation = enumParam(params, 'op', HASH_OPERATIONS);
  const key = operation === null ? null : parseHashKey(params.get('key') ?? '');
  if (key === null || !key.ok) operation = null;
  if (operation !== null && operationRefusal(operation, keyCount(mode, history)) !== null) operation = null;
  return { mode, history, operation, key: operation !== null && key?.ok ? key.value : null };
}

const hashTableRunLink = runLinkCodec<HashTableRun>({
  write: (run) => ({
    mode: run.mode,
    history: run.history.map((change) => `${change.op === 'insert' ? '+' : '-'}${change.key}`).join(','),
    op: run.operation,
    key: run.key === null ? null : String(run.key),
  }),
  read: readHashTableRun,
});

export const encodeHashTableRunConfig: (config: HashTableRunConfig) => string = hashTableRunLink.encode;
/** The hash table run a link names, speed and step clamped; null when it names none. */
export const decodeHashTableRunConfig: (search: string) => HashTableRunConfig | null =
  hashTableRunLink.decode;
