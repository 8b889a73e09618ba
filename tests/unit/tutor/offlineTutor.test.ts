import { describe, expect, it } from 'vitest';
import { createDefaultOfflineTutor, knowledgeTopics } from '@/core/tutor/knowledgeBase';
import { INITIAL_CONVERSATION_STATE, createOfflineTutor } from '@/core/tutor/offlineTutor';
import type { HistoryEntry, OfflineTutor } from '@/core/tutor/offlineTutor';
import { OFF_TOPIC_REFUSALS } from '@/core/tutor/offTopic';
import { QUICK_START_PROMPTS, SIGN_OFF } from '@/core/tutor/persona';
import { parseTopic } from '@/core/tutor/topics';

/** Plays a conversation through reply(message, history), as the chat screen does. */
function converse(
  tutor: OfflineTutor,
  messages: readonly string[],
): { history: HistoryEntry[]; replies: string[] } {
  const history: HistoryEntry[] = [];
  const replies: string[] = [];
  for (const text of messages) {
    const reply = tutor.reply(text, history);
    history.push({ text, isUser: true }, { text: reply, isUser: false });
    replies.push(reply);
  }
  return { history, replies };
}

const bodyOf = (id: string, key: string): string =>
  knowledgeTopics.find((t) => t.id === id)?.sections.find((s) => s.key === key)?.body ?? '';

