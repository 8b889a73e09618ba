import { animated, useSpring } from '@react-spring/web';
import { ChevronLeft, ChevronRight, Download, RotateCcw, Shuffle } from 'lucide-react';
import { currentCard, describeWait } from '@/core/study';
import type { DeckAction, DeckState, Flashcard, ReviewSchedule } from '@/core/study';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { cx } from '@/ui/cx';
import { useReducedMotion } from '@/ui/useReducedMotion';
import { GRADE_LABELS, GradeButtons } from './GradeButtons';

export interface FlashcardsPanelProps {
  cards: readonly Flashcard[];
  deck: DeckState;
  onAction: (action: DeckAction) => void;
  onExport: () => void;
  /** The review queue's schedule for each card on screen (by flashcard), once the deck is open. */
  scheduleOf: (card: Flashcard) => ReviewSchedule | undefined;
  /** The time the schedules are shown against (epoch ms). */
  now: number;
}

const faceClasses =
  'absolute inset-0 flex flex-col items-center justify-center gap-3 overflow-y-auto rounded-2xl border p-6 text-center [backface-visibility:hidden]';

/**
 * Flashcards: flip (click, tap, Enter or Space), Next, Previous, Again/Hard/Good/Easy when flipped (each
 * also schedules the card's next review), Shuffle, Reset.
 */
export function FlashcardsPanel({ cards, deck, onAction, onExport, scheduleOf, now }: FlashcardsPanelProps) {
  const reduceMotion = useReducedMotion();
  const { rotateY } = useSpring({
    rotateY: deck.flipped ? 180 : 0,
    immediate: reduceMotion,
    config: { tension: 260, friction: 26 },
  });
  const index = currentCard(deck);
  const card = index === undefined ? undefined : cards[index];
  if (!card || index === undefined) return null;
  const rating = deck.ratings[index];
  const schedule = scheduleOf(card);

  return (
    <div className="mx-auto grid max-w-2xl gap-4" data-testid="study-flashcards">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <p className="font-medium" data-testid="flashcard-position">
          Card {deck.position + 1} of {cards.length}
        </p>
        <div className="flex items-center gap-2">
          {rating ? (
            <Badge tone={rating === 'easy' || rating === 'good' ? 'success' : 'warning'}>
              Rated {GRADE_LABELS[rating]}
            </Badge>
          ) : null}
          <Badge tone="muted" data-testid="flashcard-reviewed">
            {deck.reviewed.length} of {cards.length} reviewed
          </Badge>
        </div>
      </div>

      <button
        type="button"
        onClick={() => onAction({ type: 'flip' })}
        aria-describedby="flashcard-hint"
        data-testid="flashcard"
        data-flipped={deck.flipped}
        className="relative block h-64 w-full rounded-2xl [perspective:1200px] sm:h-72"
      >
        <span className="sr-only">{deck.flipped ? 'Definition: ' : 'Term: '}</span>
        <animated.span
          className="absolute inset-0 block [transform-style:preserve-3d]"
          style={{ transform: rotateY.to((deg) => `rotateY(${deg}deg)`) }}
        >
          <span
            aria-hidden={deck.flipped}
            className={cx(faceClasses, 'border-border bg-surface shadow-sm')}
            data-testid="flashcard-term"
          >
            <span className="text-xs font-semibold tracking-wide text-muted uppercase" aria-hidden="true">
              Term
            </span>
            <span className="text-2xl font-bold break-words">{card.term}</span>
          </span>
          <span
            aria-hidden={!deck.flipped}
            className={cx(faceClasses, 'border-primary bg-primary-soft [transform:rotateY(180deg)]')}
            data-testid="flashcard-definition"
          >
            <span className="text-xs font-semibold tracking-wide text-muted uppercase" aria-hidden="true">
              Definition
            </span>
            <span className="text-base break-words sm:text-lg">{card.definition}</span>
          </span>
        </animated.span>
      </button>
      <p id="flashcard-hint" className="text-center text-sm text-muted">
        Click the card, or press Space, to flip it.
      </p>

      {deck.flipped ? (
        <div className="grid justify-items-center gap-2" data-testid="flashcard-rating">
          <span className="text-center text-sm text-muted">How well did you know it?</span>
          <GradeButtons
            schedule={schedule}
            now={now}
            onGrade={(grade) => onAction({ type: 'rate', rating: grade })}
          />
        </div>
      ) : null}
      {schedule && schedule.reps > 0 ? (
        <p className="text-center text-sm text-muted" data-testid="flashcard-next-review">
          Next review {describeWait(schedule.due, now)}
        </p>
      ) : null}
      <div className="flex items-center justify-center gap-2">
        <Button variant="outline" className="min-w-32" onClick={() => onAction({ type: 'previous' })}>
          <ChevronLeft aria-hidden="true" size={16} />
          Previous
        </Button>
        <Button variant="outline" className="min-w-32" onClick={() => onAction({ type: 'next' })}>
          Next
          <ChevronRight aria-hidden="true" size={16} />
        </Button>
      </div>
      <div className="flex flex-wrap items-center justify-center gap-2 border-t border-border pt-4">
        <Button variant="ghost" size="sm" onClick={() => onAction({ type: 'shuffle', random: Math.random })}>
          <Shuffle aria-hidden="true" size={16} />
          Shuffle
        </Button>
        <Button variant="ghost" size="sm" onClick={() => onAction({ type: 'reset' })}>
          <RotateCcw aria-hidden="true" size={16} />
          Reset
        </Button>
        <Button variant="ghost" size="sm" onClick={onExport}>
          <Download aria-hidden="true" size={16} />
          Export to Anki
        </Button>
      </div>
    </div>
  );
}
