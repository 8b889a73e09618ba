/**
 * Practice questions for the Segment Trees page: before a query looks at a node, is the node fully
 * inside the range, partly inside, or outside it; before a Fenwick walk jumps, which position it lands
 * on. "What happens next?" fills the gaps.
 */
import { binary, lowbit, type FenwickTrace } from '../fenwick/fenwick';
import type { SegmentTrace } from '../segment-tree/segmentTree';
import { narratedSteps, orderOptions, practiceQuestions, type PracticeQuestion } from './questions';

const PLACES = [
  { id: 'inside', label: 'Fully inside: take its value' },
  { id: 'partial', label: 'Partly inside: ask both children' },
  { id: 'outside', label: 'Outside: skip it' },
] as const;

const QUERY_LINES: Record<string, (typeof PLACES)[number]['id']> = {
  'query-inside': 'inside',
  'query-partial': 'partial',
  'query-outside': 'outside',
};

export function segmentTraceQuestions(trace: SegmentTrace, seed: string): PracticeQuestion[] {
  const specific: PracticeQuestion[] = [];
  trace.steps.forEach((step, k) => {
    const answer = QUERY_LINES[step.line];
    const range = step.model.range;
    if (answer === undefined || range === null) return;
    // The node this step classifies is the one whose mark it adds.
    const before = k === 0 ? new Map() : (trace.steps[k - 1]?.model.marks ?? new Map());
    const id = [...step.model.marks.keys()].find((key) => !before.has(key));
    const node = step.model.nodes.find((candidate) => candidate.id === id);
    if (node === undefined) return;
    specific.push({
      step: k,
      prompt: `The query asks for [${range.left}, ${range.right}]. Node [${node.left}, ${node.right}] is next: what does the query do with it?`,
      options: orderOptions(PLACES, seed, k),
      answer,
      answerTarget: [String(node.id)],
    });
  });
  return practiceQuestions(narratedSteps(trace.steps), seed, specific);
}

export function fenwickTraceQuestions(trace: FenwickTrace, seed: string): PracticeQuestion[] {
  const specific: PracticeQuestion[] = [];
  trace.steps.forEach((step, k) => {
    const jump = step.model.jump;
    if ((step.line !== 'query-jump' && step.line !== 'update-jump') || jump === null) return;
    const n = step.model.values.length;
    const i = jump.from;
    const up = jump.direction === 'up';
    const land = (to: number) => (to <= 0 ? 'none' : to > n ? 'none' : String(to));
    const candidates = [
      ...new Set([jump.to, up ? i + 1 : i - 1, up ? i * 2 : Math.floor(i / 2), up ? i + 2 : i - 2]),
    ];
    const options = [...new Set(candidates.map(land))].map((id) => ({
      id,
      label:
        id === 'none' ? (up ? `past ${n}: the update is done` : '0: the prefix is done') : `position ${id}`,
    }));
    if (options.length < 2) return;
    specific.push({
      step: k,
      prompt: `i = ${i} (${binary(i, n)}), lowbit ${lowbit(i)}: where does i ${up ? '+=' : '−='} i & −i land?`,
      options: orderOptions(options, seed, k),
      answer: land(jump.to),
      answerTarget: land(jump.to) === 'none' ? [] : [land(jump.to)],
    });
  });
  return practiceQuestions(narratedSteps(trace.steps), seed, specific);
}
