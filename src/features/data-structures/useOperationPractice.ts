import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { answerLabel, isRight, type PracticeQuestion } from '@/core/practice/questions';
import { operationQuestion } from '@/core/practice/structureQuestions';
import type { OperationController, OperationOf, StructureKind, TimedScript } from '@/core/structures';
import { practiceRecordAtom, recordPracticeAnswerAtom } from '@/state/practice';
import type { PracticeControls, PracticeFeedback } from '@/player-ui/practice/usePractice';

/**
 * Practice on a page that plays one operation at a time: with Practice on, a submitted operation is
 * checked and planned but waits; the learner predicts what it returns or what the structure holds
 * afterwards, and then it plays. The answer is scored and saved per page, as on the step players.
 */
export function useOperationPractice<K extends StructureKind>(
  controller: OperationController<K>,
  topic: { id: string; label: string },
  nameOf: (op: OperationOf<K>) => string,
): { practice: PracticeControls; controller: OperationController<K> } {
  const [enabled, setEnabled] = useState(false);
  const [pending, setPending] = useState<{ question: PracticeQuestion; script: TimedScript<K> } | null>(null);
  const [score, setScore] = useState({ answered: 0, right: 0, streak: 0 });
  const [feedback, setFeedback] = useState<PracticeFeedback | null>(null);
  const record = useAtomValue(practiceRecordAtom);
  const recordAnswer = useSetAtom(recordPracticeAnswerAtom);
  const firstOptionRef = useRef<HTMLButtonElement | null>(null);
  const asked = useRef(0);

  useEffect(() => {
    if (pending) firstOptionRef.current?.focus();
  }, [pending]);

  const practising: OperationController<K> = {
    ...controller,
    submit(op, raw) {
      if (!enabled) return controller.submit(op, raw);
      const planned = controller.plan(op, raw);
      if (!planned.ok) return planned;
      asked.current += 1;
      const question = operationQuestion(planned.script, nameOf(op), `${topic.id}:${asked.current}`);
      // An operation with nothing to predict (peek at a one-value stack) simply plays.
      if (question === null) return controller.play(planned.script);
      setFeedback(null);
      setPending({ question, script: planned.script });
      return planned;
    },
  };

  const answer = (optionId: string) => {
    if (!pending) return;
    const right = isRight(pending.question, optionId);
    const streak = right ? score.streak + 1 : 0;
    setScore({ answered: score.answered + 1, right: score.right + (right ? 1 : 0), streak });
    setFeedback({ right, answer: answerLabel(pending.question) });
    recordAnswer({ topic, right, streak, time: Date.now() });
    setPending(null);
    controller.play(pending.script);
  };

  const saved = record.topics.find((entry) => entry.id === topic.id) ?? null;
  return {
    practice: {
      enabled,
      setEnabled: (on) => {
        setEnabled(on);
        if (!on) {
          // A question left open would hold its operation back: it plays unpredicted.
          if (pending) controller.play(pending.script);
          setPending(null);
          setFeedback(null);
        }
      },
      pending: pending?.question ?? null,
      answer,
      feedback,
      score,
      // A single operation cannot be asked again once it has changed the structure.
      mistakes: 0,
      replayMistakes: () => {},
      topicAccuracy: saved ? { answered: saved.answered, correct: saved.correct } : null,
      firstOptionRef,
    },
    controller: practising,
  };
}
