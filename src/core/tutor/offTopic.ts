/**
 * The off-topic filter (docs/product-rules.md#off-topic-filter). It runs before any provider, offline or
 * remote: a case-insensitive match of whole words (or their plurals: 'games', 'movies') from a fixed list.
 * A word inside a longer one ('gameplay', 'gloves', 'lovelace') does not count, and a message that is
 * clearly about code, algorithms, interviews or building software is never refused, whatever it
 * mentions: 'jump game greedy', 'stone game dp', 'minimax for tic tac toe game', 'design a movie ticket
 * booking system backend'.
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

/** `words` as whole words (no letter or digit on either side), each also in its plural ('games'). */
function wholeWords(words: readonly string[]): RegExp {
  const alternatives = words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+'));
  return new RegExp(`(?<![\\p{L}\\p{N}])(${alternatives.join('|')})(?:e?s)?(?![\\p{L}\\p{N}])`, 'iu');
}

const OFF_TOPIC_PATTERN = wholeWords(OFF_TOPIC_WORDS);

/**
 * Words and phrases that make a message clearly about code, algorithms, interviews or building software,
 * matched as whole words ('api' is not in 'happiness'). Deliberately specific: words with an everyday
 * meaning are left out ('problem', 'solve', 'design', 'app', 'website', 'function', 'loop', 'matrix',
 * 'react', 'express'), so 'relationship problem' or 'the matrix movie' are still refused.
 */
export const CODING_WORDS: readonly string[] = [
  // programming
  'code, coding, coder, programming, programmer, developer, development, dev, software, debug, debugging, ' +
    'compiler, syntax, api, backend, frontend, fullstack, full stack, database, sql, nosql, deploy, ' +
    'deployment, github, git, javascript, js, typescript, python, java, c++, cpp, reactjs, react js, ' +
    'react app, react component, usestate, useeffect, jsx, node, nodejs, node js, expressjs, express js, ' +
    'mongodb, mern, html, css, leetcode, gfg, codeforces, codechef, hackerrank, hackathon',
  // algorithms and data structures
  'algorithm, algo, dsa, dp, dynamic programming, memoization, greedy, recursion, recursive, ' +
    'backtracking, minimax, alpha beta, game theory, nim, bfs, dfs, graph, tree, array, linked list, ' +
    'stack, queue, heap, hashmap, hash map, sorting, binary search, complexity, big o, dijkstra, ' +
    'knapsack, grid, subarray, subsequence',
  // well-known problems whose names carry a listed word
  'jump game, stone game, game of life, predict the winner, tic tac toe, snake game',
  // interviews and careers in tech
  'interview, placement, resume, internship, faang',
  // building software
  'system design, low level design, high level design, lld, hld, microservice, booking system, ' +
    'management system, recommendation system, schema, endpoint',
].flatMap((group) => group.split(/\s*,\s*/));

const CODING_PATTERN = wholeWords(CODING_WORDS);

const BUILD = '(?:design|build|building|develop|implement|create|banana|banani|banaye|banau)';
const PRODUCT = '(?:system|app|application|platform|service|clone|bot|engine|portal)';
const asWord = (w: string) => `(?<![\\p{L}\\p{N}])${w}(?![\\p{L}\\p{N}])`;
/** 'design a ticket booking system', 'build an app for songs', 'movie review app banana hai'. */
const BUILDING_PATTERN = new RegExp(
  `${asWord(BUILD)}[^.?!]*?${asWord(PRODUCT)}|${asWord(PRODUCT)}[^.?!]*?${asWord(BUILD)}`,
  'iu',
);

/** True when the message is clearly about code, algorithms, interviews or building software. */
export function isAboutCoding(text: string): boolean {
  return CODING_PATTERN.test(text) || BUILDING_PATTERN.test(text);
}

/** The first listed off-topic word the text contains as a whole word (or its plural), or null. */
export function findOffTopicWord(text: string): OffTopicWord | null {
  const found = OFF_TOPIC_PATTERN.exec(text)?.[1]?.toLowerCase();
  return OFF_TOPIC_WORDS.find((word) => word === found) ?? null;
}

/** About a listed subject and not clearly about code: refused. */
export function isOffTopic(text: string): boolean {
  return findOffTopicWord(text) !== null && !isAboutCoding(text);
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
