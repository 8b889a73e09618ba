import { GraduationCap, RotateCcw } from 'lucide-react';
import { useId } from 'react';
import { accuracy } from '@/core/practice/record';
import { Button } from '@/ui/Button';
import type { PracticeControls } from './usePractice';

/** The Practice toggle: off by default, on for this visit's runs until turned off. */
export function PracticeToggle({ practice }: { practice: PracticeControls }) {
  return (
    <Button
      variant={practice.enabled ? 'secondary' : 'outline'}
      aria-pressed={practice.enabled}
      onClick={() => practice.setEnabled(!practice.enabled)}
      title={practice.enabled ? 'Stop asking questions' : 'Predict each step before it plays'}
    >
      <GraduationCap aria-hidden="true" size={16} />
      Practice
    </Button>
  );
}

/** While practice is on: the score, the open question with its options, and what the last answer was. */
export function PracticePanel({
  practice,
  hint = 'Play or step forward: the run stops before each question and plays the step once you answer.',
}: {
  practice: PracticeControls;
  /** What to do to get a question, shown while none is open. */
  hint?: string;
}) {
  const promptId = useId();
  if (!practice.enabled) return null;
  const { pending, score, feedback, topicAccuracy } = practice;
  return (
    <section
      aria-label="Practice"
      data-testid="practice"
      className="space-y-3 rounded-xl border border-primary/40 bg-surface-2 px-3 py-3"
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
      {pending ? (
        <div role="group" aria-labelledby={promptId} data-testid="practice-question">
          <h3 className="text-xs font-medium text-muted uppercase">Predict the next step</h3>
          <p id={promptId} className="mt-1 font-medium">
            {pending.prompt}
          </p>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {pending.options.map((option, index) => (
              <button
                key={option.id}
                ref={index === 0 ? practice.firstOptionRef : undefined}
                type="button"
                className="rounded-lg border border-border bg-surface px-3 py-2 text-left text-sm hover:border-primary focus-visible:outline-2 focus-visible:outline-primary"
                onClick={() => practice.answer(option.id)}
              >
                {option.label}
              </button>
            ))}
          </div>
        </div>
      ) : (
        <p className="text-sm text-muted">{hint}</p>
      )}
      <p role="status" className="min-h-5 text-sm" data-testid="practice-feedback">
        {feedback
          ? feedback.right
            ? `Right: ${feedback.answer}`
            : `Not quite. The answer is: ${feedback.answer}`
          : ''}
      </p>
    </section>
  );
}
