import { BookOpenCheck } from 'lucide-react';
import { useState } from 'react';
import { describeWait, dueCards, nextDueAt, previewGrades } from '@/core/study';
import type { ReviewDeck, ReviewGrade } from '@/core/study';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { GRADE_LABELS, GradeButtons } from './GradeButtons';

const cardsWord = (count: number) => `${count} card${count === 1 ? '' : 's'}`;

/**
 * The PDF's review queue (docs/product-rules.md#review-queue): how many cards are due, and a review of
 * them one at a time, longest overdue first: the front, Show answer, the back, then Again, Hard, Good
 * or Easy, each showing when it brings the card back.
 */
export function ReviewQueue({
  deck,
  now,
  onGrade,
}: {
  deck: ReviewDeck | undefined;
  now: number;
  onGrade: (cardId: string, grade: ReviewGrade) => void;
}) {
  const [reviewing, setReviewing] = useState(false);
  const [showAnswer, setShowAnswer] = useState(false);
  const [lastAnswer, setLastAnswer] = useState<string | null>(null);
  const due = dueCards(deck, now);
  const next = nextDueAt(deck, now);
  const current = reviewing ? due[0] : undefined;

  const grade = (grade: ReviewGrade) => {
    if (!current) return;
    const back = previewGrades(current.schedule, now)[grade];
    onGrade(current.id, grade);
    setShowAnswer(false);
    setLastAnswer(`${GRADE_LABELS[grade]}: this card comes back ${describeWait(back, now)}.`);
  };

  const summary =
    due.length > 0
      ? `${cardsWord(due.length)} due for review now.`
      : next === null
        ? 'No cards to review yet.'
        : `Nothing due now. Next review ${describeWait(next, now)}.`;

  return (
    <Card className="mx-auto grid w-full max-w-2xl gap-3" data-testid="review-queue">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h3 className="font-semibold">Review queue</h3>
          <p className="text-sm text-muted" role="status" data-testid="review-summary">
            {summary}
          </p>
        </div>
        {due.length > 0 && !reviewing ? (
          <Button
            variant="primary"
            onClick={() => {
              setReviewing(true);
              setLastAnswer(null);
            }}
          >
            <BookOpenCheck aria-hidden="true" size={16} />
            Review due cards
          </Button>
        ) : null}
      </div>
      {current ? (
        <div className="grid gap-3 rounded-xl border border-border p-4" data-testid="review-card">
          {current.origin === 'quiz' ? (
            <p className="text-xs font-semibold tracking-wide text-muted uppercase">
              A quiz question you missed
            </p>
          ) : null}
          <p className="text-lg font-semibold break-words">{current.front}</p>
          {showAnswer ? (
            <>
              <p className="break-words" data-testid="review-answer">
                {current.back}
              </p>
              <GradeButtons schedule={current.schedule} now={now} onGrade={grade} />
            </>
          ) : (
            <Button variant="outline" className="justify-self-start" onClick={() => setShowAnswer(true)}>
              Show answer
            </Button>
          )}
        </div>
      ) : null}
      {reviewing && !current ? (
        <p className="text-sm font-medium" data-testid="review-done">
          All caught up: every due card is reviewed.
        </p>
      ) : null}
      {lastAnswer ? (
        <p className="sr-only" role="status">
          {lastAnswer}
        </p>
      ) : null}
    </Card>
  );
}
