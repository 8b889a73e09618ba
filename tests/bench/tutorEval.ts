/**
 * The built-in tutor's evaluation (tests/fixtures/tutor-eval.json): learner questions with the topics that
 * count as right, questions outside the notes that must get the honest fallback, and short conversations
 * whose follow-ups must stay on the topic. Shared by `npm run bench:tutor` and tests/unit/tutor/eval.test.ts.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { OfflineTutor } from '@/core/tutor/offlineTutor';
import { parseTopics } from '@/core/tutor/topics';
import type { KnowledgeTopic } from '@/core/tutor/topics';

export interface EvalSet {
  readonly questions: readonly { readonly q: string; readonly topics: readonly string[] }[];
  readonly outOfScope: readonly string[];
  readonly conversations: readonly {
    readonly turns: readonly string[];
    readonly topic: string;
    readonly section: string;
    /** Text the last reply must contain (the listing in the language asked for, say). */
    readonly contains?: string;
  }[];
}

export interface EvalReport {
  /** Share of questions answered from a right topic, 0 to 1. */
  readonly hitRate: number;
  readonly questions: number;
  readonly hits: number;
  readonly misses: readonly { readonly q: string; readonly want: string; readonly got: string }[];
  /** Share of out-of-scope questions that got the honest fallback, 0 to 1. */
  readonly fallbackRate: number;
  readonly outOfScope: number;
  readonly outOfScopeMisses: readonly { readonly q: string; readonly got: string }[];
  /** Share of conversations whose last reply is the expected topic and section, 0 to 1. */
  readonly followUpRate: number;
  readonly conversations: number;
  readonly followUpMisses: readonly { readonly turns: string; readonly want: string; readonly got: string }[];
}

const root = join(import.meta.dirname, '../..');

export function loadEvalSet(): EvalSet {
  return JSON.parse(readFileSync(join(root, 'tests/fixtures/tutor-eval.json'), 'utf8')) as EvalSet;
}

/** The knowledge base read from disk (the app reads the same files through Vite's glob). */
export function loadKnowledgeTopics(): KnowledgeTopic[] {
  const dir = join(root, 'assets/knowledge');
  const files: Record<string, string> = {};
  for (const name of readdirSync(dir)
    .filter((n) => n.endsWith('.md'))
    .sort()) {
    files[`assets/knowledge/${name}`] = readFileSync(join(dir, name), 'utf8');
  }
  return parseTopics(files);
}

const round = (x: number) => Number(x.toFixed(4));

export function evaluateTutor(tutor: OfflineTutor, set: EvalSet): EvalReport {
  const misses: { q: string; want: string; got: string }[] = [];
  for (const { q, topics } of set.questions) {
    const response = tutor.respond(q);
    if (response.topicId === null || !topics.includes(response.topicId)) {
      misses.push({ q, want: topics.join(' | '), got: response.topicId ?? response.kind });
    }
  }
  const outOfScopeMisses: { q: string; got: string }[] = [];
  for (const q of set.outOfScope) {
    const response = tutor.respond(q);
    if (response.kind !== 'fallback') outOfScopeMisses.push({ q, got: response.topicId ?? response.kind });
  }
  const followUpMisses: { turns: string; want: string; got: string }[] = [];
  for (const { turns, topic, section, contains } of set.conversations) {
    let state = tutor.stateFromHistory([]);
    let last = tutor.respond(turns[0] ?? '', state);
    for (const turn of turns) {
      last = tutor.respond(turn, state);
      state = last.state;
    }
    const missing = contains !== undefined && !last.text.includes(contains);
    if (last.topicId !== topic || last.section !== section || missing) {
      followUpMisses.push({
        turns: turns.join(' / '),
        want: `${topic}#${section}`,
        got: `${last.topicId ?? last.kind}#${last.section ?? '-'}${missing ? ` without '${contains}'` : ''}`,
      });
    }
  }
  const n = set.questions.length;
  return {
    hitRate: round((n - misses.length) / Math.max(1, n)),
    questions: n,
    hits: n - misses.length,
    misses,
    fallbackRate: round(
      (set.outOfScope.length - outOfScopeMisses.length) / Math.max(1, set.outOfScope.length),
    ),
    outOfScope: set.outOfScope.length,
    outOfScopeMisses,
    followUpRate: round(
      (set.conversations.length - followUpMisses.length) / Math.max(1, set.conversations.length),
    ),
    conversations: set.conversations.length,
    followUpMisses,
  };
}
