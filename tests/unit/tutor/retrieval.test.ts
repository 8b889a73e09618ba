import { describe, expect, it } from 'vitest';
import { knowledgeTopics } from '@/core/tutor/knowledgeBase';
import { createOfflineTutor } from '@/core/tutor/offlineTutor';
import { editDistanceAtMost, normalizeTerm, queryTerms } from '@/core/tutor/search';

/**
 * Student-style questions (English, Hinglish, typos, abbreviations) and the topic that should answer each.
 * The offline tutor answers every one on a fresh conversation; the hit rate must be at least 90%.
 */
const QUESTIONS: readonly (readonly [question: string, topicId: string])[] = [
  ['recursion samjhao', 'recursion'],
  ['what is big o', 'complexity'],
  ['bfs vs dfs', 'bfs-vs-dfs'],
  ['how to prepare for interviews', 'interview-tips'],
  ['Start DSA', 'dsa-roadmap'],
  ['Explain Recursion', 'recursion'],
  ['Interview Tips', 'interview-tips'],
  ['MERN Stack Guide', 'mern-stack'],
  ['dp kya hai', 'dynamic-programming'],
  ['bs kya hai', 'binary-search'],
  ['ll samjhao', 'linked-lists'],
  ['bubble sort kaise kaam karta hai', 'bubble-sort'],
  ['selection sort explain karo', 'selection-sort'],
  ['merge sort samjha do bhai', 'merge-sort'],
  ['quicksort pivot kaise choose kare', 'quick-sort'],
  ['binary serach samjhao', 'binary-search'],
  ['qeue kya hota hai', 'queues'],
  ['djikstra algorithm', 'dijkstra'],
  ['dynamic programing samjhao', 'dynamic-programming'],
  ['0/1 knapsack problem', 'knapsack'],
  ['recursoin kya hai', 'recursion'],
  ['two sum problem', 'hashing'],
  ['course ka price kya hai', 'courses'],
  ['hackathon prize kitna hai', 'hackathons'],
  ['bhai dp samjha do', 'dynamic-programming'],
  ['bs ka code dikhao', 'binary-search'],
  ['ll reverse kaise karte hai', 'linked-lists'],
  ['stak kya hota hai', 'stacks'],
  ['bubble sort ki complexity', 'bubble-sort'],
  ['quick sort worst case kab hota hai', 'quick-sort'],
  ['merge sort stable hai kya', 'merge-sort'],
  ['insertion sort nearly sorted array pe fast kyu hai', 'insertion-sort'],
  ['selection sort me kitne swaps hote hai', 'selection-sort'],
  ['sorted array me search kaise kare', 'binary-search'],
  ['unsorted array mein element search', 'linear-search'],
  ['time complexity kya hoti hai', 'complexity'],
  ['tc sc kaise nikale', 'complexity'],
  ['2 pointer approach', 'two-pointers'],
  ['longest substring without repeating characters', 'sliding-window'],
  ['max sum subarray of size k', 'sliding-window'],
  ['collision in hashing', 'hashing'],
  ['inorder traversal', 'trees'],
  ['binary search tree', 'bst'],
  ['heap sort', 'heaps'],
  ['kth largest element', 'heaps'],
  ['adjacency list kaise banaye', 'graphs'],
  ['shortest path in weighted graph', 'dijkstra'],
  ['shortest path in unweighted graph', 'bfs'],
  ['memoization vs tabulation', 'dynamic-programming'],
  ['fibonacci series', 'dp-fibonacci'],
  ['knapsak problem', 'knapsack'],
  ['lcs dp', 'lcs'],
  ['longest increasing subsequence n log n', 'lis'],
  ['greedy vs dp', 'greedy'],
  ['hcf of two numbers', 'gcd'],
  ['sieve of eratosthenes', 'sieve'],
  ['is prime check', 'sieve'],
  ['subsets of array', 'subsets'],
  ['n queens', 'n-queens'],
  ['power set kya hai', 'subsets'],
  ['8 queen problem', 'n-queens'],
  ['combination sum leetcode', 'combination-sum'],
  ['saare permutations kaise nikale', 'permutations'],
  ['choose explore unchoose', 'backtracking'],
  ['xor of array', 'bit-manipulation'],
  ['daily practice schedule', 'practice-plan'],
  ['mock interview tips', 'interview-tips'],
  ['resume mein projects kaise likhe', 'resume-projects'],
  ['hackathon team kaise banaye', 'hackathons'],
  ['web dev course kitne ka hai', 'courses'],
  ['mern stack roadmap', 'mern-stack'],
  ['react mein usestate', 'react-hooks'],
  ['useEffect kya hai', 'react-hooks'],
  ['rest api kaise banaye', 'node-express'],
  ['sql vs nosql', 'sql-vs-nosql'],
  ['async await samjhao', 'javascript'],
  ['let vs var', 'javascript'],
  ['palindrom string', 'strings'],
  ['anagram', 'strings'],
  ['prefix sum array', 'prefix-sum'],
  ['which sort is fastest', 'sorting-comparison'],
  ['depth first search', 'dfs'],
  ['fib recursion', 'dp-fibonacci'],
  ['reccursion', 'recursion'],
  ['data structures kaha se start kare', 'dsa-roadmap'],
  ['tum kaun ho', 'queuebee'],
  ['queue kya hai', 'queues'],
  ['circular queue', 'queues'],
  ['valid parentheses', 'stacks'],
  ['doubly linked list', 'linked-lists'],
  ['2d array', 'arrays'],
  ['o(n log n) kya hai', 'complexity'],
  ['dijkstra negative weights', 'bellman-ford'],
  ['bfs kya hai', 'bfs'],
  ['dfs kaise karte hai', 'dfs'],
  ['graph representation', 'graphs'],
  ['hash table', 'hashing'],
  ['placement ki taiyari', 'interview-tips'],
  ['hackathon prize', 'hackathons'],
  ['dsa course price', 'courses'],
  ['full stack developer kaise bane', 'mern-stack'],
  ['middleware kya hai', 'express-middleware'],
  ['props vs state', 'react'],
  ['base case kya hota hai', 'recursion'],
  ['undo feature kaise kaam karta hai stack', 'stacks'],
  ['fifo kya hai', 'queues'],
  ['lifo matlab', 'stacks'],
  ['array me insert karne ki complexity', 'arrays'],
  ['linked list vs array', 'array-vs-linked-list'],
  ['binary search kaise kaam karta hai', 'binary-search'],
  ['bubble sort code in js', 'bubble-sort'],
  ['divide and conquer sorting', 'merge-sort'],
  ['partition function', 'quick-sort'],
  ['space complexity kya hai', 'complexity'],
  ['hashset vs hashmap', 'hashing'],
  ['binary tree height', 'trees'],
  ['bst search complexity', 'bst'],
  ['max heap kya hai', 'heaps'],
  ['directed vs undirected graph', 'graphs'],
  ['level wise traversal graph', 'bfs'],
  ['cycle detection in graph', 'dfs'],
  ['dijkstra ka code', 'dijkstra'],
  ['climbing stairs problem', 'dynamic-programming'],
  ['nth fibonacci number', 'dp-fibonacci'],
  ['knapsack 0 1 dp', 'knapsack'],
  ['common subsequence of two strings', 'lcs'],
  ['increasing subsequence', 'lis'],
  ['activity selection problem', 'greedy'],
  ['lcm kaise nikale', 'gcd'],
  ['primes up to n', 'sieve'],
  ['permutation of string', 'permutations'],
  ['bitwise operators', 'bit-manipulation'],
  ['study plan for dsa', 'practice-plan'],
  ['coding interview mein kya karna chahiye', 'interview-tips'],
  ['project ideas for resume', 'resume-projects'],
  ['first hackathon tips', 'hackathons'],
  ['course join karna hai', 'courses'],
  ['mern kya hai', 'mern-stack'],
  ['react kya hai', 'react'],
  ['nodejs kya hai', 'node-express'],
  ['mongoose schema', 'mongodb'],
  ['promise kya hota hai', 'javascript'],
  ['string reverse', 'strings'],
  ['two pointers samjhao', 'two-pointers'],
  ['sliding window kya hai', 'sliding-window'],
  ['cumulative sum', 'prefix-sum'],
  ['stable sorting kya hai', 'sorting-comparison'],
  ['sequential search', 'linear-search'],
  ['recursion kaise likhte hai', 'recursion'],
  ['stack overflow error kyu aata hai recursion mein', 'recursion'],
  ['log n kya hota hai', 'complexity'],
  ['big oh notation', 'complexity'],
  ['array ka index 0 se kyu start hota hai', 'arrays'],
  ['push pop operations', 'stacks'],
  ['enqueue dequeue', 'queues'],
  ['singly linked list', 'linked-lists'],
  ['linked list me node kaise insert kare', 'linked-lists'],
  ['binary search ka time complexity', 'binary-search'],
  ['bubble sort dry run', 'bubble-sort'],
  ['quick sort vs merge sort', 'quick-vs-merge'],
  ['merge function kaise likhe', 'merge-sort'],
  ['heapify kya hai', 'heaps'],
  ['preorder traversal', 'trees'],
  ['bst se delete', 'bst'],
  ['graph ko represent kaise kare', 'graphs'],
  ['bfs using queue', 'bfs'],
  ['dfs using recursion', 'dfs'],
  ['dijkstra priority queue', 'dijkstra'],
  ['dp problems kaise solve kare', 'dynamic-programming'],
  ['knapsack greedy se kyu nahi hota', 'knapsack'],
  ['lis binary search', 'lis'],
  ['lcs ka table', 'lcs'],
  ['greedy algorithm kya hai', 'greedy'],
  ['euclid algorithm', 'gcd'],
  ['sieve ki complexity', 'sieve'],
  ['power of two check', 'bit-manipulation'],
  ['sudoku solver', 'backtracking'],
  ['hashmap collision', 'hashing'],
  ['sliding window maximum sum', 'sliding-window'],
  ['pair sum in sorted array', 'two-pointers'],
  ['container with most water two pointers', 'two-pointers'],
  ['next greater element', 'monotonic-stack'],
  ['monotonic stack samjhao', 'monotonic-stack'],
  ['merge intervals problem', 'merge-intervals'],
  ['overlapping intervals kaise merge kare', 'merge-intervals'],
  ['maximum of each window of size k', 'sliding-window'],
  ['subarray sum equals k', 'prefix-sum'],
  ['ship packages within d days', 'binary-search-on-answer'],
  ['kadane maximum subarray', 'kadane'],
  ['naive string matching', 'string-matching'],
  ['brute force pattern search in text', 'string-matching'],
  ['rabin karp spurious hit', 'rolling-hash'],
  ['knuth morris pratt prefix function', 'kmp'],
  ['string immutable kyu hai', 'strings'],
  ['hr round tips', 'interview-tips'],
  ['faang interview preparation', 'interview-tips'],
  ['kitne problems daily solve kare', 'practice-plan'],
  ['resume ke liye projects', 'resume-projects'],
  ['hackathon ke liye team', 'hackathons'],
  ['kya course paid hai', 'courses'],
  ['backend frontend kaise connect kare', 'mern-stack'],
  ['jsx kya hai', 'react'],
  ['express middleware', 'express-middleware'],
  ['nosql database', 'mongodb'],
  ['event loop kya hai', 'javascript'],
  ['arrow function', 'javascript'],
  ['segment tree range min query', 'segment-tree'],
  ['fenwick tree lowbit', 'fenwick-tree'],
  ['kahn algorithm samjhao', 'topological-sort'],
  ['negative cycle in graph', 'bellman-ford'],
  ['trie mein prefix se kitne words shuru hote hain', 'trie'],
  ['dsu union by rank', 'union-find'],
  ['a star search', 'a-star'],
  ['a star vs dijkstra', 'a-star'],
  ['all pairs shortest path', 'floyd-warshall'],
];

