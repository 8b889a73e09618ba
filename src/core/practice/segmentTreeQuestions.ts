/**
 * Practice questions for the Segment Trees page: before a query looks at a node, is the node fully
 * inside the range, partly inside, or outside it; before a Fenwick walk jumps, which position it lands
 * on; on range sums, both, each at its own steps. "What happens next?" fills the gaps.
 */
import { binary, lowbit, type FenwickTrace } from '../fenwick/fenwick';
import type { RangeSums } from '../segment-tree/rangeSums';
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

/** The segment tree's own questions, without the "What happens next?" fillers. */
function segmentQuestions(trace: SegmentTrace, seed: string): PracticeQuestion[] {
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
  return specific;
}

export function segmentTraceQuestions(trace: SegmentTrace, seed: string): PracticeQuestion[] {
  return practiceQuestions(narratedSteps(trace.steps), seed, segmentQuestions(trace, seed));
}

/** The Fenwick tree's own questions, without the "What happens next?" fillers. */
function fenwickQuestions(trace: FenwickTrace, seed: string): PracticeQuestion[] {
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
  return specific;
}

export function fenwickTraceQuestions(trace: FenwickTrace, seed: string): PracticeQuestion[] {
  return practiceQuestions(narratedSteps(trace.steps), seed, fenwickQuestions(trace, seed));
}

/**
 * Range sums on both trees: each tree's questions at its own steps of the combined run (the Fenwick
 * tree's after the segment tree's). Their answer targets name the tree first, `segment:5` or
 * `fenwick:4`, as both mirrors number their elements from 1.
 */
export function rangeSumsQuestions(sums: RangeSums, seed: string): PracticeQuestion[] {
  const named = (tree: string, question: PracticeQuestion, offset: number): PracticeQuestion => ({
    ...question,
    step: question.step + offset,
    answerTarget: question.answerTarget?.map((target) => `${tree}:${target}`),
  });
  const specific = [
    ...segmentQuestions(sums.segment, seed).map((question) => named('segment', question, 0)),
    ...fenwickQuestions(sums.fenwick, seed).map((question) => named('fenwick', question, sums.fenwickStart)),
  ];
  return practiceQuestions(narratedSteps(sums.trace.steps), seed, specific);
}
