import type { Node, Program } from 'acorn';
import type { PlaygroundTask } from '../recording';

/**
 * Code pasted as people write it: an ES module (`export function sort`, `export default ...`) or a
 * CommonJS file (`module.exports = ...`, `exports.sort = ...`). Its module syntax is taken out of the
 * parsed program, so the rest runs as a script, and the function to call is found rather than named:
 * see `findEntry`.
 */

type AnyNode = Node & Record<string, unknown>;

/** Module syntax the runner cannot give a meaning to, with the reason the learner is given. */
export class ModuleSyntaxRefused extends Error {
  constructor(
    message: string,
    readonly node: AnyNode,
  ) {
    super(message);
  }
}

const identifier = (name: string) => ({ type: 'Identifier', name }) as unknown as Node;
const constDeclaration = (name: string, init: Node, at: AnyNode) =>
  ({
    type: 'VariableDeclaration',
    kind: 'const',
    declarations: [{ type: 'VariableDeclarator', id: identifier(name), init }],
    loc: at.loc,
  }) as unknown as Node;

const isFunctionValue = (node: AnyNode | null | undefined): boolean =>
  node?.type === 'FunctionExpression' || node?.type === 'ArrowFunctionExpression';

const isNamed = (node: AnyNode | null | undefined, name: string) =>
  node?.type === 'Identifier' && node.name === name;

/** `module.exports`, `exports`, or a property of either (`module.exports.sort`, `exports.sort`). */
function exportTarget(node: AnyNode): { property: string | null } | null {
  if (node.type !== 'MemberExpression') return isNamed(node, 'exports') ? { property: null } : null;
  const object = node.object as AnyNode;
  const property = node.property as AnyNode;
  const propertyName =
    node.computed !== true && property.type === 'Identifier'
      ? (property.name as string)
      : property.type === 'Literal' && typeof property.value === 'string'
        ? property.value
        : null;
  if (isNamed(object, 'module') && propertyName === 'exports') return { property: null };
  const inner = exportTarget(object);
  if (inner && inner.property === null) return { property: propertyName };
  return null;
}

/** Whether `node` mentions `require.main` (the `if (require.main === module)` of a CommonJS script). */
function mentionsRequireMain(node: unknown): boolean {
  if (typeof node !== 'object' || node === null) return false;
  const value = node as AnyNode;
  if (
    value.type === 'MemberExpression' &&
    isNamed(value.object as AnyNode, 'require') &&
    isNamed(value.property as AnyNode, 'main')
  )
    return true;
  return Object.entries(value).some(
    ([key, child]) =>
      key !== 'loc' && (Array.isArray(child) ? child.some(mentionsRequireMain) : mentionsRequireMain(child)),
  );
}

/**
 * The program without its module syntax: exported declarations stay as declarations, export lists and
 * `module.exports = name` go, an exported function value becomes a `const` of its name (an anonymous
 * default export takes the task's name), and `if (require.main === module) { ... }` (a script's own
 * test run) is left out. `exported` lists the functions the file exports by default, in order.
 */
