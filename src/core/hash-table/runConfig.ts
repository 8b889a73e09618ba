/**
 * Everything that reopens a hash table run exactly, and its URL form: the mode, the changes that made
 * the table (`+key` inserted, `-key` deleted, so tombstones come back too), the operation and its key,
 * speed and step. For example `mode=probing&history=+42,+cat,-42&op=search&key=cat&speed=50&step=2`.
 */
import { SPEED_DEFAULT } from '../player/player';
import { runLinkCodec, type Playback } from '../player/runLink';
import { enumParam } from '../urlParams';
import {
  HASH_MODES,
  HASH_OPERATIONS,
  HISTORY_LIMIT,
  keyCount,
  type HashChange,
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

/** Reads a run from URL parameters; null when they name no table (no valid mode and history). */
function readHashTableRun(params: URLSearchParams): HashTableRun | null {
  const mode = enumParam(params, 'mode', HASH_MODES);
  const rawHistory = params.get('history');
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
