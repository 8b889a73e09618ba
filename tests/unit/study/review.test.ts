import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSafeStorage } from '@/core/storage';
import type { KeyValueBackend } from '@/core/storage';
import {
  addQuizMistakes,
  describeWait,
  dueCards,
  EMPTY_REVIEW_STORE,
  findDeck,
  flashcardReviewCard,
  gradeReviewCard,
  loadReviewStore,
  MAX_REVIEW_CARDS,
  MAX_REVIEW_DECKS,
  nextDueAt,
  openReviewDeck,
  parseReviewStore,
  previewGrades,
  REVIEW_GRADES,
  REVIEW_STORAGE_KEY,
  reviewCardId,
  reviewDeckId,
  saveReviewStore,
} from '@/core/study';
import type { Flashcard, QuizQuestion, ReviewStore } from '@/core/study';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const START = Date.UTC(2026, 10, 23, 9, 0);
const deckId = reviewDeckId('sorting.pdf', 12_345);
const cards: Flashcard[] = [
  { term: 'Stable sort', definition: 'Keeps equal keys in their original order.' },
  { term: 'Pivot', definition: 'The element quicksort partitions around.' },
];
const question: QuizQuestion = {
  question: 'Which sort is stable?',
  options: ['Merge sort', 'Quicksort', 'Heap sort', 'Selection sort'],
  correctAnswer: 'Merge sort',
  explanation: 'Merging takes equal keys from the left run first.',
};

const opened = (now = START) =>
  openReviewDeck(EMPTY_REVIEW_STORE, { id: deckId, title: 'sorting.pdf' }, cards, now);
const deckOf = (store: ReviewStore) => findDeck(store, deckId);
const cardIdOf = (card: Flashcard) => reviewCardId('flashcard', card.term, card.definition);
const dueOf = (store: ReviewStore, card: Flashcard) =>
  flashcardReviewCard(deckOf(store), card)?.schedule.due ?? Number.NaN;

describe('spaced repetition with FSRS (docs/product-rules.md#review-queue)', () => {
  // The scheduler must work only from the time it is given: the system clock is set far away to prove it.
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.UTC(2031, 0, 1));
  });
  afterEach(() => vi.useRealTimers());

  it("puts a new PDF's flashcards in its deck, all due at once", () => {
    const store = opened();
    expect(deckOf(store)?.cards.map((card) => card.front)).toEqual(['Stable sort', 'Pivot']);
    expect(dueCards(deckOf(store), START)).toHaveLength(2);
    expect(nextDueAt(deckOf(store), START)).toBeNull();
  });

  it('shows when each answer would bring a new card back: Again 1 min, Hard 6 min, Good 10 min, Easy days later', () => {
    const card = flashcardReviewCard(deckOf(opened()), cards[0]!)!;
    const preview = previewGrades(card.schedule, START);
    expect((preview.again - START) / MINUTE).toBe(1);
    expect((preview.hard - START) / MINUTE).toBe(6);
    expect((preview.good - START) / MINUTE).toBe(10);
    expect(preview.easy - START).toBeGreaterThanOrEqual(DAY);
    expect(describeWait(preview.good, START)).toBe('in 10 minutes');
  });

  it('schedules by the answer given: Good twice graduates a card to days, Again brings it back in minutes', () => {
    let store = gradeReviewCard(opened(), deckId, cardIdOf(cards[0]!), 'good', START);
    const learning = dueOf(store, cards[0]!);
    expect(learning - START).toBe(10 * MINUTE);
    expect(dueCards(deckOf(store), START).map((card) => card.front)).toEqual(['Pivot']);
    // The longest overdue comes first.
    expect(dueCards(deckOf(store), START + 10 * MINUTE).map((card) => card.front)).toEqual([
      'Pivot',
      'Stable sort',
    ]);

    store = gradeReviewCard(store, deckId, cardIdOf(cards[0]!), 'good', learning);
    const graduated = dueOf(store, cards[0]!);
    expect(graduated - learning).toBeGreaterThanOrEqual(DAY);

    store = gradeReviewCard(store, deckId, cardIdOf(cards[0]!), 'again', graduated);
    const card = flashcardReviewCard(deckOf(store), cards[0]!)!;
    expect(card.schedule.due - graduated).toBe(10 * MINUTE);
    expect(card.schedule.lapses).toBe(1);
  });

  it("keeps a deck's schedules when the same PDF is opened again, and adds only its new cards", () => {
    const graded = gradeReviewCard(opened(), deckId, cardIdOf(cards[1]!), 'easy', START);
    const due = dueOf(graded, cards[1]!);
    const extra: Flashcard = { term: 'In place', definition: 'Needs O(1) extra memory.' };
    const reopened = openReviewDeck(
      graded,
      { id: deckId, title: 'sorting.pdf' },
      [...cards, extra],
      START + DAY,
    );
    expect(dueOf(reopened, cards[1]!)).toBe(due);
    expect(deckOf(reopened)?.cards).toHaveLength(3);
    expect(dueCards(deckOf(reopened), START + DAY).map((card) => card.front)).toEqual([
      'Stable sort',
      'In place',
    ]);
  });

  it('schedules every answer at least a minute ahead, and never brings a better answer back sooner than a worse one', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...REVIEW_GRADES), { minLength: 1, maxLength: 12 }),
        fc.array(fc.integer({ min: 0, max: 20 * DAY }), { minLength: 12, maxLength: 12 }),
        (grades, waits) => {
          let store = opened();
          let now = START;
          grades.forEach((grade, i) => {
            now = Math.max(now, dueOf(store, cards[0]!)) + (waits[i] ?? 0);
            store = gradeReviewCard(store, deckId, cardIdOf(cards[0]!), grade, now);
            const due = dueOf(store, cards[0]!);
            // Every answer schedules the card in the future, at least a minute on.
            expect(due - now).toBeGreaterThanOrEqual(MINUTE);
            // Better answers never come back sooner.
            const preview = previewGrades(flashcardReviewCard(deckOf(store), cards[0]!)!.schedule, due);
            expect(preview.again).toBeLessThanOrEqual(preview.hard);
            expect(preview.hard).toBeLessThanOrEqual(preview.good);
            expect(preview.good).toBeLessThanOrEqual(preview.easy);
          });
        },
      ),
      { numRuns: 60 },
    );
  });

  it('adds a quiz question answered wrongly to the queue, due now, and makes a known one due again within minutes', () => {
    let store = addQuizMistakes(opened(), deckId, [question], START);
    const quizCard = deckOf(store)?.cards.find((card) => card.origin === 'quiz');
    expect(quizCard).toMatchObject({
      front: 'Which sort is stable?',
      back: 'Merge sort. Merging takes equal keys from the left run first.',
    });
    expect(dueCards(deckOf(store), START).map((card) => card.front)).toContain('Which sort is stable?');

    store = gradeReviewCard(store, deckId, quizCard!.id, 'easy', START);
    const later = START + 3 * DAY;
    store = addQuizMistakes(store, deckId, [question], later);
    const again = deckOf(store)!.cards.filter((card) => card.origin === 'quiz');
    expect(again).toHaveLength(1);
    expect(again[0]!.schedule.due - later).toBeLessThanOrEqual(10 * MINUTE);
    expect(again[0]!.schedule.lapses).toBe(1);
  });

  it('changes nothing for an unknown deck or card', () => {
    const store = opened();
    expect(gradeReviewCard(store, 'other.pdf|1', cardIdOf(cards[0]!), 'good', START)).toBe(store);
    expect(gradeReviewCard(store, deckId, 'fnope', 'good', START)).toBe(store);
    expect(addQuizMistakes(store, 'other.pdf|1', [question], START)).toBe(store);
  });

  it('keeps the 20 most recently used decks and at most 200 cards a deck, quiz cards giving way first', () => {
    let store = EMPTY_REVIEW_STORE;
    for (let i = 0; i < MAX_REVIEW_DECKS + 3; i++) {
      store = openReviewDeck(store, { id: `pdf-${i}|1`, title: `pdf-${i}` }, cards, START + i);
    }
    expect(store.decks).toHaveLength(MAX_REVIEW_DECKS);
    expect(findDeck(store, 'pdf-0|1')).toBeUndefined();
    expect(store.decks[0]?.id).toBe(`pdf-${MAX_REVIEW_DECKS + 2}|1`);

    const questions = Array.from({ length: MAX_REVIEW_CARDS }, (_, i) => ({
      ...question,
      question: `Q${i}`,
    }));
    const full = addQuizMistakes(opened(), deckId, questions, START);
    const deck = deckOf(full)!;
    expect(deck.cards).toHaveLength(MAX_REVIEW_CARDS);
    expect(deck.cards.filter((card) => card.origin === 'flashcard')).toHaveLength(2);
  });

  it('says how long until a card is due in words', () => {
    expect(describeWait(START, START)).toBe('now');
    expect(describeWait(START + MINUTE, START)).toBe('in 1 minute');
    expect(describeWait(START + 3 * 60 * MINUTE, START)).toBe('in 3 hours');
    expect(describeWait(START + DAY, START)).toBe('in 1 day');
    expect(describeWait(START + 90 * DAY, START)).toBe('in 3 months');
    expect(describeWait(START + 800 * DAY, START)).toBe('in 2 years');
  });
});

