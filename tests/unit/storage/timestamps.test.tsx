import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { parsePracticeRecord } from '@/core/practice/record';
import { formatTimeOr, isRecordedTime, isScheduledTime } from '@/core/storage/timestamps';
import { parseProgress } from '@/core/study/progress';
import { parseReviewStore } from '@/core/study/review';
import { parseStoredChat } from '@/core/tutor/chatLog';
import { createOffsetFormatter } from '@/core/tutor/transcript';
import { ProgressPanel } from '@/features/study/ProgressPanel';

const GOOD = Date.UTC(2026, 0, 1);
/** Times no stored value may carry: beyond any date, not a number, before 2000, or wrongly typed. */
const BAD_TIMES: readonly unknown[] = [1e300, NaN, -1, -8.64e15, 0, '1767225600000', Infinity];

describe('stored times', () => {
  it('are kept from 2000 to a year past now, and dropped outside', () => {
    const now = GOOD;
    expect(isRecordedTime(GOOD, now)).toBe(true);
    expect(isRecordedTime(Date.UTC(2000, 0, 1), now)).toBe(true);
    expect(isRecordedTime(now + 300 * 24 * 3600_000, now)).toBe(true);
    expect(isRecordedTime(now + 400 * 24 * 3600_000, now)).toBe(false);
    for (const bad of BAD_TIMES) expect(isRecordedTime(bad, now)).toBe(false);
    expect(isScheduledTime(Date.UTC(2120, 0, 1))).toBe(true);
    for (const bad of BAD_TIMES) expect(isScheduledTime(bad)).toBe(false);
  });

  it.each(BAD_TIMES)('drop a quiz, a message, an answer time or a deck dated %s and keep the rest', (bad) => {
    const progress = parseProgress({
      totalStudyTime: 5,
      totalFlashcardsReviewed: 1,
      quizHistory: [
        { score: 1, total: 1, timestamp: bad },
        { score: 1, total: 2, timestamp: GOOD },
      ],
    });
    expect(progress?.quizHistory).toEqual([{ score: 1, total: 2, timestamp: GOOD }]);

    const chat = parseStoredChat({
      version: 1,
      messages: [
        { id: 'a', text: 'hi', isUser: true, timestamp: bad },
        { id: 'b', text: 'hello', isUser: false, timestamp: GOOD },
      ],
    });
    expect(chat?.map((message) => message.id)).toEqual(['greeting', 'b']);
    expect(chat?.[0]?.timestamp).toBe(GOOD);

    const practice = parsePracticeRecord({ version: 1, topics: [], bestStreak: 0, answerTimes: [bad, GOOD] });
    expect(practice?.answerTimes).toEqual([GOOD]);

    const schedule = {
      due: GOOD,
      stability: 0,
      difficulty: 0,
      elapsedDays: 0,
      scheduledDays: 0,
      learningSteps: 0,
      reps: 0,
      lapses: 0,
      state: 0,
      lastReview: null,
    };
    const card = { id: 'f1', origin: 'flashcard', front: 'Q', back: 'A', schedule };
    const review = parseReviewStore({
      version: 1,
      decks: [
        { id: 'old', title: 'old.pdf', usedAt: bad, cards: [card] },
        {
          id: 'kept',
          title: 'kept.pdf',
          usedAt: GOOD,
          cards: [
            card,
            { ...card, id: 'f2', schedule: { ...schedule, due: bad } },
            { ...card, id: 'f3', schedule: { ...schedule, lastReview: bad } },
          ],
        },
      ],
    });
    expect(review?.decks.map((deck) => deck.id)).toEqual(['kept']);
    expect(review?.decks[0]?.cards.map((entry) => entry.id)).toEqual(['f1']);
  });
});

describe('date formatting', () => {
  it.each([1e300, NaN, -1e300, Infinity])('shows a fallback for %s instead of throwing', (bad) => {
    const format = new Intl.DateTimeFormat('en-GB');
    expect(() => format.format(bad)).toThrow(RangeError);
    expect(formatTimeOr(bad, (ms) => format.format(ms), 'unknown date')).toBe('unknown date');
    expect(formatTimeOr(bad, (ms) => new Date(ms).toISOString(), undefined)).toBeUndefined();
    const transcript = createOffsetFormatter(330);
    expect(transcript.date(bad)).toBe('----------');
    expect(transcript.time(bad)).toBe('--:--');
  });

  it('formats a real time as usual', () => {
    expect(formatTimeOr(GOOD, (ms) => new Date(ms).toISOString(), undefined)).toBe(
      '2026-01-01T00:00:00.000Z',
    );
    expect(createOffsetFormatter(330).time(GOOD)).toBe('05:30');
  });

  it('lets the study Progress tab show a quiz whose date no calendar holds', () => {
    const html = renderToStaticMarkup(
      <Router ssrPath="/study">
        <ProgressPanel
          progress={{
            totalStudyTime: 0,
            totalFlashcardsReviewed: 0,
            quizHistory: [
              { score: 1, total: 1, timestamp: 1e300 },
              { score: 1, total: 2, timestamp: GOOD },
            ],
          }}
          cardsReviewed={0}
          cardCount={0}
        />
      </Router>,
    );
    expect(html).toContain('unknown date');
    expect(html).toContain('2026');
  });
});
