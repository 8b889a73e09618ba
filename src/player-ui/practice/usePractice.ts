import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Player, PlayerState } from '@/core/player/player';
import { answerLabel, isRight, type PracticeQuestion } from '@/core/practice/questions';
import { practiceRecordAtom, recordPracticeAnswerAtom } from '@/state/practice';
import type { PlaybackActions } from '../PlaybackControls';

export interface PracticeTopic {
  readonly id: string;
  readonly label: string;
}

interface Answer {
  readonly choice: string;
  readonly right: boolean;
}

export interface PracticeFeedback {
  readonly right: boolean;
  readonly answer: string;
}

export interface PracticeControls {
  readonly enabled: boolean;
  readonly setEnabled: (on: boolean) => void;
  /** The question waiting at this frame, if practice is on. */
  readonly pending: PracticeQuestion | null;
  readonly answer: (optionId: string) => void;
  readonly feedback: PracticeFeedback | null;
  /** This run's answers: how many, how many right, the current run of right answers. */
  readonly score: { readonly answered: number; readonly right: number; readonly streak: number };
  /** Questions answered wrong in this run, which can be asked again. */
  readonly mistakes: number;
  readonly replayMistakes: () => void;
  /** The topic's accuracy over every visit. */
  readonly topicAccuracy: { readonly answered: number; readonly correct: number } | null;
  /** Ref for the first option, focused when a question comes up. */
  readonly firstOptionRef: React.RefObject<HTMLButtonElement | null>;
}

/**
 * Practice mode over a player: when on, the run stops before each question's step and waits for an
 * answer; the answer is scored (and saved per topic), then that step plays and its narration explains.
 * Play and Step forward wait while a question is open. Questions are generated only once practice is on,
 * and again for each new run (`run`'s identity).
 */
export function usePractice({
  run,
  build,
  topic,
  state,
  player,
  actions,
}: {
  run: unknown;
  build: () => PracticeQuestion[];
  topic: PracticeTopic;
  state: PlayerState;
  player: Player;
  actions: PlaybackActions & { toggle: () => void };
}): { practice: PracticeControls; actions: PlaybackActions & { toggle: () => void } } {
  const [enabled, setEnabled] = useState(false);
  const [answers, setAnswers] = useState<{ run: unknown; byStep: ReadonlyMap<number, Answer> }>({
    run,
    byStep: new Map(),
  });
  const [streak, setStreak] = useState(0);
  const [feedback, setFeedback] = useState<PracticeFeedback | null>(null);
  const record = useAtomValue(practiceRecordAtom);
  const recordAnswer = useSetAtom(recordPracticeAnswerAtom);
  const resumeAfterAnswer = useRef(false);
  const firstOptionRef = useRef<HTMLButtonElement | null>(null);

  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new run (its identity) builds new questions
  const questions = useMemo(() => (enabled ? build() : []), [enabled, run]);
  const byStep = answers.run === run ? answers.byStep : new Map<number, Answer>();
  if (answers.run !== run) setAnswers({ run, byStep });

  const pending =
    (enabled && questions.find((question) => question.step === state.index && !byStep.has(question.step))) ||
    null;

  // The run stops before a question's step, and remembers to go on once it is answered.
  useEffect(() => {
    if (pending && state.status === 'running') {
      resumeAfterAnswer.current = true;
      player.pause();
    }
  }, [pending, state.status, player]);

  // A question that comes up takes the focus, so the keyboard answers it at once.
  useEffect(() => {
    if (pending) firstOptionRef.current?.focus();
  }, [pending]);

  const answer = (optionId: string) => {
    if (!pending) return;
    const right = isRight(pending, optionId);
    const next = new Map(byStep);
    next.set(pending.step, { choice: optionId, right });
    setAnswers({ run, byStep: next });
    const nextStreak = right ? streak + 1 : 0;
    setStreak(nextStreak);
    setFeedback({ right, answer: answerLabel(pending) });
    recordAnswer({ topic, right, streak: nextStreak, time: Date.now() });
    player.stepForward();
    if (resumeAfterAnswer.current) {
      resumeAfterAnswer.current = false;
      player.play();
    }
  };

  const wrong = [...byStep.entries()].filter(([, entry]) => !entry.right).map(([step]) => step);
  const replayMistakes = () => {
    const first = Math.min(...wrong);
    if (!Number.isFinite(first)) return;
    const next = new Map(byStep);
    for (const step of wrong) next.delete(step);
    setAnswers({ run, byStep: next });
    setFeedback(null);
    resumeAfterAnswer.current = false;
    player.pause();
    player.seek(first);
  };

  const waiting = () => {
    firstOptionRef.current?.focus();
  };
  const gated = {
    ...actions,
    play: () => (pending ? waiting() : actions.play()),
    toggle: () => (pending ? waiting() : actions.toggle()),
    stepForward: () => (pending ? waiting() : actions.stepForward()),
  };

  const saved = record.topics.find((entry) => entry.id === topic.id) ?? null;
  const answeredCount = byStep.size;
  return {
    practice: {
      enabled,
      setEnabled: (on) => {
        setEnabled(on);
        if (!on) setFeedback(null);
      },
      pending,
      answer,
      feedback,
      score: {
        answered: answeredCount,
        right: [...byStep.values()].filter((entry) => entry.right).length,
        streak,
      },
      mistakes: wrong.length,
      replayMistakes,
      topicAccuracy: saved ? { answered: saved.answered, correct: saved.correct } : null,
      firstOptionRef,
    },
    actions: enabled ? gated : actions,
  };
}
