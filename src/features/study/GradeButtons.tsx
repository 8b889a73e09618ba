import { describeWait, previewGrades, REVIEW_GRADES } from '@/core/study';
import type { ReviewGrade, ReviewSchedule } from '@/core/study';
import { Button } from '@/ui/Button';

export const GRADE_LABELS: Record<ReviewGrade, string> = {
  again: 'Again',
  hard: 'Hard',
  good: 'Good',
  easy: 'Easy',
};

/**
 * Again, Hard, Good and Easy, each showing when that answer would bring the card back (once the card has
 * a schedule), the way spaced-repetition apps do.
 */
export function GradeButtons({
  schedule,
  now,
  onGrade,
}: {
  schedule: ReviewSchedule | undefined;
  now: number;
  onGrade: (grade: ReviewGrade) => void;
}) {
  const preview = schedule ? previewGrades(schedule, now) : undefined;
  return (
    <div className="grid w-full max-w-lg grid-cols-2 gap-2 sm:grid-cols-4">
      {REVIEW_GRADES.map((grade) => (
        <Button
          key={grade}
          variant={grade === 'again' ? 'outline' : 'secondary'}
          className="h-auto flex-col gap-0 py-1.5 whitespace-nowrap"
          onClick={() => onGrade(grade)}
        >
          <span>{GRADE_LABELS[grade]}</span>
          {preview ? (
            <span className="text-xs font-normal text-muted">{describeWait(preview[grade], now)}</span>
          ) : null}
        </Button>
      ))}
    </div>
  );
}
