import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPlayer, type Player } from '@/core/player/player';
import type { PracticeQuestion } from '@/core/practice/questions';
import { createPracticeSession, createStreak } from '@/core/practice/session';

const STEP_MS = 200;

function question(step: number): PracticeQuestion {
  return {
    step,
    prompt: `What happens at step ${step}?`,
    options: [
      { id: 'right', label: `Step ${step} plays` },
      { id: 'wrong', label: 'Something else' },
    ],
    answer: 'right',
    answerTarget: [String(step)],
  };
}

function setUp(steps: readonly number[], stepCount = 12, startIndex = 0) {
  const player: Player = createPlayer({ stepCount, intervalMs: STEP_MS, startIndex });
  const answers: { step: number; right: boolean; time: number }[] = [];
  const session = createPracticeSession({
    player,
    questions: steps.map(question),
    onAnswer: (asked, right, time) => answers.push({ step: asked.step, right, time }),
  });
  const detach = session.attach();
  return { player, session, answers, detach, index: () => player.getSnapshot().index };
}

describe('practice session', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(1000);
  });
  afterEach(() => vi.useRealTimers());

  it('opens the next question at once when turned on, without playing or stepping', () => {
    const { session, player, index } = setUp([2, 6]);
    expect(session.getSnapshot().pending).toBeNull();
    session.openNext();
    expect(index()).toBe(2);
    expect(player.getSnapshot().status).not.toBe('running');
    expect(session.getSnapshot().pending?.step).toBe(2);
    vi.advanceTimersByTime(STEP_MS * 5);
    expect(index()).toBe(2);
  });

  it('says when no question is left ahead, and asks again after a restart', () => {
    const { session, player, index } = setUp([2], 6, 6);
    session.openNext();
    expect(index()).toBe(6);
    expect(session.getSnapshot()).toMatchObject({ pending: null, questionsAhead: false });
    player.seek(0);
    expect(session.getSnapshot().questionsAhead).toBe(true);
    session.openNext();
    session.answer('right');
    player.seek(0);
    // Answered this pass: not asked again until the pass restarts.
    expect(session.getSnapshot().questionsAhead).toBe(false);
    session.restart();
    expect(session.getSnapshot().questionsAhead).toBe(true);
  });

  it('stops a playing run before a question and plays on to the next one after the answer', () => {
    const { session, player, index } = setUp([3, 7]);
    player.play();
    vi.advanceTimersByTime(STEP_MS * 3);
    expect(index()).toBe(3);
    expect(player.getSnapshot().status).toBe('paused');
    expect(session.getSnapshot()).toMatchObject({ playsOnAfterAnswer: true });
    vi.advanceTimersByTime(STEP_MS * 10);
    expect(index()).toBe(3);
    session.answer('right');
    // The step asked about plays at once, and the run goes on.
    expect(index()).toBe(4);
    expect(player.getSnapshot().status).toBe('running');
    vi.advanceTimersByTime(STEP_MS * 3);
    expect(index()).toBe(7);
    expect(player.getSnapshot().status).toBe('paused');
    expect(session.getSnapshot().pending?.step).toBe(7);
  });

  it('Play pressed with a question open waits for the answer, then plays on', () => {
    const { session, player, index } = setUp([2, 6]);
    session.openNext();
    expect(session.play()).toBe(true);
    expect(player.getSnapshot().status).not.toBe('running');
    expect(session.getSnapshot().playsOnAfterAnswer).toBe(true);
    vi.advanceTimersByTime(STEP_MS * 4);
    expect(index()).toBe(2);
    session.answer('wrong');
    expect(index()).toBe(3);
    vi.advanceTimersByTime(STEP_MS * 3);
    expect(index()).toBe(6);
    expect(session.getSnapshot().pending?.step).toBe(6);
  });

  it('Space with a question open first asks to play on, then takes it back', () => {
    const { session, player, index } = setUp([2]);
    session.openNext();
    expect(session.toggle()).toBe(true);
    expect(session.getSnapshot().playsOnAfterAnswer).toBe(true);
    expect(session.toggle()).toBe(true);
    expect(session.getSnapshot().playsOnAfterAnswer).toBe(false);
    session.answer('right');
    vi.advanceTimersByTime(STEP_MS * 4);
    expect(index()).toBe(3);
    expect(player.getSnapshot().status).not.toBe('running');
    // Without a question open, the player's own controls act.
    expect(session.play()).toBe(false);
  });

  it('keeps the answered question with the choice until the next question replaces it', () => {
    const { session, player, answers } = setUp([1, 5]);
    session.openNext();
    session.answer('wrong');
    const shown = session.getSnapshot();
    expect(shown.pending).toBeNull();
    expect(shown.answered).toMatchObject({ choice: 'wrong', right: false, question: { step: 1 } });
    expect(shown.answered?.question.answerTarget).toEqual(['1']);
    player.play();
    vi.advanceTimersByTime(STEP_MS * 2);
    expect(session.getSnapshot().answered?.question.step).toBe(1);
    vi.advanceTimersByTime(STEP_MS);
    expect(session.getSnapshot()).toMatchObject({ answered: null, pending: { step: 5 } });
    expect(answers).toEqual([{ step: 1, right: false, time: 1000 }]);
  });

  it('replays the mistakes from the first one, keeping the right answers', () => {
    const { session, player, index } = setUp([1, 4, 8]);
    session.openNext();
    session.answer('wrong');
    player.seek(4);
    session.answer('right');
    player.seek(8);
    session.answer('wrong');
    session.replayMistakes();
    expect(index()).toBe(1);
    expect([...session.getSnapshot().byStep.keys()]).toEqual([4]);
    expect(session.getSnapshot().pending?.step).toBe(1);
  });

  it('stops a run that was already playing when it attaches at a question', () => {
    const player = createPlayer({ stepCount: 5, intervalMs: STEP_MS });
    player.play();
    const session = createPracticeSession({ player, questions: [question(0)], onAnswer: () => {} });
    session.attach();
    expect(player.getSnapshot().status).toBe('paused');
    expect(session.getSnapshot()).toMatchObject({ pending: { step: 0 }, playsOnAfterAnswer: true });
  });

  it('playing again from the end asks every question again; Space while running only pauses', () => {
    const { session, player, index } = setUp([2], 6);
    session.openNext();
    session.answer('right');
    player.seek(6);
    expect(session.getSnapshot().questionsAhead).toBe(false);
    // The player may play: the session only forgets this pass's answers.
    expect(session.play()).toBe(false);
    player.play();
    expect(index()).toBe(0);
    vi.advanceTimersByTime(STEP_MS * 4);
    expect(index()).toBe(2);
    expect(session.getSnapshot()).toMatchObject({ pending: { step: 2 }, playsOnAfterAnswer: true });
    session.answer('right');
    expect(player.getSnapshot().status).toBe('running');
    expect(session.toggle()).toBe(false);
    expect(session.getSnapshot().byStep.size).toBe(1);
  });

  it('does not replay the run when the answered step is the last', () => {
    const { session, player, index } = setUp([3], 4);
    player.play();
    vi.advanceTimersByTime(STEP_MS * 3);
    session.answer('right');
    expect(index()).toBe(4);
    expect(player.getSnapshot().status).not.toBe('running');
  });
});

describe('streak', () => {
  it('counts right answers in a row and starts again after a wrong one', () => {
    const streak = createStreak();
    expect([true, true, false, true].map((right) => streak.count(right))).toEqual([1, 2, 0, 1]);
  });
});
