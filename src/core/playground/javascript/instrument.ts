import { parse, type Node, type Program } from 'acorn';
import type { PlaygroundTask, RunError } from '../recording';
import {
  extraArguments,
  findEntry,
  ModuleSyntaxRefused,
  topLevelFunctions,
  withoutModuleSyntax,
  type ExtraArguments,
} from './entry';

/**
 * Rewrites the learner's JavaScript so that running it reports what it does, without a tracer call
 * in their code: each statement tells the recorder its line (and checks the clock and the budget),
 * each loop tells it once per turn (so even `while (true) {}` can be stopped), `for ... of` loops say
 * their line while they fetch the next element, and each comparison says whether each of its two
 * sides is an element read (`arr[j]`), so the runner can name the positions they came from. Reads and writes of the array and neighbour reads of the graph are seen
 * by the objects the function is given (see runJavaScript.ts), wherever in the code they happen.
 */

/** The prefix of the names the rewritten code uses; the learner's code may not use it. */
export const HOOKS = '__qb';

const COMPARISONS = new Set(['<', '>', '<=', '>=', '===', '!==', '==', '!=']);

/** The function the runner calls, and how its parameters after the task's own are filled in. */
export interface Entry {
  readonly name: string;
  readonly extra: ExtraArguments;
}

export type InstrumentResult =
  | { readonly program: Program; readonly entry: Entry | null }
  | { readonly error: RunError; readonly candidates?: readonly string[] };

type AnyNode = Node & Record<string, unknown>;

interface Located {
  loc?: { start: { line: number; column: number } } | null;
}

const lineOf = (node: Located) => node.loc?.start.line ?? 0;
const columnOf = (node: Located) => (node.loc?.start.column ?? 0) + 1;

const literal = (value: string | number | boolean | null) => ({ type: 'Literal', value }) as unknown as Node;
const identifier = (name: string) => ({ type: 'Identifier', name }) as unknown as Node;
/** `__qb_at(...)`: each hook is a plain name, which the interpreter calls faster than a method. */
const hookCall = (hook: string, args: Node[]) =>
  ({
    type: 'CallExpression',
    optional: false,
    callee: identifier(`${HOOKS}_${hook}`),
    arguments: args,
  }) as unknown as Node;
const statement = (expression: Node) => ({ type: 'ExpressionStatement', expression }) as unknown as Node;
const atStatement = (node: Located) =>
  statement(hookCall('at', [literal(lineOf(node)), literal(columnOf(node))]));

const isArrayRead = (node: Node) => node.type === 'MemberExpression' && (node as AnyNode).computed === true;

/** Syntax the sandbox refuses, with the reason the learner is given. */
function refusal(node: AnyNode): string | null {
  if (node.type === 'ImportExpression') return 'import() is not available: your code runs on its own';
  if (node.type === 'MetaProperty')
    return `${String((node.meta as AnyNode).name)}.${String((node.property as AnyNode).name)} is not available`;
  if (node.type === 'Identifier' && typeof node.name === 'string' && node.name.startsWith(HOOKS))
    return `the name ${node.name} is reserved: please choose another`;
  return null;
}

class Refused extends Error {
  constructor(
    message: string,
    readonly node: Located,
  ) {
    super(message);
  }
}

function transformList(statements: Node[]): Node[] {
  return statements.flatMap((child) => [atStatement(child as Located), transform(child)]);
}

function asLoopBody(loop: Located, body: Node): Node {
  const statements = body.type === 'BlockStatement' ? ((body as AnyNode).body as Node[]) : [body];
  return {
    type: 'BlockStatement',
    body: [atStatement(loop), ...transformList(statements)],
  } as unknown as Node;
}

function transform(node: Node): Node {
  const source = node as AnyNode;
  const reason = refusal(source);
  if (reason) throw new Refused(reason, source as Located);
  const copy: AnyNode = { ...source };
  switch (node.type) {
    case 'Program':
    case 'BlockStatement':
    case 'StaticBlock':
      copy.body = transformList(source.body as Node[]);
      return copy;
    case 'SwitchCase':
      copy.test = source.test ? transform(source.test as Node) : null;
      copy.consequent = transformList(source.consequent as Node[]);
      return copy;
    case 'ForStatement':
    case 'ForInStatement':
    case 'ForOfStatement':
    case 'WhileStatement':
    case 'DoWhileStatement':
      for (const key of ['init', 'test', 'update', 'left', 'right'] as const)
        if (source[key]) copy[key] = transform(source[key] as Node);
      if (node.type === 'ForOfStatement')
        copy.right = hookCall('iter', [
          copy.right as Node,
          literal(lineOf(source)),
          literal(columnOf(source)),
        ]);
      copy.body = asLoopBody(source as Located, source.body as Node);
      return copy;
    case 'AssignmentExpression':
      if (source.operator === '=' && (source.left as AnyNode).type === 'ArrayPattern') {
        const destructured = destructuring(source.left as AnyNode, source.right as Node);
        if (destructured) return destructured;
      }
      break;
    case 'BinaryExpression':
      if (COMPARISONS.has(source.operator as string)) {
        const left = source.left as Node;
        const right = source.right as Node;
        return hookCall('cmp', [
          literal(source.operator as string),
          transform(left),
          transform(right),
          literal(isArrayRead(left)),
          literal(isArrayRead(right)),
        ]);
      }
      break;
    default:
      break;
  }
  for (const [key, value] of Object.entries(source)) {
    if (key === 'loc' || key === 'range') continue;
    if (Array.isArray(value))
      copy[key] = value.map((item: unknown) => (isNode(item) ? transform(item) : item));
    else if (isNode(value)) copy[key] = transform(value);
  }
  return copy;
}

