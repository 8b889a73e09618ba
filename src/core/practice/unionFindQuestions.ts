/**
 * Practice questions for the Union-Find page: as the first find of an operation begins, which element
 * the root is; before a union links two roots, which root ends up pointing to the other. "What happens next?"
 * fills the gaps.
 */
import type { UnionFindTrace } from '../union-find/unionFind';
import { narratedSteps, orderOptions, practiceQuestions, type PracticeQuestion } from './questions';

const element = (x: number) => ({ id: String(x), label: String(x) });

export function unionFindTraceQuestions(trace: UnionFindTrace, seed: string): PracticeQuestion[] {
  const specific: PracticeQuestion[] = [];
  let walkStart = -1;
  trace.steps.forEach((step, k) => {
    if (step.line === 'find-start') walkStart = k;
    // Only the first find is asked: a union's link, asked later, needs the room the second would take.
    if (step.line !== 'root' || walkStart < 0 || specific.length > 0) return;
    const start = trace.steps[walkStart];
    const x = [...(start?.model.marks ?? [])].find(([, mark]) => mark === 'active')?.[0];
    if (x === undefined) return;
    // The elements the walk passes through, the root last; asked as the walk begins.
    const { parent } = step.model;
    const walked = [x];
    for (let at = x; parent[at] !== at;) {
      at = parent[at] as number;
      walked.push(at);
    }
    const root = walked.at(-1) as number;
    const others = step.model.parent.map((_, v) => v).filter((v) => v !== root);
    const choices = [root, ...walked, ...others];
    const options = [...new Set(choices)].slice(0, 4).map(element);
    if (options.length < 2) return;
    specific.push({
      step: walkStart,
      prompt: `find(${x}): which element is the root of its set?`,
      options: orderOptions(options, seed, walkStart),
      answer: String(root),
      answerTarget: [String(root)],
    });
  });
  const link = trace.steps.findIndex((step) => step.line === 'link');
  const linked = trace.steps[link]?.model;
  if (linked) {
    const child = [...linked.marks].find(([, mark]) => mark === 'new')?.[0];
    const root = [...linked.marks].find(([, mark]) => mark === 'found')?.[0];
    if (child !== undefined && root !== undefined) {
      specific.push({
        step: link,
        prompt: `Union by rank joins the roots ${Math.min(child, root)} and ${Math.max(child, root)}: which one will point to the other?`,
        options: orderOptions([element(child), element(root)], seed, link),
        answer: String(child),
        answerTarget: [String(child)],
      });
    }
  }
  return practiceQuestions(narratedSteps(trace.steps), seed, specific);
}
