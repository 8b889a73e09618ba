/**
 * The built-in (offline) study-set generator. From the document alone it writes:
 * - definition questions: 'Which term does the document describe as "..."?', answered by the subject of
 *   a definition sentence;
 * - fill-in-the-blank questions on sentences that mention a key term (TF-IDF over sentences);
 * each with three distractors that are other terms of the same document (never ones the quoted sentence
 * contains), and an explanation quoting the source sentence with its page number;
 * - flashcards term -> definition, topped up with term -> the sentence that best explains it.
 * Deterministic: the same text gives the same pool (the random choices are seeded by the text).
 */
import { FLASHCARD_MAX, FLASHCARD_TARGET, QUIZ_POOL_SIZE } from '../limits';
import { createRandom, hashString, shuffled, type Random } from '../../random';
import type { Flashcard, PageText, QuizQuestion, StudyMaterials } from '../types';
import {
  countTerms,
  displayForm,
  rankTerms,
  splitSentences,
  tokenize,
  type Analysis,
  type Sentence,
  type Term,
} from './analyze';
import { findDefinitions, type Definition } from './definitions';
import { capitalize, pluralize } from './words';

export const BLANK = '_____';

interface Candidate {
  readonly key: string;
  readonly display: string;
  readonly wordCount: number;
  readonly defined: boolean;
  readonly rank: number;
  readonly term: Term | undefined;
}

interface Context {
  readonly analysis: Analysis;
  readonly random: Random;
  readonly definitions: readonly Definition[];
  readonly definedKeys: ReadonlySet<string>;
  /** Key terms that can serve as answers and distractors, best first. */
  readonly candidates: readonly Candidate[];
  /** Every content word, as the last resort for distractors. */
  readonly fallback: readonly Candidate[];
}

/** Whole-word, case-insensitive test: does `text` contain `phrase` (or its plural)? */
export function mentions(text: string, phrase: string): boolean {
  const words = wordsOf(phrase);
  if (words.length === 0) return false;
  const haystack = ` ${wordsOf(text).join(' ')} `;
  return (
    haystack.includes(` ${words.join(' ')} `) ||
    haystack.includes(` ${wordsOf(pluralize(phrase)).join(' ')} `)
  );
}

const wordsOf = (text: string): string[] => tokenize(text).map((token) => token.lower);

/** True when one term's words are a contiguous part of the other's ('search' and 'binary search'). */
function overlaps(a: string, b: string): boolean {
  const x = ` ${a} `;
  const y = ` ${b} `;
  return x.includes(y) || y.includes(x);
}

const looksPlural = (surface: string): boolean => {
  const words = tokenize(surface);
  const last = words[words.length - 1];
  return !!last && last.stem !== last.lower;
};

const pluralSurface = (candidate: Candidate): string | undefined =>
  looksPlural(candidate.display)
    ? candidate.display
    : [...(candidate.term?.surfaces.keys() ?? [])].find(looksPlural);

/**
 * How a distractor reads in a blank where the answer is `answerSurface`: plural beside a plural answer
 * (as the document writes it, or a regular plural of a lower-case word), singular beside a singular one.
 * Undefined when it cannot agree.
 */
function agree(candidate: Candidate, answerSurface: string): string | undefined {
  if (!looksPlural(answerSurface)) {
    if (!looksPlural(candidate.display)) return candidate.display;
    return [...(candidate.term?.surfaces.keys() ?? [])].find((surface) => !looksPlural(surface));
  }
  const plural = pluralSurface(candidate);
  if (plural) return plural;
  return /^[\p{Ll} -]+$/u.test(candidate.display) ? pluralize(candidate.display) : undefined;
}

/** Casing shared by all four options: the answer's own form decides. */
function caseLike(option: string, sentenceStart: boolean): string {
  return sentenceStart ? capitalize(option) : option;
}

