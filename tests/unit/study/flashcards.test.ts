import { describe, expect, it } from 'vitest';
import { createRandom } from '@/core/random';
import { currentCard, deckReducer, initialDeck, newlyReviewed } from '@/core/study';
import type { DeckAction, DeckState } from '@/core/study';

const run = (state: DeckState, ...actions: DeckAction[]) => actions.reduce(deckReducer, state);

describe('the flashcard deck', () => {
  it('flips back and forth', () => {
    const deck = initialDeck(3);
    expect(run(deck, { type: 'flip' }).flipped).toBe(true);
    expect(run(deck, { type: 'flip' }, { type: 'flip' }).flipped).toBe(false);
  });

  it('Next marks the card reviewed, advances, unflips and wraps', () => {
    let deck = run(initialDeck(3), { type: 'flip' }, { type: 'next' });
    expect(deck.reviewed).toEqual([0]);
    expect(currentCard(deck)).toBe(1);
    expect(deck.flipped).toBe(false);
    deck = run(deck, { type: 'next' }, { type: 'next' });
    expect(currentCard(deck)).toBe(0);
    expect(deck.reviewed).toEqual([0, 1, 2]);
    deck = run(deck, { type: 'next' });
    expect(deck.reviewed).toEqual([0, 1, 2]);
  });

  it('Previous goes back without marking, wrapping to the last card', () => {
    const deck = run(initialDeck(4), { type: 'previous' });
    expect(currentCard(deck)).toBe(3);
    expect(deck.reviewed).toEqual([]);
  });

  it('rates only a flipped card, marking it reviewed', () => {
    const unflipped = run(initialDeck(3), { type: 'rate', rating: 'easy' });
    expect(unflipped.ratings).toEqual({});
    expect(unflipped.reviewed).toEqual([]);
    const rated = run(initialDeck(3), { type: 'next' }, { type: 'flip' }, { type: 'rate', rating: 'hard' });
    expect(rated.ratings).toEqual({ 1: 'hard' });
    expect(rated.reviewed).toEqual([0, 1]);
    expect(run(rated, { type: 'rate', rating: 'easy' }).ratings).toEqual({ 1: 'easy' });
  });

  it('Shuffle reorders all cards and restarts at the first, keeping reviews and ratings', () => {
    const before = run(initialDeck(8), { type: 'next' }, { type: 'next' }, { type: 'flip' });
    const after = run(before, { type: 'shuffle', random: createRandom(9) });
    expect(after.order).not.toEqual(before.order);
    expect([...after.order].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(after.position).toBe(0);
    expect(after.flipped).toBe(false);
    expect(after.reviewed).toEqual(before.reviewed);
  });

  it('Reset clears reviewed cards, ratings and order', () => {
    const used = run(
      initialDeck(5),
      { type: 'shuffle', random: createRandom(1) },
      { type: 'flip' },
      { type: 'rate', rating: 'easy' },
      { type: 'next' },
    );
    expect(run(used, { type: 'reset' })).toEqual(initialDeck(5));
  });

  it('counts the cards an action newly reviewed', () => {
    const a = initialDeck(3);
    const b = run(a, { type: 'next' });
    expect(newlyReviewed(a, b)).toBe(1);
    expect(newlyReviewed(b, run(b, { type: 'previous' }))).toBe(0);
    expect(newlyReviewed(b, run(b, { type: 'reset' }))).toBe(0);
  });

  it('ignores actions on an empty deck', () => {
    const empty = initialDeck(0);
    expect(run(empty, { type: 'next' }, { type: 'flip' })).toBe(empty);
    expect(currentCard(empty)).toBeUndefined();
  });
});
