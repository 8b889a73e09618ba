import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { Player } from '@/core/player/player';
import type { PracticeQuestion } from '@/core/practice/questions';
import {
  createPracticeSession,
  createStreak,
  type AnsweredQuestion,
  type PracticeSession,
  type PracticeSessionState,
} from '@/core/practice/session';
import { practiceRecordAtom, recordPracticeAnswerAtom } from '@/state/practice';
import type { PlaybackActions } from '../PlaybackControls';

export interface PracticeTopic {
  readonly id: string;
  readonly label: string;
}

export interface PracticeControls {
  readonly enabled: boolean;
  readonly setEnabled: (on: boolean) => void;
  /** The question waiting at this frame, if practice is on. */
  readonly pending: PracticeQuestion | null;
  readonly answer: (optionId: string) => void;
  /** The question last answered, with the learner's choice, until the next question replaces it. */
  readonly answered: AnsweredQuestion | null;
  /** The run plays on once the open question is answered. */
  readonly playsOnAfterAnswer: boolean;
  /** Whether a question is still to come in this run from the frame shown. */
  readonly questionsAhead: boolean;
  /**
   * What the answer shown refers to in the picture (bar or cell indices, table cells, vertices, keys,
   * buckets), for the scene and its mirror to mark; empty when there is nothing to mark.
   */
  readonly answerTarget: readonly string[];
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

const OFF: PracticeSessionState = {
  pending: null,
  answered: null,
  playsOnAfterAnswer: false,
  questionsAhead: false,
  byStep: new Map(),
};
const offStore = { subscribe: () => () => {}, getSnapshot: () => OFF };

/**
 * Practice mode over a player (see `createPracticeSession`): turned on, the next question opens at
 * once; the run stops before each question's step and waits for an answer, which is scored (and saved
 * per topic), then that step plays and its narration explains. Step forward waits while a question is
 * open; Play waits for the answer and then plays on. Questions are generated only once practice is on,
 * and again for each new run (`run`'s identity).
 */
export function usePractice({
  run,
  build,
  topic,
  player,
  actions,
}: {
  run: unknown;
  build: () => PracticeQuestion[];
  topic: PracticeTopic;
  player: Player;
  actions: PlaybackActions & { toggle: () => void };
}): { practice: PracticeControls; actions: PlaybackActions & { toggle: () => void } } {
  const [enabled, setEnabled] = useState(false);
  const [streak, setStreak] = useState(0);
  const record = useAtomValue(practiceRecordAtom);
  const recordAnswer = useSetAtom(recordPracticeAnswerAtom);
  const firstOptionRef = useRef<HTMLButtonElement | null>(null);
  const justTurnedOn = useRef(false);
  // The streak runs on across runs: the session of each run counts on from the one before.
  const [streakCount] = useState(createStreak);
  const { id: topicId, label: topicLabel } = topic;
  // One identity for the life of the page, so the Practice toggle need not re-render at every step.
  const turnPractice = useCallback((on: boolean) => {
    justTurnedOn.current = on;
    setEnabled(on);
  }, []);

  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new run (its identity) builds new questions
  const questions = useMemo(() => (enabled ? build() : []), [enabled, run]);
  const session: PracticeSession | null = useMemo(
    () =>
      enabled
        ? createPracticeSession({
            player,
            questions,
            onAnswer: (_question, right, time) => {
              const nextStreak = streakCount.count(right);
              setStreak(nextStreak);
              recordAnswer({ topic: { id: topicId, label: topicLabel }, right, streak: nextStreak, time });
            },
          })
        : null,
    [enabled, player, questions, streakCount, recordAnswer, topicId, topicLabel],
  );
  const store = session ?? offStore;
  const current = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);

  // The session follows the player while it lives; turning practice on opens the next question at once.
  useEffect(() => {
    if (!session) return;
    const detach = session.attach();
    if (justTurnedOn.current) {
      justTurnedOn.current = false;
      session.openNext();
    }
    return detach;
  }, [session]);

  const { pending, answered, byStep } = current;

  // A question that comes up takes the focus, so the keyboard answers it at once.
  useEffect(() => {
    if (pending) firstOptionRef.current?.focus();
  }, [pending]);

  const focusQuestion = () => firstOptionRef.current?.focus();
  const gated = session
    ? {
        ...actions,
        play: () => (session.play() ? focusQuestion() : actions.play()),
        toggle: () => (session.toggle() ? focusQuestion() : actions.toggle()),
        stepForward: () => (pending ? focusQuestion() : actions.stepForward()),
        // Going back to the start asks every question again.
        reset: () => {
          session.restart();
          actions.reset();
        },
      }
    : actions;

  const saved = record.topics.find((entry) => entry.id === topic.id) ?? null;
  const answers = [...byStep.values()];
  return {
    practice: {
      enabled,
      setEnabled: turnPractice,
      pending,
      answer: (optionId) => session?.answer(optionId),
      answered,
      playsOnAfterAnswer: current.playsOnAfterAnswer,
      questionsAhead: current.questionsAhead,
      answerTarget: (!pending && answered?.question.answerTarget) || [],
      score: {
        answered: answers.length,
        right: answers.filter((entry) => entry.right).length,
        streak,
      },
      mistakes: answers.filter((entry) => !entry.right).length,
      replayMistakes: () => session?.replayMistakes(),
      topicAccuracy: saved ? { answered: saved.answered, correct: saved.correct } : null,
      firstOptionRef,
    },
    actions: gated,
  };
}
