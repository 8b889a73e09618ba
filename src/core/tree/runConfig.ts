/**
 * Everything that reopens a tree run exactly, and its URL form: the variant, the tree before the
 * operation (its keys in an insertion order that rebuilds it: the pre-order), the operation and its
 * key, speed and step (a build carries the keys it inserts, in order). For example `variant=avl&keys=50,30,70&op=insert&value=20&speed=50&step=3`.
 */
import { SPEED_DEFAULT } from '../player/player';
import { runLinkCodec, type Playback } from '../player/runLink';
import { boundedParam, CHARS_PER_LINK_ITEM, enumParam } from '../urlParams';
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
  TREE_LIMIT,
  type TreeRun,
} from './tree';

export interface TreeRunConfig extends TreeRun, Playback {}

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

/**
 * Reads a tree run from URL parameters; null when they name no tree (no valid `variant` and `keys`).
 * The keys are inserted in the order given; for an AVL tree whose keys, so inserted, do not give a
 * balanced tree, they are inserted with AVL's rotations instead. An operation that cannot run (a
 * duplicate insert, an empty tree) is dropped.
 */
function readTreeRun(params: URLSearchParams): TreeRun | null {
  const variant = enumParam(params, 'variant', TREE_VARIANTS);
  const rawKeys = boundedParam(params, 'keys', TREE_LIMIT * CHARS_PER_LINK_ITEM);
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
  return { variant, keys, operation, value };
}

const treeRunLink = runLinkCodec<TreeRun>({
  write: (run) => ({
    variant: run.variant,
    keys: run.keys.join(','),
    op: run.operation,
    value: run.value === null ? null : String(run.value),
  }),
  read: readTreeRun,
});

export const encodeTreeRunConfig: (config: TreeRunConfig) => string = treeRunLink.encode;
/** The tree run a link names, speed and step clamped; null when it names none. */
export const decodeTreeRunConfig: (search: string) => TreeRunConfig | null = treeRunLink.decode;
