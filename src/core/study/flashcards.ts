/**
 * The flashcard deck as a pure state machine (docs/product-rules.md#flashcards): flip, Next (marks the card
 * reviewed, wraps), Previous (wraps), Again/Hard/Good/Easy (only when flipped; rate and mark reviewed), Shuffle
 * (new order, back to the first card), Reset (clears reviewed, ratings and order).
 */
import { shuffled, type Random } from '../random';
import type { ReviewGrade } from './review';

/** Again, Hard, Good or Easy: the deck remembers the last one, and the review queue schedules by it. */
export type CardRating = ReviewGrade;

export interface DeckState {
  /** Card indices in the order shown. */
  readonly order: readonly number[];
  /** Position in `order`. */
  readonly position: number;
  readonly flipped: boolean;
  /** Card indices reviewed (by index into the flashcard list). */
  readonly reviewed: readonly number[];
  readonly ratings: Readonly<Record<number, CardRating>>;
}

export type DeckAction =
  | { type: 'flip' }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'rate'; rating: CardRating }
  | { type: 'shuffle'; random: Random }
  | { type: 'reset' };

export function initialDeck(cardCount: number): DeckState {
  return {
    order: Array.from({ length: cardCount }, (_, i) => i),
    position: 0,
    flipped: false,
    reviewed: [],
    ratings: {},
  };
}

/** The flashcard index on screen. */
export function currentCard(state: DeckState): number | undefined {
  return state.order[state.position];
}

function markReviewed(state: DeckState): readonly number[] {
  const card = currentCard(state);
  if (card === undefined || state.reviewed.includes(card)) return state.reviewed;
  return [...state.reviewed, card];
}

export function deckReducer(state: DeckState, action: DeckAction): DeckState {
  const count = state.order.length;
  if (count === 0) return state;
  switch (action.type) {
    case 'flip':
      return { ...state, flipped: !state.flipped };
    case 'next':
      return {
        ...state,
        reviewed: markReviewed(state),
        position: (state.position + 1) % count,
        flipped: false,
      };
    case 'previous':
      return { ...state, position: (state.position - 1 + count) % count, flipped: false };
    case 'rate': {
      const card = currentCard(state);
      if (!state.flipped || card === undefined) return state;
      return {
        ...state,
        reviewed: markReviewed(state),
        ratings: { ...state.ratings, [card]: action.rating },
      };
    }
    case 'shuffle':
      return { ...state, order: shuffled(state.order, action.random), position: 0, flipped: false };
    case 'reset':
      return initialDeck(count);
  }
}

/** How many cards became reviewed between two states (what the all-time counter adds). */
export function newlyReviewed(before: DeckState, after: DeckState): number {
  return Math.max(0, after.reviewed.length - before.reviewed.length);
}