/**
 * `[a[i], a[j]] = [a[j], a[i]]`, the usual swap, written as `__qb.destructure(value, [setters])`: the
 * interpreter does not assign to array positions inside a pattern. Each setter assigns one element
 * as the learner wrote it, in order, after the value is worked out, as JavaScript does. Patterns with a
 * rest element or a default are left as they are.
 */
function destructuring(pattern: AnyNode, value: Node): Node | null {
  const elements = pattern.elements as (AnyNode | null)[];
  if (!elements.some((element) => element?.type === 'MemberExpression')) return null;
  if (elements.some((element) => element?.type === 'RestElement' || element?.type === 'AssignmentPattern'))
    return null;
  const parameter = identifier(`${HOOKS}value`);
  const setters = elements.map((element) =>
    element === null
      ? literal(null)
      : ({
          type: 'ArrowFunctionExpression',
          params: [parameter],
          expression: true,
          async: false,
          generator: false,
          id: null,
          body: {
            type: 'AssignmentExpression',
            operator: '=',
            left: transform(element as Node),
            right: parameter,
          },
        } as unknown as Node),
  );
  return hookCall('destructure', [
    transform(value),
    { type: 'ArrayExpression', elements: setters } as unknown as Node,
  ]);
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

interface AcornSyntaxError extends SyntaxError {
  loc?: { line: number; column: number };
}

const parseError = (caught: unknown): RunError => {
  const error = caught as AcornSyntaxError;
  return {
    kind: 'syntax',
    message: `SyntaxError: ${error.message.replace(/\s*\(\d+:\d+\)$/, '')}`,
    line: error.loc?.line ?? null,
    column: error.loc ? error.loc.column + 1 : null,
  };
};

/**
 * Parses the code as a script, or, when only a module parses (`export function sort`), as a module; a
 * syntax error is the script's.
 */
function parseCode(code: string): Program | RunError {
  try {
    return parse(code, { ecmaVersion: 'latest', sourceType: 'script', locations: true });
  } catch (asScript) {
    try {
      return parse(code, { ecmaVersion: 'latest', sourceType: 'module', locations: true });
    } catch {
      // The module's error would be about module rules the learner did not ask for: the script's is told.
      return parseError(asScript);
    }
  }
}

/**
 * Parses and rewrites the learner's code (module syntax taken out, see entry.ts), wraps it in a
 * function given the recorder's console, and appends `__qb_entry(<name>)` with the function found to
 * call (findEntry), so the runner can call it. When no top-level function is there, the task's name is
 * looked up as the code runs (a function assigned later still counts); when several could be the one,
 * the result lists them for the learner to pick (`chosen`). A syntax error comes back with its line
 * and column (1-based) and acorn's words without the position acorn adds to them.
 */
export function instrument(code: string, task: PlaygroundTask, chosen?: string): InstrumentResult {
  const parsed = parseCode(code);
  if (!('type' in parsed)) return { error: parsed };
  try {
    const { program, exported } = withoutModuleSyntax(parsed, task);
    const choice = findEntry(topLevelFunctions(program), task, exported, chosen);
    if (choice.kind === 'ask')
      return {
        error: {
          kind: 'exception',
          message: `Your code has ${choice.candidates.length} functions that could be the ${task}: ${choice.candidates.join(', ')}. Pick the one to call.`,
          line: null,
          column: null,
        },
        candidates: choice.candidates,
      };
    const entryName = choice.kind === 'found' ? choice.entry.name : task;
    const rewritten = transform(program) as Program;
    const entry = {
      type: 'ConditionalExpression',
      test: {
        type: 'BinaryExpression',
        operator: '===',
        left: { type: 'UnaryExpression', operator: 'typeof', prefix: true, argument: identifier(entryName) },
        right: literal('function'),
      },
      consequent: identifier(entryName),
      alternate: identifier('undefined'),
    } as unknown as Node;
    // The learner's code runs inside a function of its own: its top-level names stay its own rather
    // than landing on the global scope, and `console` is the recorder's.
    const scoped = {
      type: 'CallExpression',
      optional: false,
      callee: {
        type: 'FunctionExpression',
        id: null,
        params: [identifier('console')],
        async: false,
        generator: false,
        expression: false,
        body: { type: 'BlockStatement', body: [...rewritten.body, statement(hookCall('entry', [entry]))] },
      },
      arguments: [identifier(`${HOOKS}_console`)],
    } as unknown as Node;
    return {
      program: { ...rewritten, body: [statement(scoped) as Program['body'][number]] },
      entry:
        choice.kind === 'found'
          ? { name: choice.entry.name, extra: extraArguments(choice.entry.params, task) }
          : null,
    };
  } catch (caught) {
    if (!(caught instanceof Refused) && !(caught instanceof ModuleSyntaxRefused)) throw caught;
    const node = caught.node as Located;
    return {
      error: {
        kind: 'syntax',
        message: caught.message,
        line: lineOf(node) || null,
        column: lineOf(node) ? columnOf(node) : null,
      },
    };
  }
}
