/**
 * Spaced repetition for the study tool (docs/product-rules.md#review-queue), scheduled by FSRS through
 * the `ts-fsrs` package. Each PDF has its own review deck, kept across visits: its flashcards, and the
 * quiz questions answered wrongly, each with the FSRS state that says when it is due again.
 *
 * Pure: every function takes the time it works at (`now`, epoch milliseconds) and returns new values, so
 * tests drive it with a fake clock and the page saves what it returns.
 */
import { createEmptyCard, fsrs, Rating, type Card, type FSRS, type Grade } from 'ts-fsrs';
import { z } from '../schema';
import type { SafeStorage } from '../storage';
import { STORAGE_KEYS } from '../storage/keys';
import { isRecordedTime, isScheduledTime } from '../storage/timestamps';
import type { Flashcard, QuizQuestion } from './types';

export const REVIEW_STORAGE_KEY = STORAGE_KEYS.studyReview;
/** Decks kept: the most recently used ones, so storage cannot grow without bound. */
export const MAX_REVIEW_DECKS = 20;
/** Cards kept in one deck; past it the quiz cards reviewed longest ago give way first. */
export const MAX_REVIEW_CARDS = 200;

export type ReviewGrade = 'again' | 'hard' | 'good' | 'easy';
export const REVIEW_GRADES: readonly ReviewGrade[] = ['again', 'hard', 'good', 'easy'];

const FSRS_RATING: Record<ReviewGrade, Grade> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
};

/** Where a card came from: the PDF's flashcards, or a quiz question answered wrongly. */
export type ReviewCardOrigin = 'flashcard' | 'quiz';

/** FSRS's card state, stored as plain numbers (times in epoch milliseconds). */
export interface ReviewSchedule {
  readonly due: number;
  readonly stability: number;
  readonly difficulty: number;
  readonly elapsedDays: number;
  readonly scheduledDays: number;
  readonly learningSteps: number;
  readonly reps: number;
  readonly lapses: number;
  /** 0 new, 1 learning, 2 review, 3 relearning. */
  readonly state: 0 | 1 | 2 | 3;
  readonly lastReview: number | null;
}

export interface ReviewCard {
  readonly id: string;
  readonly origin: ReviewCardOrigin;
  readonly front: string;
  readonly back: string;
  readonly schedule: ReviewSchedule;
}

export interface ReviewDeck {
  readonly id: string;
  /** The PDF's name, for people reading their exported data. */
  readonly title: string;
  readonly usedAt: number;
  readonly cards: readonly ReviewCard[];
}

export interface ReviewStore {
  readonly version: 1;
  readonly decks: readonly ReviewDeck[];
}

export const EMPTY_REVIEW_STORE: ReviewStore = { version: 1, decks: [] };

// Without fuzz the same answers always give the same dates, which learners (and tests) can rely on.
// Made on first use, so a page that imports the study barrel without reviewing keeps no scheduler.
let fsrsScheduler: FSRS | undefined;
const scheduler = (): FSRS => (fsrsScheduler ??= fsrs({ enable_fuzz: false }));

/** A PDF's deck id: its name and size in bytes, the same whenever the same file is chosen again. */
export function reviewDeckId(fileName: string, sizeInBytes: number): string {
  return `${fileName}|${sizeInBytes}`;
}

