import { Award, Clock, Layers, Lock, Target } from 'lucide-react';
import type { ReactNode } from 'react';
import { achievements, formatStudyTime, percentOf, quizAccuracy } from '@/core/study';
import type { StudyProgress } from '@/core/study';
import { formatTimeOr } from '@/core/storage/timestamps';
import { Link } from 'wouter';
import { Card } from '@/ui/Card';
import { paths } from '@/ui/paths';
import { cx } from '@/ui/cx';

function Stat({
  icon,
  label,
  value,
  detail,
  percent,
  testId,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  detail: string;
  percent?: number;
  testId: string;
}) {
  return (
    <Card data-testid={testId}>
      <div className="flex items-center gap-2 text-sm font-medium text-muted">
        {icon}
        {label}
      </div>
      <p className="mt-2 text-3xl font-bold tabular-nums" data-testid={`${testId}-value`}>
        {value}
      </p>
      {percent !== undefined ? (
        <div className="mt-3 h-2 overflow-hidden rounded-full bg-surface-2" aria-hidden="true">
          <div className="h-full rounded-full bg-primary" style={{ width: `${Math.min(100, percent)}%` }} />
        </div>
      ) : null}
      <p className="mt-2 text-sm text-muted">{detail}</p>
    </Card>
  );
}

// Made when first needed: making a formatter loads the locale's data, tens of ms on a phone.
let dateTime: Intl.DateTimeFormat | undefined;
/** A quiz's date, or 'unknown date' for a time no date can hold (where the formatter would throw). */
const formatQuizDate = (ms: number) =>
  formatTimeOr(
    ms,
    (time) =>
      (dateTime ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })).format(
        time,
      ),
    'unknown date',
  );

/**
 * Progress: quiz accuracy, cards reviewed, study time and the three achievements
 * (docs/product-rules.md#progress-and-achievements).
 */
export function ProgressPanel({
  progress,
  cardsReviewed,
  cardCount,
}: {
  progress: StudyProgress;
  cardsReviewed: number;
  cardCount: number;
}) {
  const accuracy = quizAccuracy(progress.quizHistory);
  const reviewedPercent = percentOf(cardsReviewed, cardCount);
  const quizzes = progress.quizHistory.length;
  const list = achievements({
    quizAccuracy: accuracy,
    cardsReviewedPercent: reviewedPercent,
    studySeconds: progress.totalStudyTime,
  });
  const recent = progress.quizHistory.slice(-5).reverse();

  return (
    <div className="grid gap-4" data-testid="study-progress">
      <div className="grid gap-4 md:grid-cols-3">
        <Stat
          testId="progress-accuracy"
          icon={<Target aria-hidden="true" size={16} />}
          label="Quiz accuracy"
          value={`${accuracy}%`}
          percent={accuracy}
          detail={
            quizzes === 0
              ? 'No quiz submitted yet'
              : `Across ${quizzes} ${quizzes === 1 ? 'quiz' : 'quizzes'}`
          }
        />
        <Stat
          testId="progress-cards"
          icon={<Layers aria-hidden="true" size={16} />}
          label="Cards reviewed"
          value={`${reviewedPercent}%`}
          percent={reviewedPercent}
          detail={`${cardsReviewed} of ${cardCount} in this set · ${progress.totalFlashcardsReviewed} ${progress.totalFlashcardsReviewed === 1 ? 'review' : 'reviews'} in all`}
        />
        <Stat
          testId="progress-time"
          icon={<Clock aria-hidden="true" size={16} />}
          label="Study time"
          value={formatStudyTime(progress.totalStudyTime)}
          detail="Minutes:seconds, counted while a study set is open"
        />
      </div>

      <Card>
        <h3 className="text-lg font-semibold">Achievements</h3>
        <ul className="mt-3 grid gap-3 sm:grid-cols-3" data-testid="achievements">
          {list.map((achievement) => (
            <li
              key={achievement.id}
              data-unlocked={achievement.unlocked}
              className={cx(
                'flex items-start gap-3 rounded-xl border p-3',
                achievement.unlocked ? 'border-success bg-success-soft' : 'border-border',
              )}
            >
              {achievement.unlocked ? (
                <Award aria-hidden="true" size={22} className="shrink-0 text-success" />
              ) : (
                <Lock aria-hidden="true" size={20} className="shrink-0 text-muted" />
              )}
              <div>
                <p className="font-semibold">{achievement.title}</p>
                <p className="text-sm text-muted">{achievement.requirement}</p>
                <p className="mt-1 text-xs font-semibold">{achievement.unlocked ? 'Unlocked' : 'Locked'}</p>
              </div>
            </li>
          ))}
        </ul>
      </Card>

      {recent.length > 0 ? (
        <Card>
          <h3 className="text-lg font-semibold">Recent quizzes</h3>
          <ul className="mt-3 divide-y divide-border text-sm">
            {recent.map((entry) => (
              <li key={`${entry.timestamp}-${entry.score}`} className="flex justify-between gap-4 py-2">
                <span className="text-muted">{formatQuizDate(entry.timestamp)}</span>
                <span className="font-medium tabular-nums">
                  {entry.score}/{entry.total} ({percentOf(entry.score, entry.total)}%)
                </span>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      <p className="text-sm">
        <Link href={paths.progress} className="font-medium text-primary underline-offset-4 hover:underline">
          All your progress: streaks, scores over time, review decks, and your data
        </Link>
      </p>
    </div>
  );
}