export function withoutModuleSyntax(
  program: Program,
  task: PlaygroundTask,
): { program: Program; exported: string[] } {
  const exported: string[] = [];
  const body: Node[] = [];
  for (const child of program.body as unknown as AnyNode[]) {
    if (child.type === 'ImportDeclaration')
      throw new ModuleSyntaxRefused('import is not available: your code runs on its own', child);
    if (child.type === 'ExportAllDeclaration' || (child.type === 'ExportNamedDeclaration' && child.source))
      throw new ModuleSyntaxRefused('export ... from is not available: your code runs on its own', child);
    if (child.type === 'ExportNamedDeclaration') {
      if (child.declaration) body.push(child.declaration as Node);
      continue;
    }
    if (child.type === 'ExportDefaultDeclaration') {
      const declaration = child.declaration as AnyNode;
      if (declaration.type === 'Identifier') exported.push(declaration.name as string);
      else if (
        (declaration.type === 'FunctionDeclaration' || declaration.type === 'ClassDeclaration') &&
        declaration.id
      ) {
        body.push(declaration as Node);
        exported.push((declaration.id as AnyNode).name as string);
      } else {
        const value =
          declaration.type === 'FunctionDeclaration'
            ? { ...declaration, type: 'FunctionExpression' }
            : declaration.type === 'ClassDeclaration'
              ? { ...declaration, type: 'ClassExpression' }
              : declaration;
        body.push(constDeclaration(task, value as Node, child));
        exported.push(task);
      }
      continue;
    }
    if (child.type === 'IfStatement' && mentionsRequireMain(child.test)) continue;
    if (child.type === 'ExpressionStatement') {
      const expression = child.expression as AnyNode;
      if (expression.type === 'AssignmentExpression' && expression.operator === '=') {
        const target = exportTarget(expression.left as AnyNode);
        if (target) {
          body.push(...exportAssignment(target.property, expression.right as AnyNode, child, task, exported));
          continue;
        }
      }
    }
    body.push(child as Node);
  }
  return { program: { ...program, sourceType: 'script', body } as Program, exported };
}

/** What `module.exports = value` (property null) or `exports.name = value` leaves in the script. */
function exportAssignment(
  property: string | null,
  value: AnyNode,
  at: AnyNode,
  task: PlaygroundTask,
  exported: string[],
): Node[] {
  if (value.type === 'Identifier') {
    if (property === null) exported.push(value.name as string);
    return property === null || property === value.name ? [] : [constDeclaration(property, value, at)];
  }
  if (property === null && value.type === 'ObjectExpression') {
    const declarations: Node[] = [];
    for (const entry of value.properties as AnyNode[]) {
      const key = entry.key as AnyNode | undefined;
      if (entry.type !== 'Property' || entry.computed === true || key?.type !== 'Identifier') continue;
      const name = key.name as string;
      const item = entry.value as AnyNode;
      if (isNamed(item, name)) continue;
      if (entry.kind === 'init') declarations.push(constDeclaration(name, item, at));
    }
    return declarations;
  }
  if (property === null) {
    const ownName = isFunctionValue(value)
      ? ((value.id as AnyNode | null)?.name as string | undefined)
      : undefined;
    const name = ownName ?? task;
    exported.push(name);
    return [constDeclaration(name, value, at)];
  }
  return [constDeclaration(property, value, at)];
}

export interface TopLevelFunction {
  readonly name: string;
  readonly params: readonly AnyNode[];
  readonly body: AnyNode;
}

/** The program's top-level functions: declarations, and `const f = function / () =>` declarations. */
export function topLevelFunctions(program: Program): TopLevelFunction[] {
  const found: TopLevelFunction[] = [];
  for (const child of program.body as unknown as AnyNode[]) {
    if (child.type === 'FunctionDeclaration' && child.id)
      found.push({
        name: (child.id as AnyNode).name as string,
        params: child.params as AnyNode[],
        body: child.body as AnyNode,
      });
    if (child.type === 'VariableDeclaration')
      for (const declarator of child.declarations as AnyNode[]) {
        const init = declarator.init as AnyNode | null;
        const id = declarator.id as AnyNode;
        if (id.type === 'Identifier' && init && isFunctionValue(init))
          found.push({
            name: id.name as string,
            params: init.params as AnyNode[],
            body: init.body as AnyNode,
          });
      }
  }
  return found;
}

/** Every identifier `node` mentions (calls, and functions handed on as values alike). */
function mentionedNames(node: unknown, into: Set<string>): Set<string> {
  if (typeof node !== 'object' || node === null) return into;
  const value = node as AnyNode;
  if (value.type === 'Identifier') into.add(value.name as string);
  for (const [key, child] of Object.entries(value)) {
    if (key === 'loc') continue;
    if (Array.isArray(child)) for (const item of child) mentionedNames(item, into);
    else mentionedNames(child, into);
  }
  return into;
}

const TASK_WORDS: Record<PlaygroundTask, string> = { sort: 'sort', search: 'search', bfs: 'bfs' };