/** A short stable id for a card's text (FNV-1a), so the same flashcard keeps its schedule across visits. */
export function reviewCardId(origin: ReviewCardOrigin, front: string, back: string): string {
  let hash = 0x811c9dc5;
  const text = `${front}\u0000${back}`;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${origin === 'quiz' ? 'q' : 'f'}${hash.toString(36)}`;
}

function toSchedule(card: Card): ReviewSchedule {
  return {
    due: card.due.getTime(),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state as ReviewSchedule['state'],
    lastReview: card.last_review?.getTime() ?? null,
  };
}

function toFsrsCard(schedule: ReviewSchedule): Card {
  return {
    due: new Date(schedule.due),
    stability: schedule.stability,
    difficulty: schedule.difficulty,
    elapsed_days: schedule.elapsedDays,
    scheduled_days: schedule.scheduledDays,
    learning_steps: schedule.learningSteps,
    reps: schedule.reps,
    lapses: schedule.lapses,
    state: schedule.state,
    ...(schedule.lastReview === null ? {} : { last_review: new Date(schedule.lastReview) }),
  };
}

export function newReviewCard(
  origin: ReviewCardOrigin,
  front: string,
  back: string,
  now: number,
): ReviewCard {
  return {
    id: reviewCardId(origin, front, back),
    origin,
    front,
    back,
    schedule: toSchedule(createEmptyCard(new Date(now))),
  };
}

/** The schedule after answering `grade` at `now`. */
export function gradeSchedule(schedule: ReviewSchedule, grade: ReviewGrade, now: number): ReviewSchedule {
  return toSchedule(scheduler().next(toFsrsCard(schedule), new Date(now), FSRS_RATING[grade]).card);
}

/** When the card would be due again after each grade (what the grade buttons show). */
export function previewGrades(schedule: ReviewSchedule, now: number): Record<ReviewGrade, number> {
  const card = toFsrsCard(schedule);
  const at = new Date(now);
  return {
    again: scheduler().next(card, at, Rating.Again).card.due.getTime(),
    hard: scheduler().next(card, at, Rating.Hard).card.due.getTime(),
    good: scheduler().next(card, at, Rating.Good).card.due.getTime(),
    easy: scheduler().next(card, at, Rating.Easy).card.due.getTime(),
  };
}

export function findDeck(store: ReviewStore, deckId: string): ReviewDeck | undefined {
  return store.decks.find((deck) => deck.id === deckId);
}

/** The deck's cards due at `now`, the longest overdue first. */
export function dueCards(deck: ReviewDeck | undefined, now: number): ReviewCard[] {
  if (!deck) return [];
  return deck.cards
    .filter((card) => card.schedule.due <= now)
    .sort((a, b) => a.schedule.due - b.schedule.due);
}

/** When the next card that is not yet due becomes due, or null when every card is due (or none exist). */
export function nextDueAt(deck: ReviewDeck | undefined, now: number): number | null {
  const later = (deck?.cards ?? []).map((card) => card.schedule.due).filter((due) => due > now);
  return later.length === 0 ? null : Math.min(...later);
}

function keepNewest(cards: readonly ReviewCard[]): readonly ReviewCard[] {
  if (cards.length <= MAX_REVIEW_CARDS) return cards;
  // Flashcards stay; quiz cards reviewed (or added) longest ago go first.
  const lastTouched = (card: ReviewCard) => card.schedule.lastReview ?? card.schedule.due;
  const quizOldestFirst = cards
    .filter((card) => card.origin === 'quiz')
    .sort((a, b) => lastTouched(a) - lastTouched(b));
  const dropped = new Set(quizOldestFirst.slice(0, cards.length - MAX_REVIEW_CARDS).map((card) => card.id));
  return cards.filter((card) => !dropped.has(card.id)).slice(0, MAX_REVIEW_CARDS);
}

function putDeck(store: ReviewStore, deck: ReviewDeck): ReviewStore {
  const others = store.decks.filter((entry) => entry.id !== deck.id);
  const decks = [{ ...deck, cards: keepNewest(deck.cards) }, ...others]
    .sort((a, b) => b.usedAt - a.usedAt)
    .slice(0, MAX_REVIEW_DECKS);
  return { version: 1, decks };
}

/**
 * Opens a PDF's deck at `now`: creates it, or marks it used, and adds the study set's flashcards it
 * does not have yet as new cards (due at once). Cards it already has keep their schedules.
 */
export function openReviewDeck(
  store: ReviewStore,
  deck: { id: string; title: string },
  flashcards: readonly Flashcard[],
  now: number,
): ReviewStore {
  const existing = findDeck(store, deck.id);
  const cards = [...(existing?.cards ?? [])];
  const known = new Set(cards.map((card) => card.id));
  for (const flashcard of flashcards) {
    const card = newReviewCard('flashcard', flashcard.term, flashcard.definition, now);
    if (known.has(card.id)) continue;
    known.add(card.id);
    cards.push(card);
  }
  return putDeck(store, { id: deck.id, title: deck.title, usedAt: now, cards });
}

/** Answers one card of a deck at `now`. An unknown deck or card changes nothing. */
export function gradeReviewCard(
  store: ReviewStore,
  deckId: string,
  cardId: string,
  grade: ReviewGrade,
  now: number,
): ReviewStore {
  const deck = findDeck(store, deckId);
  if (!deck || !deck.cards.some((card) => card.id === cardId)) return store;
  const cards = deck.cards.map((card) =>
    card.id === cardId ? { ...card, schedule: gradeSchedule(card.schedule, grade, now) } : card,
  );
  return putDeck(store, { ...deck, usedAt: now, cards });
}

/** The review card of a flashcard, when the deck has it. */
export function flashcardReviewCard(
  deck: ReviewDeck | undefined,
  flashcard: Flashcard,
): ReviewCard | undefined {
  const id = reviewCardId('flashcard', flashcard.term, flashcard.definition);
  return deck?.cards.find((card) => card.id === id);
}

/** What a quiz question becomes as a card: the question in front, the right answer and why on the back. */
export function quizQuestionCard(question: QuizQuestion): { front: string; back: string } {
  const explanation = question.explanation.trim();
  return {
    front: question.question,
    back: explanation ? `${question.correctAnswer}. ${explanation}` : question.correctAnswer,
  };
}

/**
 * Quiz questions answered wrongly join the deck's review queue: a new card due at once, or, for a
 * question already in the deck, an Again answer (a lapse), which makes it due within minutes.
 */
export function addQuizMistakes(
  store: ReviewStore,
  deckId: string,
  questions: readonly QuizQuestion[],
  now: number,
): ReviewStore {
  const deck = findDeck(store, deckId);
  if (!deck || questions.length === 0) return store;
  const cards = [...deck.cards];
  for (const question of questions) {
    const { front, back } = quizQuestionCard(question);
    const card = newReviewCard('quiz', front, back, now);
    const at = cards.findIndex((entry) => entry.id === card.id);
    if (at === -1) cards.push(card);
    else {
      const known = cards[at] as ReviewCard;
      cards[at] = { ...known, schedule: gradeSchedule(known.schedule, 'again', now) };
    }
  }
  return putDeck(store, { ...deck, usedAt: now, cards });
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** How long until `due`, in words: 'now', 'in 10 minutes', 'in 3 hours', 'in 1 day', 'in 2 months'. */
export function describeWait(due: number, now: number): string {
  const wait = due - now;
  if (wait < MINUTE / 2) return 'now';
  if (wait < HOUR) return `in ${plural(Math.max(1, Math.round(wait / MINUTE)), 'minute')}`;
  if (wait < DAY) return `in ${plural(Math.round(wait / HOUR), 'hour')}`;
  const days = Math.round(wait / DAY);
  if (days < 60) return `in ${plural(days, 'day')}`;
  if (days < 730) return `in ${plural(Math.round(days / 30), 'month')}`;
  return `in ${plural(Math.round(days / 365), 'year')}`;
}

// ---- Storage ----

const finite = z.number().finite();
const recordedTime = z.number().refine((time) => isRecordedTime(time));
const scheduleSchema = z.object({
  due: z.number().refine(isScheduledTime),
  stability: finite.nonnegative(),
  difficulty: finite.nonnegative(),
  elapsedDays: finite.nonnegative(),
  scheduledDays: finite.nonnegative(),
  learningSteps: z.number().int().nonnegative(),
  reps: z.number().int().nonnegative(),
  lapses: z.number().int().nonnegative(),
  state: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  lastReview: recordedTime.nullable(),
});
const cardSchema = z.object({
  id: z.string().min(1).max(40),
  origin: z.enum(['flashcard', 'quiz']),
  front: z.string().min(1).max(5_000),
  back: z.string().max(5_000),
  schedule: scheduleSchema,
});
const deckHeaderSchema = z.object({
  id: z.string().min(1).max(1_000),
  title: z.string().max(1_000),
  usedAt: recordedTime,
});

/**
 * A stored value as the review store, read deck by deck and card by card: a damaged card or deck is
 * dropped and the rest kept (and `report` hears of it). Undefined when it is not a version-1 store at all.
 */
export function parseReviewStore(raw: unknown, report?: (where: string) => void): ReviewStore | undefined {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return undefined;
  const record = raw as Record<string, unknown>;
  if (record.version !== 1 || !Array.isArray(record.decks)) return undefined;
  const decks = record.decks.flatMap((entry, deckIndex): ReviewDeck[] => {
    const header = deckHeaderSchema.safeParse(entry);
    if (!header.success) {
      report?.(`deck ${deckIndex + 1}`);
      return [];
    }
    const rawCards = (entry as { cards?: unknown }).cards;
    if (rawCards !== undefined && !Array.isArray(rawCards)) report?.(`deck ${deckIndex + 1}, cards`);
    const cards = Array.isArray(rawCards)
      ? rawCards.flatMap((card, cardIndex) => {
          const parsed = cardSchema.safeParse(card);
          if (!parsed.success) report?.(`deck ${deckIndex + 1}, card ${cardIndex + 1}`);
          return parsed.success ? [parsed.data] : [];
        })
      : [];
    return [{ ...header.data, cards: cards.slice(0, MAX_REVIEW_CARDS) }];
  });
  return { version: 1, decks: decks.slice(0, MAX_REVIEW_DECKS) };
}

export function loadReviewStore(storage: SafeStorage): ReviewStore {
  return storage.readJson(REVIEW_STORAGE_KEY, parseReviewStore, EMPTY_REVIEW_STORE);
}

export function saveReviewStore(storage: SafeStorage, store: ReviewStore): void {
  storage.writeJson(REVIEW_STORAGE_KEY, store);
}
