import { describe, expect, it } from 'vitest';
import {
  findOffTopicWord,
  isAboutCoding,
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

  it('matches whole words and their plurals, never inside a longer word', () => {
    expect(findOffTopicWord('best songs of 2020')).toBe('song');
    expect(findOffTopicWord('koi achhi MOVIES batao')).toBe('movie');
    expect(findOffTopicWord('games khelne chalein?')).toBe('game');
    expect(findOffTopicWord('this is sooo BORING')).toBe('boring');
    expect(findOffTopicWord('love.')).toBe('love');
    for (const text of ['Which gameplay is best?', 'LOVELY weather', 'Ada Lovelace kaun thi', 'gloves']) {
      expect(findOffTopicWord(text), text).toBeNull();
    }
  });

  /** Messages about a listed subject, with nothing about code: still refused. */
  const REFUSED = [
    'koi achhi movie batao',
    'Which song is trending?',
    'my girlfriend is angry, what do I do',
    'relationship problem hai bhai, solve karo',
    'kal ka sports update',
    'aaj ka horoscope kya hai',
    'padhai boring lag rahi hai',
    'marriage kab karni chahiye',
    'best game to play tonight',
    'the matrix movie kaisi hai',
    'how to react when my boyfriend ignores me',
    'love kya hota hai',
    'entertainment ke liye kya karu',
  ];

  /** Coding questions that mention a listed word: answered, never refused. */
  const ALLOWED = [
    'explain jump game greedy problem',
    'stone game dp kaise kare',
    'minimax for tic tac toe game',
    'design a movie ticket booking system backend',
    'song recommendation system kaise design kare',
    'build a movie review app with the MERN stack',
    'snake game in python',
    'game of life leetcode solution',
    'I love coding but graphs are hard',
    'love babbar dsa sheet kaise kare',
    'movie ticket booking app banana hai react mein',
    'boring interview questions on arrays',
    'sports tournament scheduling algorithm',
    'game theory nim problem',
    'marriage problem stable matching algorithm',
  ];

  it.each(REFUSED.map((t) => [t]))('refuses "%s"', (text) => {
    expect(isOffTopic(text)).toBe(true);
    expect(offTopicGuard(text, () => 0)).toBe(OFF_TOPIC_REFUSALS[0]);
  });

  it.each(ALLOWED.map((t) => [t]))('does not refuse "%s": it is about code', (text) => {
    expect(findOffTopicWord(text)).not.toBeNull();
    expect(isAboutCoding(text)).toBe(true);
    expect(isOffTopic(text)).toBe(false);
    expect(offTopicGuard(text, () => 0)).toBeNull();
  });

  it('lets coding questions through', () => {
    for (const text of ['recursion samjhao', 'what is big o', 'bfs vs dfs', 'MERN Stack Guide', '']) {
      expect(isOffTopic(text)).toBe(false);
      expect(offTopicGuard(text, () => 0)).toBeNull();
    }
  });

  it('finds coding words as whole words only', () => {
    expect(isAboutCoding('happiness aur love')).toBe(false); // 'api' inside 'happiness'
    expect(isAboutCoding('c++ mein vector')).toBe(true);
    expect(isAboutCoding('Arrays and Trees')).toBe(true);
    expect(isAboutCoding('design a wedding card')).toBe(false);
    expect(isAboutCoding('design a parking lot system')).toBe(true);
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
