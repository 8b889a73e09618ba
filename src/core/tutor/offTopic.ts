/**
 * The off-topic filter (docs/product-rules.md#off-topic-filter). It runs before any provider, offline or
 * remote: a case-insensitive substring match on a fixed word list. Being a plain substring match, it also
 * fires inside longer words ('gameplay', 'gloves', 'transports'); that is the product's rule, kept on
 * purpose.
 */

export const OFF_TOPIC_WORDS = [
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
] as const;

export type OffTopicWord = (typeof OFF_TOPIC_WORDS)[number];

/** Eight playful Hindi refusals that steer back to coding. */
export const OFF_TOPIC_REFUSALS = [
  'Arre bhai, yeh sab baad mein! Abhi focus sirf coding pe. Chalo, koi DSA ka sawaal puchho. Chamka?',
  'Haha, yeh topic mere syllabus mein nahi hai bhai! Main toh arrays, recursion aur MERN ka banda hoon. Kuch coding wala puchho. Chamka?',
  'Bhai, dil ki baatein baad mein, pehle linked list ke pointers sambhalo! Koi DSA question bhejo. Chamka?',
  'Arre yaar, isme main expert nahi hoon. Coding ka kuch puchho: binary search, graphs ya interview prep, wahan Bhai full form mein hai! Chamka?',
  'Yeh sab chhodo bhai, placement season aa raha hai! Chalo ek problem solve karte hain. Kya padhna hai aaj? Chamka?',
  'Hmm, yeh toh off-topic ho gaya! Main QueueBee hoon, coding ka senior. Sorting, stacks ya React, kuch bhi technical puchho. Chamka?',
  'Bhai, timepass baad mein, pehle thoda DP ho jaaye? Ya batao kaunsa topic atka hua hai. Chamka?',
  'Arre, mera dimaag sirf code mein chalta hai! Hackathon, resume ya DSA: inme se kuch puchho, poori help milegi. Chamka?',
] as const;

export type RandomSource = () => number;

/** The first off-topic word the text contains (case-insensitive substring), or null. */
export function findOffTopicWord(text: string): OffTopicWord | null {
  const lower = text.toLowerCase();
  return OFF_TOPIC_WORDS.find((word) => lower.includes(word)) ?? null;
}

export function isOffTopic(text: string): boolean {
  return findOffTopicWord(text) !== null;
}

/** One of the eight refusals, chosen by `random` (a number in [0, 1), like Math.random). */
export function pickOffTopicRefusal(random: RandomSource = Math.random): string {
  const count = OFF_TOPIC_REFUSALS.length;
  const raw = Math.floor(random() * count);
  const index = Number.isFinite(raw) ? Math.min(count - 1, Math.max(0, raw)) : 0;
  return OFF_TOPIC_REFUSALS[index] ?? OFF_TOPIC_REFUSALS[0];
}

/**
 * The guard every provider calls first: a refusal when the message is off-topic, otherwise null (go on
 * and answer it).
 */
export function offTopicGuard(text: string, random: RandomSource = Math.random): string | null {
  return isOffTopic(text) ? pickOffTopicRefusal(random) : null;
}