/** Questions the knowledge base cannot answer: the tutor must say so instead of guessing. */
const UNANSWERABLE = [
  'what is the capital of france',
  'biryani recipe batao',
  'what is the weather today',
  'kal ka match kaun jeeta',
  'stock market mein invest kaise kare',
];

describe('retrieval quality', () => {
  const tutor = createOfflineTutor(knowledgeTopics);

  it('has a big enough question table pointing at real topics', () => {
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(40);
    const ids = new Set(knowledgeTopics.map((t) => t.id));
    for (const [, id] of QUESTIONS) expect(ids, id).toContain(id);
  });

  it('answers at least 90% of student questions with the expected topic', () => {
    const misses: string[] = [];
    for (const [question, expected] of QUESTIONS) {
      const response = tutor.respond(question);
      if (response.topicId !== expected)
        misses.push(`${question} -> ${response.topicId ?? response.kind} (want ${expected})`);
    }
    const hits = QUESTIONS.length - misses.length;
    const rate = hits / QUESTIONS.length;
    console.info(
      `[tutor retrieval] hit rate ${(rate * 100).toFixed(1)}% (${hits}/${QUESTIONS.length})` +
        (misses.length > 0 ? `; misses: ${misses.join('; ')}` : ''),
    );
    expect(rate).toBeGreaterThanOrEqual(0.9);
  });

  it('serves the explanation first for a new question', () => {
    for (const [question] of QUESTIONS.slice(0, 10)) {
      expect(tutor.respond(question).section).toBe('explanation');
    }
  });

  it.each(UNANSWERABLE.map((q) => [q]))('falls back honestly on "%s"', (question) => {
    const response = tutor.respond(question);
    expect(response.kind).toBe('fallback');
    expect(response.topicId).toBeNull();
  });

  it('ranks with field boosts: a title match beats a passing mention in the body', () => {
    const [top, second] = tutor.search('binary search tree', 2);
    expect(top?.id).toBe('bst');
    expect(second?.id).toBe('binary-search');
    expect(tutor.search('bfs', 1)[0]?.id).toBe('bfs');
    expect(tutor.search('dfs', 1)[0]?.id).toBe('dfs');
  });
});

describe('query normalisation', () => {
  it('drops Hinglish and English filler words and folds plurals', () => {
    expect(queryTerms('Bhai, recursion kya hai? Samjhao please')).toEqual(['recursion']);
    expect(queryTerms('how to prepare for interviews')).toEqual(['prepare', 'interview']);
    expect(queryTerms('what are the complexities of heaps')).toEqual(['complexity', 'heap']);
    expect(normalizeTerm('class')).toBe('class');
    expect(normalizeTerm('bfs')).toBe('bfs');
    expect(normalizeTerm('kaise')).toBeNull();
  });

  it('measures small edit distances', () => {
    expect(editDistanceAtMost('recursoin', 'recursion', 2)).toBe(true);
    expect(editDistanceAtMost('qeue', 'queue', 1)).toBe(true);
    expect(editDistanceAtMost('bfs', 'dfs', 0)).toBe(false);
    expect(editDistanceAtMost('heap', 'graph', 1)).toBe(false);
  });
});
