import { useAtomValue, useSetAtom } from 'jotai';
import { Download, Flame, Upload } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState, type ChangeEvent } from 'react';
import { Link } from 'wouter';
import { accuracy } from '@/core/practice/record';
import type * as LocalData from '@/core/progress/localData';
import { studyStreaks } from '@/core/progress/streaks';
import { formatTimeOr } from '@/core/storage/timestamps';
import { formatStudyTime, quizAccuracy } from '@/core/study/progress';
import { describeWait, dueCards, nextDueAt } from '@/core/study/review';
import { practiceRecordAtom } from '@/state/practice';
import { importLocalDataAtom } from '@/state/localData';
import { localStore } from '@/state/store';
import { reviewStoreAtom, studyProgressAtom } from '@/state/study';
import { themeAtom } from '@/state/theme';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { Dialog, DialogClose } from '@/ui/Dialog';
import { downloadFile } from '@/ui/download';
import { PageHeader } from '@/ui/PageHeader';
import { paths } from '@/ui/paths';
import { SectionCard } from '@/ui/SectionCard';

const QuizScoreChart = lazy(() => import('./QuizScoreChart'));

const days = (count: number) => `${count} day${count === 1 ? '' : 's'}`;
let quizDateFormat: Intl.DateTimeFormat | undefined;
/**
 * Made on first use: a page's first Intl formatter loads the locale's data, and most visits date no quiz.
 * A time no date can hold shows as 'unknown date' rather than throwing.
 */
const formatQuizDate = (timestamp: number) =>
  formatTimeOr(
    timestamp,
    (ms) =>
      (quizDateFormat ??= new Intl.DateTimeFormat('en-GB', {
        day: 'numeric',
        month: 'short',
        hour: '2-digit',
        minute: '2-digit',
      })).format(ms),
    'unknown date',
  );

function Figure({
  label,
  value,
  detail,
  testId,
}: {
  label: string;
  value: string;
  detail?: string;
  testId: string;
}) {
  return (
    <Card data-testid={testId}>
      <p className="text-sm font-medium text-muted">{label}</p>
      <p className="mt-1 text-2xl font-bold tabular-nums" data-testid={`${testId}-value`}>
        {value}
      </p>
      {detail ? <p className="mt-1 text-sm text-muted">{detail}</p> : null}
    </Card>
  );
}

/**
 * The export and import code, loaded when it is first used: it reads every kind of stored data, so it
 * brings each one's parser, and the page has no need of them to open. A chunk that fails to load makes
 * the page reload itself once, in case the site was updated (app/updateRecovery.ts; the import then
 * gives nothing); a second failure is said in the status line and logged.
 */
async function loadLocalData(say: (message: string) => void): Promise<typeof LocalData | null> {
  try {
    const localData: typeof LocalData | undefined = await import('@/core/progress/localData');
    return localData ?? null;
  } catch (error) {
    console.error('The export and import code did not load:', error);
    say('Export and import could not load. Check your connection and try again.');
    return null;
  }
}

/**
 * Your Progress (docs/product-rules.md#your-progress): streaks, study figures, quiz scores over time,
 * the review decks, and all local data to export or import.
 */
