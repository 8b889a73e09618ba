import { BarChart3, CheckCircle2, ChevronDown, ChevronUp, RotateCcw, XCircle } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { allAnswered, drawQuiz, scoreMessage, scoreQuiz } from '@/core/study';
import type { QuizAnswers, QuizHistoryEntry, QuizQuestion } from '@/core/study';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { cx } from '@/ui/cx';

interface QuizState {
  questions: QuizQuestion[];
  answers: QuizAnswers;
  submitted: boolean;
  showExplanations: boolean;
}

const fresh = (questions: QuizQuestion[]): QuizState => ({
  questions,
  answers: questions.map(() => undefined),
  submitted: false,
  showExplanations: false,
});

export interface QuizPanelProps {
  pool: readonly QuizQuestion[];
  /** The attempt, and the questions answered wrongly (they join the review queue). */
  onSubmitted: (entry: QuizHistoryEntry, missed: readonly QuizQuestion[]) => void;
  onViewProgress: () => void;
}

/** Interactive Quiz: 5 questions drawn from the pool, each an accessible radio group. */
export function QuizPanel({ pool, onSubmitted, onViewProgress }: QuizPanelProps) {
  const [quiz, setQuiz] = useState<QuizState>(() => fresh(drawQuiz(pool, Math.random)));
  const id = useId();
  const resultRef = useRef<HTMLDivElement>(null);
  const { questions, answers, submitted, showExplanations } = quiz;
  const result = submitted ? scoreQuiz(questions, answers) : null;
  const answeredCount = answers.filter((answer) => answer !== undefined).length;
  const ready = allAnswered(questions, answers);

  const answer = (index: number, option: string) => {
    if (submitted) return;
    setQuiz((current) => ({
      ...current,
      answers: current.answers.map((value, i) => (i === index ? option : value)),
    }));
  };

  const submit = () => {
    if (!ready || submitted) return;
    const score = scoreQuiz(questions, answers);
    setQuiz((current) => ({ ...current, submitted: true }));
    onSubmitted(
      { score: score.score, total: score.total, timestamp: Date.now() },
      score.wrong.flatMap((index) => questions[index] ?? []),
    );
  };

  // The score appears above the questions: take the visitor there (Submit sits below them).
  useEffect(() => {
    if (!quiz.submitted) return;
    resultRef.current?.focus();
    resultRef.current?.scrollIntoView({ block: 'nearest' });
  }, [quiz.submitted]);

  const retake = () => setQuiz(fresh(drawQuiz(pool, Math.random, questions)));

  return (
    <div className="grid gap-4" data-testid="study-quiz">
      {result ? (
        <div ref={resultRef} tabIndex={-1} className="scroll-mt-24 rounded-2xl">
          <Card role="status" className="border-primary text-center" data-testid="quiz-result">
            <p className="text-sm font-medium text-muted">Your score</p>
            <p className="mt-1 text-3xl font-bold tabular-nums">
              {result.score}/{result.total} <span className="text-xl text-muted">({result.percent}%)</span>
            </p>
            <p className="mt-2 font-medium">{scoreMessage(result.percent)}</p>
            {result.wrong.length > 0 ? (
              <p className="mt-1 text-sm text-muted">
                {result.wrong.length === 1
                  ? 'The question you missed joins your review queue in Flashcards.'
                  : `The ${result.wrong.length} questions you missed join your review queue in Flashcards.`}
              </p>
            ) : null}
            <div className="mt-4 flex flex-wrap justify-center gap-2">
              {result.wrong.length > 0 ? (
                <Button
                  variant="outline"
                  aria-expanded={showExplanations}
                  onClick={() =>
                    setQuiz((current) => ({ ...current, showExplanations: !current.showExplanations }))
                  }
                >
                  {showExplanations ? (
                    <ChevronUp aria-hidden="true" size={16} />
                  ) : (
                    <ChevronDown aria-hidden="true" size={16} />
                  )}
                  {showExplanations ? 'Hide Explanations' : 'Show Explanations'}
                </Button>
              ) : null}
              <Button variant="outline" onClick={retake}>
                <RotateCcw aria-hidden="true" size={16} />
                Retake Quiz
              </Button>
              <Button onClick={onViewProgress}>
                <BarChart3 aria-hidden="true" size={16} />
                View Progress
              </Button>
            </div>
          </Card>
        </div>
      ) : null}

      {questions.map((question, index) => {
        const chosen = answers[index];
        const wrong = result?.wrong.includes(index) ?? false;
        return (
          <Card key={`${question.question}-${index}`} data-testid="quiz-question">
            <fieldset>
              <legend className="float-left mb-3 w-full font-medium">
                <span className="text-muted">{index + 1}. </span>
                {question.question}
              </legend>
              <div className="clear-both grid gap-2">
                {question.options.map((option, optionIndex) => {
                  const isCorrect = option === question.correctAnswer;
                  const isChosen = option === chosen;
                  const mark = submitted ? (isCorrect ? 'correct' : isChosen ? 'incorrect' : 'none') : 'none';
                  const inputId = `${id}-q${index}-o${optionIndex}`;
                  return (
                    <label
                      key={option}
                      htmlFor={inputId}
                      data-mark={mark}
                      className={cx(
                        'flex items-center gap-3 rounded-lg border px-3 py-2.5 text-sm transition-colors',
                        submitted ? 'cursor-default' : 'cursor-pointer hover:bg-surface-2',
                        mark === 'correct' && 'border-success bg-success-soft',
                        mark === 'incorrect' && 'border-danger bg-danger/10',
                        mark === 'none' && (isChosen ? 'border-primary bg-primary-soft' : 'border-border'),
                      )}
                    >
                      <input
                        id={inputId}
                        type="radio"
                        name={`${id}-q${index}`}
                        value={option}
                        checked={isChosen}
                        disabled={submitted}
                        onChange={() => answer(index, option)}
                        className="h-4 w-4 shrink-0 accent-primary"
                      />
                      <span className="flex-1">{option}</span>
                      {mark === 'correct' ? (
                        <span className="flex items-center gap-1 text-xs font-semibold">
                          <CheckCircle2 aria-hidden="true" size={16} className="text-success" />
                          Correct answer
                        </span>
                      ) : mark === 'incorrect' ? (
                        <span className="flex items-center gap-1 text-xs font-semibold">
                          <XCircle aria-hidden="true" size={16} className="text-danger" />
                          Your answer
                        </span>
                      ) : null}
                    </label>
                  );
                })}
              </div>
              {wrong && showExplanations ? (
                <p className="mt-3 rounded-lg bg-surface-2 px-3 py-2 text-sm" data-testid="quiz-explanation">
                  <span className="font-semibold">Explanation: </span>
                  {question.explanation || `The correct answer is "${question.correctAnswer}".`}
                </p>
              ) : null}
            </fieldset>
          </Card>
        );
      })}

      {!submitted ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted" aria-live="polite">
            {answeredCount} of {questions.length} answered
          </p>
          <Button size="lg" disabled={!ready} onClick={submit}>
            Submit Quiz
          </Button>
        </div>
      ) : null}
    </div>
  );
}