function pickDistractors(
  ctx: Context,
  answerKey: string,
  sentence: string,
  answerSurface: string,
  inBlank: boolean,
): string[] | undefined {
  const answerDefined = ctx.definedKeys.has(answerKey);
  const answerWords = answerKey.split(' ').length;
  const usable = (candidate: Candidate) =>
    candidate.key !== answerKey &&
    !overlaps(candidate.key, answerKey) &&
    !mentions(sentence, candidate.display);
  const scored = ctx.candidates
    .filter(usable)
    .map((candidate) => ({
      candidate,
      affinity:
        (candidate.defined === answerDefined ? 2 : 0) +
        (candidate.wordCount === answerWords ? 1 : 0) -
        candidate.rank / Math.max(1, ctx.candidates.length),
    }))
    .sort((a, b) => b.affinity - a.affinity || a.candidate.rank - b.candidate.rank)
    .slice(0, 8)
    .map((entry) => entry.candidate);

  const chosen: string[] = [];
  const taken = new Set<string>([answerSurface.toLowerCase()]);
  const takenKeys: string[] = [answerKey];
  const add = (candidate: Candidate) => {
    if (chosen.length >= 3) return;
    if (takenKeys.some((key) => overlaps(key, candidate.key))) return;
    const text = inBlank ? agree(candidate, answerSurface) : candidate.display;
    if (text === undefined || taken.has(text.toLowerCase())) return;
    taken.add(text.toLowerCase());
    takenKeys.push(candidate.key);
    chosen.push(text);
  };
  shuffled(scored, ctx.random).forEach(add);
  if (chosen.length < 3) ctx.fallback.filter(usable).forEach(add);
  return chosen.length === 3 ? chosen : undefined;
}

function options(ctx: Context, answer: string, distractors: readonly string[], capital: boolean) {
  const all = shuffled([answer, ...distractors], ctx.random).map((option) => caseLike(option, capital));
  return { options: all, correctAnswer: caseLike(answer, capital) };
}

function quote(sentence: Sentence | Definition): string {
  return `On page ${sentence.page} the document says: "${'sentence' in sentence ? sentence.sentence : sentence.text}"`;
}

function definitionQuestion(ctx: Context, definition: Definition): QuizQuestion | undefined {
  const answer = definition.term;
  const distractors = pickDistractors(ctx, definition.termKey, definition.sentence, answer, false);
  if (!distractors) return undefined;
  const predicate = definition.predicate.replace(/[\s,;:]+$/, '');
  return {
    question: `Which term does the document describe as "${predicate}"?`,
    ...options(ctx, answer, distractors, true),
    explanation: `${capitalize(answer)} is the answer. ${quote(definition)}`,
  };
}

/** The sentence with every mention of the term blanked, or undefined if the term is not found whole. */
function blankOut(sentence: string, term: Term): { text: string; surface: string } | undefined {
  const surfaces = [...term.surfaces.keys()].sort((a, b) => b.length - a.length);
  let text = sentence;
  let surface: string | undefined;
  const forms = new Set<string>();
  for (const form of surfaces) {
    const escaped = form.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'giu');
    text = text.replace(pattern, (found) => {
      forms.add(found.toLowerCase());
      surface ??= found;
      return BLANK;
    });
  }
  // Two blanks standing for different forms ('price' and 'prices') would not take one answer.
  if (!surface || forms.size > 1 || mentions(text, displayForm(term))) return undefined;
  // 'an _____' would give the answer away: the article is written so that it fits every option.
  text = text.replace(/\b([Aa])n?(\s+)(?=_____)/g, '$1(n)$2');
  return { text, surface };
}

function clozeQuestion(ctx: Context, term: Term, sentence: Sentence): QuizQuestion | undefined {
  const blanked = blankOut(sentence.text, term);
  if (!blanked) return undefined;
  const atStart = blanked.text.startsWith(BLANK);
  const answer = blanked.surface;
  const distractors = pickDistractors(ctx, term.key, sentence.text, answer, true);
  if (!distractors) return undefined;
  return {
    question: `Fill in the blank: "${blanked.text}"`,
    ...options(ctx, answer, distractors, atStart),
    explanation: `The missing term is "${caseLike(answer, atStart)}". ${quote(sentence)}`,
  };
}

/** Sentences that explain a term best: prose of medium length, early in the document. */
function bestSentences(ctx: Context, term: Term, exclude: ReadonlySet<number>): Sentence[] {
  return term.sentenceIds
    .filter((id) => !exclude.has(id))
    .map((id) => ctx.analysis.sentences[id])
    .filter((sentence): sentence is Sentence => {
      if (!sentence) return false;
      const words = sentence.tokens.length;
      return words >= 7 && words <= 40 && !/\?$/.test(sentence.text);
    })
    .sort((a, b) => Math.abs(a.tokens.length - 18) - Math.abs(b.tokens.length - 18) || a.id - b.id);
}