/** Named after the task: `sort`, or a name ending in it (`bubbleSort`, `binary_search`), any case. */
export const namedAfterTask = (name: string, task: PlaygroundTask) =>
  name.toLowerCase().endsWith(TASK_WORDS[task]);

export type EntryChoice =
  | { readonly kind: 'found'; readonly entry: TopLevelFunction }
  /** Several functions could be the one: the learner picks. */
  | { readonly kind: 'ask'; readonly candidates: readonly string[] }
  | { readonly kind: 'none' };

/**
 * The function to call: the one the learner chose, if it is there; else the task's name itself
 * (`sort`); else the one function named after the task (`quickSort`) or, of several, the one no other
 * calls; else the one top-level function no other calls (helpers are called by it); else the function
 * the file exports by default, if it is one of those; else the learner is asked.
 */
export function findEntry(
  functions: readonly TopLevelFunction[],
  task: PlaygroundTask,
  exported: readonly string[],
  chosen?: string,
): EntryChoice {
  if (functions.length === 0) return { kind: 'none' };
  const byName = new Map(functions.map((fn) => [fn.name, fn]));
  const pick = (name: string): EntryChoice => ({ kind: 'found', entry: byName.get(name)! });
  if (chosen !== undefined && byName.has(chosen)) return pick(chosen);
  if (byName.has(TASK_WORDS[task])) return pick(TASK_WORDS[task]);
  const calledByOthers = new Set<string>();
  for (const fn of functions) {
    const mentioned = mentionedNames(fn.body, mentionedNames(fn.params, new Set()));
    for (const name of mentioned) if (name !== fn.name && byName.has(name)) calledByOthers.add(name);
  }
  const roots = [...byName.keys()].filter((name) => !calledByOthers.has(name));
  const named = [...byName.keys()].filter((name) => namedAfterTask(name, task));
  if (named.length === 1) return pick(named[0]!);
  const namedRoots = named.filter((name) => roots.includes(name));
  if (namedRoots.length === 1) return pick(namedRoots[0]!);
  if (named.length === 0 && roots.length === 1) return pick(roots[0]!);
  const pool = namedRoots.length > 0 ? namedRoots : roots.length > 0 ? roots : [...byName.keys()];
  const exportedOne = pool.filter((name) => exported.includes(name));
  if (exportedOne.length === 1) return pick(exportedOne[0]!);
  return { kind: 'ask', candidates: pool };
}

export const RANGE_PAIRS: readonly (readonly [string, string])[] = [
  ['lo', 'hi'],
  ['low', 'high'],
  ['left', 'right'],
  ['start', 'end'],
  ['l', 'r'],
  ['from', 'to'],
  ['begin', 'end'],
];
export const LENGTH_NAMES = new Set(['n', 'len', 'length', 'size']);

/** The names the page gives the task's own arguments when it says how the function was called. */
export const ARGUMENT_NAMES: Readonly<Record<PlaygroundTask, readonly string[]>> = {
  sort: ['arr'],
  search: ['arr', 'target'],
  bfs: ['graph', 'source'],
};

/** How the entry's parameters after the task's own are filled in. */
export type ExtraArguments = 'range' | 'length' | 'none';

/**
 * Parameters after the array (and a search's target) that look like a range (lo/hi, left/right, ...)
 * are given 0 and n - 1; one that looks like the length (n, len, size) is given n. Parameters with a
 * default keep it.
 */
export function extraArguments(params: readonly AnyNode[], task: PlaygroundTask): ExtraArguments {
  if (task === 'bfs') return 'none';
  const after = params.slice(task === 'sort' ? 1 : 2);
  const names = after.map((param) =>
    param.type === 'Identifier' ? (param.name as string).toLowerCase() : null,
  );
  const [first, second] = names;
  if (first && second && RANGE_PAIRS.some(([low, high]) => first === low && second === high)) return 'range';
  if (first && LENGTH_NAMES.has(first)) return 'length';
  return 'none';
}