export default function ProgressPage() {
  const progress = useAtomValue(studyProgressAtom);
  const review = useAtomValue(reviewStoreAtom);
  const practice = useAtomValue(practiceRecordAtom);
  const theme = useAtomValue(themeAtom);
  const [now] = useState(() => Date.now());
  const [importMessage, setImportMessage] = useState<string | null>(null);
  /** A checked import waiting for the learner to confirm what it replaces. */
  const [pendingImport, setPendingImport] = useState<{
    readonly entries: readonly LocalData.ImportEntry[];
    readonly parts: string;
  } | null>(null);
  const importEntries = useSetAtom(importLocalDataAtom);
  const importId = useId();
  const importInput = useRef<HTMLInputElement>(null);

  const reviewTimes = review.decks.flatMap((deck) =>
    deck.cards.flatMap((card) => (card.schedule.lastReview === null ? [] : [card.schedule.lastReview])),
  );
  const streaks = studyStreaks(
    [...progress.quizHistory.map((entry) => entry.timestamp), ...reviewTimes, ...practice.answerTimes],
    now,
    -new Date(now).getTimezoneOffset(),
  );
  const history = progress.quizHistory;

  const exportData = async () => {
    const localData = await loadLocalData(setImportMessage);
    if (!localData) return;
    downloadFile({
      content: JSON.stringify(
        localData.exportLocalData((key) => localStore.read(key), Date.now()),
        null,
        2,
      ),
      fileName: 'queuebee-data.json',
      mimeType: 'application/json',
    });
  };

  const importData = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const localData = await loadLocalData(setImportMessage);
    if (!localData) return;
    const { MAX_IMPORT_BYTES, readLocalDataImport } = localData;
    if (file.size > MAX_IMPORT_BYTES) {
      setImportMessage('This file is larger than 5 MB: it is not a QueueBee data export.');
      return;
    }
    const result = readLocalDataImport(await file.text());
    if (!result.ok) {
      setImportMessage(result.message);
      return;
    }
    if (result.entries.length === 0) {
      setImportMessage('Nothing in this export could be used; nothing was changed.');
      return;
    }
    setImportMessage(null);
    setPendingImport({ entries: result.entries, parts: localData.replacedParts(result.entries) });
  };

  const confirmImport = () => {
    if (!pendingImport) return;
    const { entries } = pendingImport;
    setPendingImport(null);
    const stored = importEntries(entries);
    setImportMessage(
      stored.ok ? `Imported: ${entries.map((entry) => entry.label).join(', ')}.` : stored.message,
    );
  };

  const cancelImport = () => {
    setPendingImport(null);
    setImportMessage('Import cancelled: nothing was changed.');
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <PageHeader
        title="Your Progress"
        description="Your study streak, quiz scores and review decks, all kept in this browser. Save them to a file, or bring them to another browser."
      />

      <section aria-labelledby="streaks-heading" className="mb-8">
        <h2 id="streaks-heading" className="mb-3 flex items-center gap-2 text-xl font-semibold">
          <Flame aria-hidden="true" size={20} className="text-warning" />
          Streaks
        </h2>
        <div className="grid gap-3 sm:grid-cols-3">
          <Figure
            label="Current streak"
            value={days(streaks.current)}
            detail="Days in a row with a quiz, a review or practice"
            testId="streak-current"
          />
          <Figure label="Longest streak" value={days(streaks.longest)} testId="streak-longest" />
          <Figure label="Active days" value={String(streaks.activeDays)} testId="streak-active" />
        </div>
      </section>

      <section aria-labelledby="study-heading" className="mb-8">
        <h2 id="study-heading" className="mb-3 text-xl font-semibold">
          Study
        </h2>
        <div className="grid gap-3 sm:grid-cols-3">
          <Figure
            label="Quiz accuracy"
            value={`${quizAccuracy(history)}%`}
            detail={`Across ${history.length} quiz${history.length === 1 ? '' : 'zes'}`}
            testId="progress-quiz-accuracy"
          />
          <Figure
            label="Cards reviewed"
            value={String(progress.totalFlashcardsReviewed)}
            testId="progress-cards"
          />
          <Figure
            label="Study time"
            value={formatStudyTime(progress.totalStudyTime)}
            testId="progress-time"
          />
        </div>
      </section>

      <SectionCard title="Quiz scores over time" className="mb-8">
        {history.length === 0 ? (
          <p className="text-sm text-muted">
            No quizzes yet. Take one in <Link href={paths.study}>QueueBee Study</Link>.
          </p>
        ) : (
          <div className="grid gap-4">
            <Suspense fallback={<div className="min-h-[220px]" />}>
              <QuizScoreChart history={history} theme={theme} />
            </Suspense>
            <table className="w-full text-left text-sm" data-testid="quiz-history">
              <caption className="sr-only">Quiz scores, newest first</caption>
              <thead>
                <tr className="text-muted">
                  <th scope="col" className="py-1 font-medium">
                    When
                  </th>
                  <th scope="col" className="py-1 font-medium">
                    Score
                  </th>
                </tr>
              </thead>
              <tbody>
                {[...history]
                  .reverse()
                  .slice(0, 10)
                  .map((entry) => (
                    <tr key={entry.timestamp} className="border-t border-border">
                      <td className="py-1">{formatQuizDate(entry.timestamp)}</td>
                      <td className="py-1 tabular-nums">
                        {entry.score}/{entry.total} ({Math.round((entry.score / entry.total) * 100)}%)
                      </td>
                    </tr>
                  ))}
              </tbody>
            </table>
          </div>
        )}
      </SectionCard>

      <SectionCard title="Practice accuracy" className="mb-8">
        {practice.topics.length === 0 ? (
          <p className="text-sm text-muted">
            No practice yet. Turn on Practice in any visualiser, such as{' '}
            <Link href={paths.sorting}>Sorting Algorithms</Link>, and predict each step before it plays.
          </p>
        ) : (
          <div className="grid gap-2">
            <table className="w-full text-left text-sm" data-testid="practice-topics">
              <caption className="sr-only">Practice accuracy per topic</caption>
              <thead>
                <tr className="text-muted">
                  <th scope="col" className="py-1 font-medium">
                    Topic
                  </th>
                  <th scope="col" className="py-1 font-medium">
                    Answered
                  </th>
                  <th scope="col" className="py-1 font-medium">
                    Accuracy
                  </th>
                </tr>
              </thead>
              <tbody>
                {practice.topics.map((topic) => (
                  <tr key={topic.id} className="border-t border-border" data-topic={topic.id}>
                    <td className="py-1">{topic.label}</td>
                    <td className="py-1 tabular-nums">{topic.answered}</td>
                    <td className="py-1 tabular-nums">{`${accuracy(topic)}% (${topic.correct} right)`}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="text-sm text-muted" data-testid="practice-best-streak">
              {`Best run of right answers: ${practice.bestStreak}`}
            </p>
          </div>
        )}
      </SectionCard>

      <SectionCard title="Review decks" className="mb-8">
        {review.decks.length === 0 ? (
          <p className="text-sm text-muted">
            No review decks yet. Each PDF you study in <Link href={paths.study}>QueueBee Study</Link> gets
            one.
          </p>
        ) : (
          <ul className="grid gap-2" data-testid="review-decks">
            {review.decks.map((deck) => {
              const due = dueCards(deck, now).length;
              const next = nextDueAt(deck, now);
              return (
                <li
                  key={deck.id}
                  className="flex flex-wrap justify-between gap-2 rounded-lg border border-border px-3 py-2"
                >
                  <span className="font-medium break-all">{deck.title}</span>
                  <span className="text-sm text-muted">
                    {deck.cards.length} cards · {due} due now
                    {due === 0 && next !== null ? ` · next ${describeWait(next, now)}` : ''}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </SectionCard>

      <SectionCard title="Your data">
        <p className="text-sm text-muted">
          Export saves your theme, code language, study progress, review decks, practice record, chat and AI
          preferences as one JSON file. API keys are never exported. Importing a file replaces what this
          browser has for each part the file holds, once you confirm; a file with a part that is not valid or
          not complete changes nothing.
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Button variant="primary" onClick={() => void exportData()}>
            <Download aria-hidden="true" size={16} />
            Export all data
          </Button>
          <label
            htmlFor={importId}
            className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-border px-4 py-2 text-sm font-medium focus-within:ring-2 focus-within:ring-primary"
          >
            <Upload aria-hidden="true" size={16} />
            Import data
            <input
              ref={importInput}
              id={importId}
              type="file"
              accept="application/json,.json"
              className="sr-only"
              onChange={(event) => void importData(event)}
            />
          </label>
        </div>
        <p role="status" className="mt-3 text-sm" data-testid="import-status">
          {importMessage}
        </p>
        <Dialog
          open={pendingImport !== null}
          onOpenChange={(open) => {
            if (!open) cancelImport();
          }}
          title="Replace your data?"
          description={
            pendingImport ? `This file replaces this browser's ${pendingImport.parts}.` : undefined
          }
          returnFocusTo={importInput}
        >
          <div className="flex justify-end gap-2">
            <DialogClose>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button variant="primary" onClick={confirmImport}>
              Replace
            </Button>
          </div>
        </Dialog>
      </SectionCard>
    </div>
  );
}
