/**
 * The built-in tutor's evaluation: prints, as JSON, how many learner questions of
 * tests/fixtures/tutor-eval.json it answers from a right topic (the hit rate, target >= 0.9), how many
 * out-of-scope questions get the honest fallback (target 1), how many follow-up conversations stay on the
 * topic, every miss, and the time per answer. It never fails; tests/unit/tutor/eval.test.ts holds the floor.
 *
 *   npm run bench:tutor
 */
import { performance } from 'node:perf_hooks';
import { createOfflineTutor } from '@/core/tutor/offlineTutor';
import { evaluateTutor, loadEvalSet, loadKnowledgeTopics } from './tutorEval';

const topics = loadKnowledgeTopics();
const tutor = createOfflineTutor(topics, { random: () => 0 });
const set = loadEvalSet();

// The first pass warms up the JIT; the second is timed.
const report = evaluateTutor(tutor, set);
const started = performance.now();
evaluateTutor(tutor, set);
const elapsed = performance.now() - started;
const answers =
  set.questions.length + set.outOfScope.length + set.conversations.reduce((n, c) => n + c.turns.length, 0);

console.log(
  JSON.stringify(
    {
      topics: topics.length,
      hitRate: report.hitRate,
      hits: `${report.hits}/${report.questions}`,
      fallbackRate: report.fallbackRate,
      followUpRate: report.followUpRate,
      msPerAnswer: Number((elapsed / answers).toFixed(3)),
      misses: report.misses,
      outOfScopeMisses: report.outOfScopeMisses,
      followUpMisses: report.followUpMisses,
    },
    null,
    2,
  ),
);