describe('the stored review decks (docs/product-rules.md#storage-keys)', () => {
  const memoryBackend = (initial: Record<string, string> = {}): KeyValueBackend => {
    const values = new Map(Object.entries(initial));
    return {
      getItem: (key) => values.get(key) ?? null,
      setItem: (key, value) => void values.set(key, value),
      removeItem: (key) => void values.delete(key),
    };
  };
  const quietLogger = { warn: vi.fn() };

  it('round-trips through storage', () => {
    const backend = memoryBackend();
    const storage = createSafeStorage(() => backend, quietLogger);
    const store = addQuizMistakes(
      gradeReviewCard(opened(), deckId, cardIdOf(cards[0]!), 'good', START),
      deckId,
      [question],
      START,
    );
    saveReviewStore(storage, store);
    expect(loadReviewStore(createSafeStorage(() => backend, quietLogger))).toEqual(store);
  });

  it('drops a damaged card or deck and keeps the rest', () => {
    const store = opened();
    const stored = JSON.parse(JSON.stringify(store)) as { decks: { cards: unknown[] }[] };
    stored.decks[0]!.cards.push({
      id: 'fbad',
      origin: 'flashcard',
      front: 'x',
      back: 'y',
      schedule: { due: 'soon' },
    });
    stored.decks.push({ id: '', cards: [] } as never);
    const parsed = parseReviewStore(stored);
    expect(parsed?.decks).toHaveLength(1);
    expect(parsed?.decks[0]?.cards).toHaveLength(2);
  });

  it('falls back to no decks for corrupt or foreign data, without throwing', () => {
    const backend = memoryBackend({ [REVIEW_STORAGE_KEY]: '{not json' });
    expect(loadReviewStore(createSafeStorage(() => backend, quietLogger))).toEqual(EMPTY_REVIEW_STORE);
    expect(parseReviewStore({ version: 2, decks: [] })).toBeUndefined();
    expect(parseReviewStore([])).toBeUndefined();
  });
});
