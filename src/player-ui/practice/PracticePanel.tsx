import { Check, GraduationCap, RotateCcw, X } from 'lucide-react';
import { memo, useId } from 'react';
import { answerLabel } from '@/core/practice/questions';
import { accuracy } from '@/core/practice/record';
import type { AnsweredQuestion as AnsweredQuestionState } from '@/core/practice/session';
import { Button } from '@/ui/Button';
import type { PracticeControls } from './usePractice';

/** The Practice toggle: off by default, on for this visit's runs until turned off. */
export const PracticeToggle = memo(function PracticeToggle({
  enabled,
  onEnabledChange,
}: {
  enabled: boolean;
  onEnabledChange: (on: boolean) => void;
}) {
  return (
    <Button
      variant={enabled ? 'secondary' : 'outline'}
      aria-pressed={enabled}
      onClick={() => onEnabledChange(!enabled)}
      title={enabled ? 'Stop asking questions' : 'Predict each step before it plays'}
    >
      <GraduationCap aria-hidden="true" size={16} />
      Practice
    </Button>
  );
});

/** The hint while no question is open: how to get the next one, or that this run has none left. */
export const PRACTICE_HINT =
  'Play or step forward: the run stops before each question and plays the step once you answer.';
export const PRACTICE_DONE_HINT =
  'No questions left in this run. Reset it, or play it again from the end, to be asked again.';
/** The same on the structure pages, where each operation is a run with questions of its own. */
export const STRUCTURE_PRACTICE_HINT =
  'Choose an operation, or reset this one: the run stops before each question and plays the step once you answer.';

/**
 * While practice is on: the score, the open question with its options, and, once answered, the same
 * question with the learner's choice and the right answer marked (by icon and words, not colour only),
 * until the next question replaces it.
 */
export function PracticePanel({
  practice,
  hint,
}: {
  practice: PracticeControls;
  /** What to do to get a question once none is left in this run (the page's own words, if it has them). */
  hint?: string | undefined;
}) {
  const promptId = useId();
  if (!practice.enabled) return null;
  const { pending, answered, score, topicAccuracy } = practice;
  const shown = pending ? null : answered;
  return (
    <section
      aria-label="Practice"
      data-testid="practice"
      className="space-y-2 rounded-xl border border-primary/40 bg-surface-2 px-2 py-2 sm:space-y-3 sm:px-3 sm:py-3"
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <span data-testid="practice-score">
          Score <strong className="font-mono">{`${score.right} / ${score.answered}`}</strong>
        </span>
        <span data-testid="practice-streak">
          Streak <strong className="font-mono">{score.streak}</strong>
        </span>
        {topicAccuracy ? (
          <span className="text-muted" data-testid="practice-accuracy">
            {`All-time accuracy here: ${accuracy(topicAccuracy)}% of ${topicAccuracy.answered}`}
          </span>
        ) : null}
        {practice.mistakes > 0 ? (
          <Button variant="outline" size="sm" onClick={practice.replayMistakes}>
            <RotateCcw aria-hidden="true" size={14} />
            {`Replay mistakes (${practice.mistakes})`}
          </Button>
        ) : null}
      </div>
      <div>
        {pending ? (
          <div role="group" aria-labelledby={promptId} data-testid="practice-question">
            <h3 className="text-xs font-medium text-muted uppercase">Predict the next step</h3>
            <p id={promptId} className="mt-1 text-sm font-medium sm:text-base">
              {pending.prompt}
            </p>
            <div className="mt-2 grid gap-1.5 sm:grid-cols-2 sm:gap-2">
              {pending.options.map((option, index) => (
                <button
                  key={option.id}
                  ref={index === 0 ? practice.firstOptionRef : undefined}
                  type="button"
                  className="rounded-lg border border-border bg-surface px-2 py-1.5 text-left text-sm sm:px-3 sm:py-2 hover:border-primary focus-visible:outline-2 focus-visible:outline-primary"
                  onClick={() => practice.answer(option.id)}
                >
                  {option.label}
                </button>
              ))}
            </div>
            {practice.playsOnAfterAnswer ? (
              <div className="mt-2 text-xs text-muted" data-testid="practice-plays-on">
                The run plays on once you answer.
              </div>
            ) : null}
          </div>
        ) : shown ? (
          <AnsweredQuestion answered={shown} promptId={promptId} />
        ) : (
          <p className="text-sm text-muted" data-testid="practice-hint">
            {practice.questionsAhead ? PRACTICE_HINT : (hint ?? PRACTICE_DONE_HINT)}
          </p>
        )}
        {/* Always in the page, so each answer is announced once as it is given. */}
        <p
          role="status"
          className="mt-2 min-h-5 text-sm font-medium empty:mt-0"
          data-testid="practice-feedback"
        >
          {shown ? feedbackText(shown) : ''}
        </p>
      </div>
    </section>
  );
}

function feedbackText(answered: AnsweredQuestionState): string {
  const label = answerLabel(answered.question);
  return answered.right ? `Right: ${label}` : `Not quite. The answer is: ${label}`;
}

/** The question just answered, its options marked: the learner's choice and the right one. */
function AnsweredQuestion({ answered, promptId }: { answered: AnsweredQuestionState; promptId: string }) {
  const { question, choice } = answered;
  return (
    <div role="group" aria-labelledby={promptId} data-testid="practice-answered">
      <h3 className="text-xs font-medium text-muted uppercase">Your prediction</h3>
      <p id={promptId} className="mt-1 text-sm font-medium sm:text-base">
        {question.prompt}
      </p>
      <ul className="mt-2 grid gap-1.5 sm:grid-cols-2 sm:gap-2">
        {question.options.map((option) => {
          const right = option.id === question.answer;
          const chosen = option.id === choice;
          const mark = right
            ? chosen
              ? 'your answer, right'
              : 'the right answer'
            : chosen
              ? 'your answer'
              : '';
          return (
            <li
              key={option.id}
              data-option={option.id}
              data-right={right ? 'true' : undefined}
              data-chosen={chosen ? 'true' : undefined}
              className={`flex items-start gap-2 rounded-lg border px-2 py-1.5 text-sm sm:px-3 sm:py-2 ${
                right
                  ? 'border-success bg-success-soft'
                  : chosen
                    ? 'border-dashed border-danger'
                    : 'border-border text-muted'
              }`}
            >
              {right ? (
                <Check aria-hidden="true" size={16} className="mt-0.5 shrink-0 text-success" />
              ) : chosen ? (
                <X aria-hidden="true" size={16} className="mt-0.5 shrink-0 text-danger" />
              ) : (
                <span aria-hidden="true" className="w-4 shrink-0" />
              )}
              <span>
                {option.label}
                {mark ? <span className="font-medium">{` (${mark})`}</span> : null}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
