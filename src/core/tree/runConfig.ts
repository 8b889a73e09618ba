/**
 * Everything that reopens a tree run exactly, and its URL form: the variant, the tree before the
 * operation (its keys in an insertion order that rebuilds it: the pre-order), the operation and its
 * key, speed and step (a build carries the keys it inserts, in order). For example `variant=avl&keys=50,30,70&op=insert&value=20&speed=50&step=3`.
 */
import { SPEED_DEFAULT, SPEED_MAX, SPEED_MIN } from '../player/player';
import { enumParam, integerParam } from '../urlParams';
import { operationRefusal, parseTreeKey, parseTreeKeys } from './input';
import { TEXTBOOK_KEYS } from './presets';
import {
  buildTreeKeys,
  isBalanced,
  KEYED_OPERATIONS,
  preOrderKeys,
  TREE_OPERATIONS,
  TREE_VARIANTS,
  treeFromKeys,
  type TreeRun,
} from './tree';

export interface TreeRunConfig extends TreeRun {
  readonly speed: number;
  /** The frame to open at. */
  readonly step: number;
}

export function defaultTreeRun(): TreeRunConfig {
  return {
    variant: 'bst',
    keys: buildTreeKeys('bst', TEXTBOOK_KEYS),
    operation: null,
    value: null,
    speed: SPEED_DEFAULT,
    step: 0,
  };
}

export function encodeTreeRunConfig(config: TreeRunConfig): string {
  const params = new URLSearchParams({ variant: config.variant, keys: config.keys.join(',') });
  if (config.operation !== null) params.set('op', config.operation);
  if (config.value !== null) params.set('value', String(config.value));
  params.set('speed', String(config.speed));
  params.set('step', String(config.step));
  return params.toString();
}

/**
 * Reads a tree run from URL parameters; null when they name no tree (no valid `variant` and `keys`).
 * The keys are inserted in the order given; for an AVL tree whose keys, so inserted, do not give a
 * balanced tree, they are inserted with AVL's rotations instead. An operation that cannot run (a
 * duplicate insert, an empty tree) is dropped; speed and step are clamped.
 */
export function decodeTreeRunConfig(search: string): TreeRunConfig | null {
  const params = new URLSearchParams(search);
  const variant = enumParam(params, 'variant', TREE_VARIANTS);
  const rawKeys = params.get('keys');
  if (variant === null || rawKeys === null) return null;
  const parsed = parseTreeKeys(rawKeys);
  if (!parsed.ok) return null;
  let operation = enumParam(params, 'op', TREE_OPERATIONS);
  const plain = treeFromKeys(parsed.value);
  const keys =
    operation === 'build'
      ? parsed.value
      : variant === 'avl' && !isBalanced(plain)
        ? buildTreeKeys('avl', parsed.value)
        : preOrderKeys(plain);
  let value: number | null = null;
  if (operation !== null && KEYED_OPERATIONS.includes(operation)) {
    const key = parseTreeKey(params.get('value') ?? '');
    if (key.ok) value = key.value;
    else operation = null;
  }
  if (operation !== null && operationRefusal(operation, keys, value) !== null) {
    operation = null;
    value = null;
  }
  const speed = integerParam(params, 'speed') ?? SPEED_DEFAULT;
  return {
    variant,
    keys,
    operation,
    value,
    speed: Math.min(SPEED_MAX, Math.max(SPEED_MIN, speed)),
    step: Math.max(0, integerParam(params, 'step') ?? 0),
  };
}
