/**
 * Practice questions for the Trees page: before an insert walks down, where the new key is attached;
 * before a two-children delete looks for the successor, which key takes the deleted one's place; before
 * a traversal's visit, which key comes next. "What happens next?" fills the gaps.
 */
import type { TreeLineId, TreeModel, TreeTrace } from '../tree/tree';
import { narratedSteps, orderOptions, practiceQuestions, type PracticeQuestion } from './questions';

const DESCENT: readonly TreeLineId[] = ['go-left', 'go-right'];
const VISIT_NAMES: Partial<Record<TreeLineId, string>> = {
  'visit-in': 'In-order',
  'visit-pre': 'Pre-order',
  'visit-post': 'Post-order',
  'visit-level': 'Level-order',
};

const marked = (model: TreeModel, mark: string): number | undefined =>
  [...model.marks].find(([, m]) => m === mark)?.[0];

function parentOf(model: TreeModel, key: number): { parent: number; side: 'left' | 'right' } | null {
  for (const [parent, links] of model.links) {
    if (links.left === key) return { parent, side: 'left' };
    if (links.right === key) return { parent, side: 'right' };
  }
  return null;
}

/** The largest key below `start`, going right (the in-order predecessor when started at a left child). */
function rightmost(model: TreeModel, start: number): number {
  let key = start;
  for (
    let next = model.links.get(key)?.right ?? null;
    next !== null;
    next = model.links.get(key)?.right ?? null
  )
    key = next;
  return key;
}

function question(
  step: number,
  prompt: string,
  labels: readonly string[],
  seed: string,
  target: number,
): PracticeQuestion | null {
  const unique = [...new Set(labels)].slice(0, 4);
  if (unique.length < 2) return null;
  return {
    step,
    prompt,
    options: orderOptions(
      unique.map((label) => ({ id: label, label })),
      seed,
      step,
    ),
    answer: unique[0] as string,
    answerTarget: [String(target)],
  };
}

/** Insert: asked where the descent starts, answered by the attach step's new parent and side. */
function attachQuestion(trace: TreeTrace, attach: number, seed: string): PracticeQuestion | null {
  const model = trace.steps[attach]?.model;
  const key = model && marked(model, 'new');
  if (model === undefined || key === undefined) return null;
  const place = parentOf(model, key);
  if (place === null) return null;
  let start = attach;
  while (start > 0 && DESCENT.includes(trace.steps[start - 1]?.line as TreeLineId)) start--;
  const other = (side: 'left' | 'right') => (side === 'left' ? 'right' : 'left');
  const labels = [`${place.side} child of ${place.parent}`, `${other(place.side)} child of ${place.parent}`];
  // The places not taken on the way down: the other side of each key compared.
  for (let k = attach - 1; k >= start; k--) {
    const step = trace.steps[k];
    const at = step && marked(step.model, 'compare');
    if (step === undefined || at === undefined) continue;
    labels.push(`${step.line === 'go-left' ? 'right' : 'left'} child of ${at}`);
  }
  return question(start, `Insert ${key}: where is it attached?`, labels, seed, place.parent);
}

/** Two-children delete: asked before the successor search, answered by the key that replaces it. */
function successorQuestion(trace: TreeTrace, first: number, seed: string): PracticeQuestion | null {
  const before = trace.frameAt(first).model;
  const removing = trace.steps[first] && marked(trace.steps[first].model, 'removing');
  const copy = trace.steps.findIndex((step, k) => k > first && step.line === 'copy-successor');
  const copied = copy >= 0 ? trace.steps[copy] : undefined;
  const successor = copied && marked(copied.model, 'found');
  if (removing === undefined || successor === undefined) return null;
  const links = before.links.get(removing);
  if (!links || links.left === null || links.right === null) return null;
  return question(
    first,
    `${removing} has two children: which key takes its place?`,
    [successor, rightmost(before, links.left), links.right, links.left].map(String),
    seed,
    successor,
  );
}

/** A traversal's visit: which key it visits, among the ones the traversal visits soon after. */
function visitQuestion(trace: TreeTrace, k: number, seed: string): PracticeQuestion | null {
  const step = trace.steps[k];
  const name = step && VISIT_NAMES[step.line];
  if (step === undefined || name === undefined) return null;
  const visited = trace.frameAt(k).model.order.length;
  const finalOrder = trace.steps[trace.stepCount - 1]?.model.order ?? [];
  const coming = finalOrder.slice(visited, visited + 4);
  const next = coming[0];
  if (next === undefined || next !== step.model.order.at(-1)) return null;
  return question(k, `${name}: which key is visited next?`, coming.map(String), seed, next);
}

export function treeTraceQuestions(trace: TreeTrace, seed: string): PracticeQuestion[] {
  const specific: PracticeQuestion[] = [];
  trace.steps.forEach((step, k) => {
    let asked: PracticeQuestion | null = null;
    if (step.line === 'attach') asked = attachQuestion(trace, k, seed);
    else if (step.line === 'successor' && trace.steps[k - 1]?.line !== 'successor')
      asked = successorQuestion(trace, k, seed);
    else if (VISIT_NAMES[step.line]) asked = visitQuestion(trace, k, seed);
    if (asked) specific.push(asked);
  });
  return practiceQuestions(narratedSteps(trace.steps), seed, specific);
}
