import { describe, expect, it } from 'vitest';
import {
  findOffTopicWord,
  isOffTopic,
  OFF_TOPIC_REFUSALS,
  OFF_TOPIC_WORDS,
  offTopicGuard,
  pickOffTopicRefusal,
} from '@/core/tutor/offTopic';

describe('off-topic filter', () => {
  it('has exactly the documented word list and eight refusals', () => {
    expect([...OFF_TOPIC_WORDS]).toEqual([
      'love',
      'relationship',
      'girlfriend',
      'boyfriend',
      'marriage',
      'horoscope',
      'boring',
      'movie',
      'song',
      'entertainment',
      'game',
      'sports',
    ]);
    expect(OFF_TOPIC_REFUSALS).toHaveLength(8);
    expect(new Set(OFF_TOPIC_REFUSALS).size).toBe(8);
  });

  it.each(OFF_TOPIC_WORDS.map((w) => [w]))('matches "%s" in any case', (word) => {
    expect(findOffTopicWord(`bhai ${word} ke baare mein batao`)).toBe(word);
    expect(isOffTopic(word.toUpperCase())).toBe(true);
    expect(isOffTopic(`${word[0]?.toUpperCase()}${word.slice(1)}?`)).toBe(true);
  });

  it('matches substrings inside longer words, as the rule says', () => {
    expect(findOffTopicWord('Which gameplay loop is best?')).toBe('game');
    expect(findOffTopicWord('LOVELY weather')).toBe('love');
    expect(findOffTopicWord('best songs of 2020')).toBe('song');
    expect(findOffTopicWord('this is sooo BORING')).toBe('boring');
  });

  it('lets coding questions through', () => {
    for (const text of ['recursion samjhao', 'what is big o', 'bfs vs dfs', 'MERN Stack Guide', '']) {
      expect(isOffTopic(text)).toBe(false);
      expect(offTopicGuard(text, () => 0)).toBeNull();
    }
  });

  it('picks each refusal with an injected random source', () => {
    const picked = OFF_TOPIC_REFUSALS.map((_, i) => pickOffTopicRefusal(() => (i + 0.5) / 8));
    expect(picked).toEqual([...OFF_TOPIC_REFUSALS]);
    expect(offTopicGuard('movie dekhne chalein?', () => 0.99)).toBe(OFF_TOPIC_REFUSALS[7]);
    expect(offTopicGuard('movie dekhne chalein?', () => 0)).toBe(OFF_TOPIC_REFUSALS[0]);
  });

  it('clamps a random source that breaks its contract', () => {
    expect(pickOffTopicRefusal(() => 1)).toBe(OFF_TOPIC_REFUSALS[7]);
    expect(pickOffTopicRefusal(() => -3)).toBe(OFF_TOPIC_REFUSALS[0]);
    expect(pickOffTopicRefusal(() => Number.NaN)).toBe(OFF_TOPIC_REFUSALS[0]);
  });

  it('refusals steer back to coding, in the persona voice, and are not off-topic themselves', () => {
    for (const refusal of OFF_TOPIC_REFUSALS) {
      expect(refusal.endsWith('Chamka?')).toBe(true);
      expect(refusal).toMatch(/coding|code|DSA|problem|topic|technical/i);
      expect(isOffTopic(refusal)).toBe(false);
    }
  });
});