function buildContext(pages: readonly PageText[]): Context {
  const random = createRandom(hashString(pages.map((page) => page.text).join('\n')));
  const sentences = splitSentences(pages);
  const definitions = findDefinitions(sentences);
  const definedKeys = new Set(definitions.map((definition) => definition.termKey));
  const analysis = rankTerms(sentences, countTerms(sentences), definedKeys);

  const nounLike = (term: Term) =>
    definedKeys.has(term.key) || term.wordCount > 1 || (term.nounEvidence > 0 && !/ly$/.test(term.key));
  const candidates: Candidate[] = [];
  const fallback: Candidate[] = [];
  analysis.terms.forEach((term) => {
    const candidate: Candidate = {
      key: term.key,
      display: displayForm(term),
      wordCount: term.wordCount,
      defined: definedKeys.has(term.key),
      rank: candidates.length,
      term,
    };
    if (nounLike(term) && candidates.length < 80) candidates.push(candidate);
    else if (term.wordCount === 1 && fallback.length < 200) fallback.push(candidate);
  });
  for (const definition of definitions) {
    if (!analysis.termByKey.has(definition.termKey)) {
      candidates.push({
        key: definition.termKey,
        display: definition.term,
        wordCount: definition.termKey.split(' ').length,
        defined: true,
        rank: candidates.length,
        term: undefined,
      });
    }
  }
  return { analysis, random, definitions, definedKeys, candidates, fallback };
}

function rankOf(ctx: Context, key: string): number {
  return ctx.candidates.find((candidate) => candidate.key === key)?.rank ?? Number.MAX_SAFE_INTEGER;
}

function buildQuiz(ctx: Context): QuizQuestion[] {
  const pool: QuizQuestion[] = [];
  const questions = new Set<string>();
  const usedSentences = new Set<number>();
  const answered = new Map<string, number>();
  const push = (question: QuizQuestion | undefined, key: string, sentenceId: number) => {
    if (!question || pool.length >= QUIZ_POOL_SIZE || questions.has(question.question.toLowerCase())) return;
    pool.push(question);
    questions.add(question.question.toLowerCase());
    usedSentences.add(sentenceId);
    answered.set(key, (answered.get(key) ?? 0) + 1);
  };

  const definitions = ctx.definitions
    .slice()
    .sort((a, b) => rankOf(ctx, a.termKey) - rankOf(ctx, b.termKey) || a.sentenceId - b.sentenceId);
  for (const definition of definitions.slice(0, 10)) {
    push(definitionQuestion(ctx, definition), definition.termKey, definition.sentenceId);
  }

  // Fill-in-the-blank: first one per term not asked yet, then second rounds, until the pool is full.
  const answerable = ctx.candidates
    .filter((candidate) => candidate.term && candidate.term.tf >= 1)
    .slice(0, 40);
  for (let round = 0; round < 3 && pool.length < QUIZ_POOL_SIZE; round++) {
    for (const candidate of answerable) {
      const term = candidate.term;
      if (!term || pool.length >= QUIZ_POOL_SIZE) continue;
      if ((answered.get(term.key) ?? 0) > round) continue;
      for (const sentence of bestSentences(ctx, term, usedSentences).slice(0, 3)) {
        const before = pool.length;
        push(clozeQuestion(ctx, term, sentence), term.key, sentence.id);
        if (pool.length > before) break;
      }
    }
  }
  return pool;
}

function buildFlashcards(ctx: Context): Flashcard[] {
  const cards: Flashcard[] = [];
  const keys: string[] = [];
  const usedSentences = new Set<number>();
  const termText = (key: string, fallbackText: string) => {
    const term = ctx.analysis.termByKey.get(key);
    return capitalize(term ? displayForm(term) : fallbackText);
  };
  const definitions = ctx.definitions
    .slice()
    .sort((a, b) => rankOf(ctx, a.termKey) - rankOf(ctx, b.termKey) || a.sentenceId - b.sentenceId);
  for (const definition of definitions) {
    if (cards.length >= FLASHCARD_MAX) break;
    if (keys.includes(definition.termKey)) continue;
    cards.push({ term: termText(definition.termKey, definition.term), definition: definition.definition });
    keys.push(definition.termKey);
    usedSentences.add(definition.sentenceId);
  }
  for (const candidate of ctx.candidates) {
    if (cards.length >= FLASHCARD_TARGET) break;
    const term = candidate.term;
    if (!term || keys.some((key) => overlaps(key, term.key))) continue;
    const sentence = bestSentences(ctx, term, usedSentences)[0];
    if (!sentence) continue;
    cards.push({
      term: capitalize(candidate.display),
      definition: `Page ${sentence.page}: ${sentence.text}`,
    });
    keys.push(term.key);
    usedSentences.add(sentence.id);
  }
  return cards;
}

/** The built-in study set for a document: a pool of up to 15 questions and up to 12 flashcards. */
export function generateStudyMaterials(
  pages: readonly PageText[],
  { onFlashcards }: { onFlashcards?: () => void } = {},
): StudyMaterials {
  const ctx = buildContext(pages);
  const quiz = buildQuiz(ctx);
  onFlashcards?.();
  return { quiz, flashcards: buildFlashcards(ctx) };
}