describe('offline tutor', () => {
  const tutor = createDefaultOfflineTutor({ random: () => 0 });

  it('answers each Quick Start prompt from the right topic', () => {
    const expected = ['dsa-roadmap', 'recursion', 'interview-tips', 'mern-stack'];
    QUICK_START_PROMPTS.forEach((prompt, i) => {
      const response = tutor.respond(prompt);
      expect(response.kind).toBe('topic');
      expect(response.topicId).toBe(expected[i]);
      expect(response.section).toBe('explanation');
    });
  });

  it('ends every reply with Chamka? and never leaves markdown emphasis', () => {
    const messages = [
      'recursion samjhao',
      'hello',
      'thanks',
      '',
      'code dikhao',
      'quantum physics',
      'love',
      'ok',
    ];
    for (const m of messages) {
      const text = tutor.respond(m).text;
      expect(text.trimEnd().endsWith(SIGN_OFF), m).toBe(true);
      expect(text, m).not.toMatch(/\*\*|^#/m);
    }
  });

  it('walks a topic with follow-ups: explanation, example, code, then related topics', () => {
    const { replies } = converse(tutor, ['stack kya hai', 'example do', 'code dikhao', 'aur batao']);
    expect(replies[0]).toContain('plates ka dher');
    expect(replies[1]).toContain('Balanced brackets check');
    expect(replies[1]).not.toContain('plates ka dher');
    expect(replies[2]).toContain('    function isBalanced(str) {'); // code arrives indented
    expect(replies[2]).toContain('      const stack = [];');
    expect(replies[3]).toContain('sab bata diya');
    expect(replies[3]).toContain('Queue (FIFO)');
  });

  it("'aur batao' moves to the next section; 'samjha nahi' tries an example, then re-explains", () => {
    const { replies } = converse(tutor, ['binary search', 'aur batao', 'samjha nahi']);
    expect(replies[1]).toContain('[3, 8, 15, 23, 42, 57, 91]');
    expect(replies[2]).toContain('Koi baat nahi');
    expect(replies[2]).toContain('sirf sorted array pe chalta hai');

    const again = converse(tutor, ['recursion', 'nahi samjha']).replies[1];
    expect(again).toContain('factorial(4) = 4 × factorial(3)');
  });

  it('recovers the topic from history alone, so follow-ups work after a reload', () => {
    const { history } = converse(tutor, ['dp kya hai', 'example do']);
    const reloaded = createDefaultOfflineTutor();
    const sections = knowledgeTopics.find((t) => t.id === 'dynamic-programming')!.sections;
    const example = sections.findIndex((s) => s.key === 'example');
    expect(reloaded.stateFromHistory(history)).toEqual({
      topicId: 'dynamic-programming',
      sectionIndex: example,
      served: [sections.findIndex((s) => s.key === 'explanation'), example],
    });
    const reply = reloaded.reply('code dikhao', history);
    expect(reply).toContain('climbStairs');
    // The assistant's turns (from any provider) do not matter; only the user's do.
    const userOnly = history.filter((h) => h.isUser);
    expect(reloaded.reply('code dikhao', userOnly)).toBe(reply);
  });

  it('tolerates a history that already ends with the current message', () => {
    const history: HistoryEntry[] = [
      { text: 'queue kya hai', isUser: true },
      { text: '...', isUser: false },
    ];
    const withCurrent = [...history, { text: 'example do', isUser: true }];
    expect(tutor.reply('example do', withCurrent)).toBe(tutor.reply('example do', history));
  });

  it('jumps straight to a requested part of a named topic', () => {
    const code = tutor.respond('binary search ka code dikhao');
    expect(code).toMatchObject({ topicId: 'binary-search', section: 'code', kind: 'topic' });
    const example = tutor.respond('recursion ka example do');
    expect(example).toMatchObject({ topicId: 'recursion', section: 'example' });
  });

  it('switches topic when a new one is named mid-conversation', () => {
    const { history } = converse(tutor, ['heap kya hai', 'example do']);
    const response = tutor.respond('ab bfs samjhao', tutor.stateFromHistory(history));
    expect(response).toMatchObject({ topicId: 'bfs', section: 'explanation', kind: 'topic' });
  });

  it('serves the listing in the language asked for, or says honestly it has none in it', () => {
    const { replies } = converse(tutor, ['binary search kya hai', 'python mein', 'java mein', 'code dikhao']);
    expect(replies[1]).toContain('Binary Search ka code (Python)');
    expect(replies[1]).toContain('    def binary_search(arr, target):');
    expect(replies[1]).not.toContain('function binarySearch');
    expect(replies[2]).toContain('Binary Search ka Java code mere notes mein nahi hai');
    expect(replies[2]).toContain('    function binarySearch(arr, target) {');
    expect(replies[3]).toContain('Binary Search ka code (JavaScript)');
    expect(replies[3]).not.toContain('def binary_search');
  });

  it("'aur detail mein' and 'iska complexity?' continue the topic; 'aur batao' then shows what was skipped", () => {
    const { replies } = converse(tutor, [
      'union find samjhao',
      'iska complexity?',
      'aur detail mein',
      'aur batao',
      'aur batao',
    ]);
    expect(replies[1]).toContain('Union-Find (Disjoint Set Union) ki complexity:');
    expect(replies[2]).toContain('Chalo Union-Find (Disjoint Set Union) ko ek example se samajhte hain:');
    expect(replies[3]).toContain('Union-Find (Disjoint Set Union) ka code (JavaScript)');
    expect(replies[4]).toContain('sab bata diya');
    expect(replies[4]).toContain('↪ Minimum Spanning Tree (Kruskal and Prim)');
  });

  it('stays on the current topic for a part of it that another topic merely mentions', () => {
    const { history } = converse(tutor, ['heap kya hai']);
    const response = tutor.respond('insert ki complexity?', tutor.stateFromHistory(history));
    expect(response).toMatchObject({ topicId: 'heaps', section: 'complexity', kind: 'follow-up' });
    // A topic named outright starts that topic.
    expect(tutor.respond('dfs ka code', tutor.stateFromHistory(history))).toMatchObject({
      topicId: 'dfs',
      section: 'code',
    });
  });

  it('links a topic the site shows to its page, once, with the explanation', () => {
    const text = tutor.respond('merge sort samjhao').text;
    expect(text).toContain(
      'Merge Sort chalake dekho: Merge Sort visualiser (/algorithms/sorting?algo=mergeSort)',
    );
    expect(tutor.respond('merge sort ka example do').text).not.toContain('/algorithms/sorting');
  });

  it('links segment trees and Fenwick trees to the Segment Trees page', () => {
    expect(tutor.respond('segment tree samjhao').text).toContain(
      'Segment Trees page (/data-structures/segment-trees)',
    );
    expect(tutor.respond('fenwick tree kya hai').text).toContain(
      'Fenwick tree on the Segment Trees page (/data-structures/segment-trees)',
    );
  });

  it('asks which topic when a follow-up comes first', () => {
    const response = tutor.respond('code dikhao');
    expect(response.kind).toBe('clarify');
    expect(response.text).toContain('Kis topic ka');
  });

  it('handles a topic without code honestly', () => {
    const state = tutor.respond('hackathon tips do').state;
    const response = tutor.respond('code dikhao', state);
    expect(response.topicId).toBe('hackathons');
    expect(response.text).toContain('code wala part nahi hai');
  });

  it('falls back honestly, with the nearest topics as suggestions and the AI settings', () => {
    const response = tutor.respond('what is a decision tree in ml');
    expect(response.kind).toBe('fallback');
    expect(response.topicId).toBeNull();
    expect(response.text).toContain('offline notes se bahar');
    const suggestions = response.text.split('\n').filter((line) => line.startsWith('↪ '));
    expect(suggestions.length).toBeGreaterThanOrEqual(1);
    expect(suggestions.length).toBeLessThanOrEqual(3);
    expect(suggestions[0]).toBe('↪ Binary Trees and Traversals');
    expect(response.text).toContain('AI settings');
    expect(response.text.trimEnd().endsWith('Chamka?')).toBe(true);
  });

  it('falls back with the starting points when nothing in the notes is near', () => {
    const response = tutor.respond('what is the capital of france');
    expect(response.kind).toBe('fallback');
    const suggestions = response.text.split('\n').filter((line) => line.startsWith('↪ '));
    expect(suggestions).toEqual(['↪ Start DSA', '↪ Interview Tips', '↪ MERN Stack Guide']);
  });

  it('answers every suggestion it can make: each topic title names its own topic', () => {
    for (const topic of knowledgeTopics) {
      expect(tutor.respond(topic.title).topicId, topic.title).toBe(topic.id);
    }
  });

  it('never answers a question it has no notes for with a different topic', () => {
    for (const question of [
      'splay tree kya hai',
      'who is the prime minister of india',
      'flutter vs react native',
    ]) {
      const response = tutor.respond(question);
      expect(response.kind, question).toBe('fallback');
    }
    // With the notes for it, the specific topic answers, not the general one.
    expect(tutor.respond('what is a segment tree').topicId).toBe('segment-tree');
    expect(tutor.respond('big O of heap insert').topicId).toBe('heaps');
  });

  it('greets, thanks, and introduces itself', () => {
    const greeting = tutor.respond('Hello!');
    expect(greeting.kind).toBe('greeting');
    for (const p of QUICK_START_PROMPTS) expect(greeting.text).toContain(`- ${p}`);
    expect(tutor.respond('thank you bhai').kind).toBe('thanks');
    expect(tutor.respond('tum kaun ho').topicId).toBe('queuebee');
    expect(tutor.respond('   ').kind).toBe('empty');
  });

  it('runs the off-topic filter first, with the injected random source, keeping the conversation state', () => {
    let next = 0;
    const picking = createDefaultOfflineTutor({ random: () => next });
    const state = tutor.respond('merge sort').state;
    for (let i = 0; i < 8; i++) {
      next = (i + 0.1) / 8;
      const response = picking.respond('koi achhi movie batao', state);
      expect(response.kind).toBe('off-topic');
      expect(response.text).toBe(OFF_TOPIC_REFUSALS[i]);
      expect(response.state).toEqual(state);
    }
    // The filter runs before retrieval; a coding question that mentions a listed word gets through.
    expect(tutor.respond('koi song sunao', state).kind).toBe('off-topic');
    expect(tutor.respond('stone game dp kaise kare').kind).not.toBe('off-topic');
    // And the conversation continues where it was.
    const { replies } = converse(tutor, ['merge sort', 'boring hai yeh', 'example do']);
    expect(replies[2]).toContain('[38, 27, 43, 3]');
  });

  it('works on plain-string topics, without the Vite glob', () => {
    const topic = parseTopic(
      [
        '---',
        'id: trie',
        'title: Trie',
        'keywords: trie, prefix tree',
        'aliases: trie kya hai',
        '---',
        '## Explanation',
        'Trie ek prefix tree hai.',
        '## Example',
        'cat, car: dono c-a share karte hain.',
        '## Code',
        '```js',
        'const root = {};',
        '```',
      ].join('\n'),
    );
    const small = createOfflineTutor([topic]);
    expect(small.respond('trie kya hai')).toMatchObject({ topicId: 'trie', section: 'explanation' });
    const { replies } = converse(small, ['prefix tree', 'aur batao', 'code dikhao']);
    expect(replies[1]).toContain('cat, car');
    expect(replies[2]).toContain('    const root = {};');
    expect(small.respond('knapsack').kind).toBe('fallback');
    expect(small.stateFromHistory([])).toEqual(INITIAL_CONVERSATION_STATE);
  });

  it('answers from the knowledge text itself', () => {
    const text = tutor.respond('what is big o').text;
    expect(text).toContain(bodyOf('complexity', 'explanation').split('\n')[0]!);
  });
});
