/**
 * One run's practice over its player (docs/product-rules.md#practice-predict-the-next-step): the run
 * stops before each question's step and waits for the answer; Play pressed while a question is open
 * waits too, and plays on once it is answered. The question last answered stays, with the learner's
 * choice and the right answer, until the next question replaces it. Framework-free: the page's hook
 * follows it as a store.
 */
import type { Player } from '../player/player';
import { createStore, systemClock, type Clock } from '../store';
import { isRight, type PracticeQuestion } from './questions';

export interface PracticeAnswer {
  readonly choice: string;
  readonly right: boolean;
}

/** A question with the learner's answer to it. */
export interface AnsweredQuestion extends PracticeAnswer {
  readonly question: PracticeQuestion;
}

export interface PracticeSessionState {
  /** The question open at the frame shown: its step plays next, once it is answered. */
  readonly pending: PracticeQuestion | null;
  /** The question last answered, shown with its answer until the next question comes up. */
  readonly answered: AnsweredQuestion | null;
  /** Play was pressed (or the run was playing) while the question is open: it plays on after the answer. */
  readonly playsOnAfterAnswer: boolean;
  /** Whether a question is still to come at or after the frame shown. */
  readonly questionsAhead: boolean;
  /** This pass's answers by step. */
  readonly byStep: ReadonlyMap<number, PracticeAnswer>;
}

export interface PracticeSession {
  getSnapshot(): PracticeSessionState;
  subscribe(listener: () => void): () => void;
  /** Follows the player (stopping before questions) until the returned function is called. */
  attach(): () => void;
  /** Opens the next question at once: the player, paused, moves to the first question ahead. */
  openNext(): void;
  answer(optionId: string): void;
  /**
   * Before the player plays: with a question open, the run waits for the answer and then plays on
   * (returns true: the player must not play now); at the end, every question will be asked again.
   */
  play(): boolean;
  /** Before Space: as play when not running; with a question open, playing on after it is asked or taken back. */
  toggle(): boolean;
  /** Forgets this pass's answers, so every question is asked again (a reset, a replay from the end). */
  restart(): void;
  /** Asks the questions answered wrong again, from the first of them. */
  replayMistakes(): void;
}

export function createPracticeSession({
  player,
  questions,
  onAnswer,
  clock = systemClock,
}: {
  player: Player;
  questions: readonly PracticeQuestion[];
  /** Told of each answer as it is given, with its time (to score and save it). */
  onAnswer: (question: PracticeQuestion, right: boolean, time: number) => void;
  clock?: Clock;
}): PracticeSession {
  let byStep: ReadonlyMap<number, PracticeAnswer> = new Map();
  let answered: AnsweredQuestion | null = null;
  let playsOnAfterAnswer = false;
  const byStepAt = new Map(questions.map((question) => [question.step, question]));

  const pendingAt = (index: number) => {
    const question = byStepAt.get(index);
    return question && !byStep.has(question.step) ? question : null;
  };
  const firstAhead = (index: number) =>
    questions.find((question) => question.step >= index && !byStep.has(question.step)) ?? null;

  function snapshot(): PracticeSessionState {
    const index = player.getSnapshot().index;
    const pending = pendingAt(index);
    return {
      pending,
      answered,
      playsOnAfterAnswer: pending !== null && playsOnAfterAnswer,
      questionsAhead: firstAhead(index) !== null,
      byStep,
    };
  }
  const store = createStore(snapshot());
  const publish = () => {
    const next = snapshot();
    const current = store.getSnapshot();
    const same =
      next.pending === current.pending &&
      next.answered === current.answered &&
      next.playsOnAfterAnswer === current.playsOnAfterAnswer &&
      next.questionsAhead === current.questionsAhead &&
      next.byStep === current.byStep;
    if (!same) store.set(next);
  };

  /** A question coming up stops a playing run, which plays on once it is answered. */
  function follow() {
    const { index, status } = player.getSnapshot();
    const pending = pendingAt(index);
    if (pending) {
      // The next question replaces the last one's feedback.
      answered = null;
      if (status === 'running') {
        playsOnAfterAnswer = true;
        player.pause();
      }
    } else {
      playsOnAfterAnswer = false;
    }
    publish();
  }

  const session: PracticeSession = {
    getSnapshot: store.getSnapshot,
    subscribe: (listener) => store.subscribe(() => listener()),
    attach() {
      follow();
      return player.subscribe(follow);
    },
    openNext() {
      const { index, status } = player.getSnapshot();
      const next = firstAhead(index);
      if (next === null) return;
      if (status === 'running') playsOnAfterAnswer = true;
      player.seek(next.step);
      follow();
    },
    answer(optionId) {
      const { index, stepCount } = player.getSnapshot();
      const question = pendingAt(index);
      if (!question) return;
      const right = isRight(question, optionId);
      byStep = new Map(byStep).set(question.step, { choice: optionId, right });
      answered = { question, choice: optionId, right };
      const playOn = playsOnAfterAnswer;
      playsOnAfterAnswer = false;
      onAnswer(question, right, clock.now());
      player.stepForward();
      if (playOn && index + 1 < stepCount) player.play();
      publish();
    },
    play() {
      const { index, stepCount } = player.getSnapshot();
      if (pendingAt(index)) {
        playsOnAfterAnswer = true;
        publish();
        return true;
      }
      // Playing again from the end asks every question again.
      if (index === stepCount) session.restart();
      return false;
    },
    toggle() {
      const { index, status } = player.getSnapshot();
      if (pendingAt(index)) {
        playsOnAfterAnswer = !playsOnAfterAnswer;
        publish();
        return true;
      }
      return status === 'running' ? false : session.play();
    },
    restart() {
      byStep = new Map();
      answered = null;
      playsOnAfterAnswer = false;
      publish();
    },
    replayMistakes() {
      const wrong = [...byStep].filter(([, entry]) => !entry.right).map(([step]) => step);
      if (wrong.length === 0) return;
      byStep = new Map([...byStep].filter(([, entry]) => entry.right));
      answered = null;
      playsOnAfterAnswer = false;
      player.pause();
      player.seek(Math.min(...wrong));
      publish();
    },
  };
  return session;
}

/** Right answers in a row, counted on from one run's session to the next. */
export function createStreak() {
  let streak = 0;
  return {
    /** The streak after this answer (0 after a wrong one). */
    count(right: boolean): number {
      streak = right ? streak + 1 : 0;
      return streak;
    },
  };
}
