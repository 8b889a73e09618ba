import { cleanReply } from './cleanReply';
import { offTopicGuard } from './offTopic';
import type { RandomSource } from './offTopic';
import { QUICK_START_PROMPTS, SIGN_OFF } from './persona';
import { createTopicIndex, queryTerms } from './search';
import type { TopicHit, TopicIndex } from './search';
import { TOPIC_CATEGORIES } from './topics';
import type { KnowledgeTopic, TopicCategory, TopicSection } from './topics';

/**
 * The built-in offline tutor: synchronous, no network. It answers from the knowledge base in QueueBee's
 * voice, one section at a time (explanation, then example, then code, ...), so a follow-up like 'aur batao',
 * 'example do' or 'code dikhao' continues the topic. The conversation state is tiny and is derived from
 * the user messages of the history, so follow-ups keep working after a reload.
 */

export interface ConversationState {
  /** The topic being discussed, or null. */
  readonly topicId: string | null;
  /** Index (in the topic's sections) of the section served last; -1 when none yet. */
  readonly sectionIndex: number;
}

export const INITIAL_CONVERSATION_STATE: ConversationState = { topicId: null, sectionIndex: -1 };

/** What the tutor needs of a chat message (the chat's ChatMessage fits). */
export interface HistoryEntry {
  readonly text: string;
  readonly isUser: boolean;
}

export type TutorReplyKind =
  | 'empty'
  | 'off-topic'
  | 'greeting'
  | 'thanks'
  | 'topic'
  | 'follow-up'
  | 'topic-complete'
  | 'clarify'
  | 'fallback';

export interface TutorResponse {
  readonly text: string;
  readonly kind: TutorReplyKind;
  /** The topic answered from, if any. */
  readonly topicId: string | null;
  /** The section key served, if any. */
  readonly section: string | null;
  /** The state after this reply. */
  readonly state: ConversationState;
}

export interface OfflineTutor {
  readonly topics: readonly KnowledgeTopic[];
  /** The reply text for `message`, given the messages before it (oldest first). */
  reply(message: string, history?: readonly HistoryEntry[]): string;
  /** The full response for `message` in an explicit state. */
  respond(message: string, state?: ConversationState): TutorResponse;
  /** Replays the user messages of `history` to recover the conversation state. */
  stateFromHistory(history: readonly HistoryEntry[]): ConversationState;
  /** Ranked topic search (for diagnostics and tests). */
  search(query: string, limit?: number): TopicHit[];
}

export interface OfflineTutorOptions {
  /** Picks the off-topic refusal; defaults to Math.random. */
  readonly random?: RandomSource;
}

type SectionRequest = 'explanation' | 'example' | 'code' | 'complexity' | 'next' | 'again';

const CATEGORY_LABELS: Record<TopicCategory, string> = {
  dsa: 'DSA',
  web: 'Web development (MERN)',
  career: 'Interview, career aur hackathons',
  about: 'QueueBee',
};

const LANGUAGE_NAMES: Record<string, string> = {
  js: 'JavaScript',
  javascript: 'JavaScript',
  jsx: 'React JSX',
  ts: 'TypeScript',
  py: 'Python',
  python: 'Python',
  java: 'Java',
  cpp: 'C++',
};

/** Phrases that ask for a part of the current topic, removed from the text before the topic search. */
const REQUEST_PATTERNS: readonly [SectionRequest, RegExp][] = [
  [
    'again',
    /\b(samjh?a+ nahi+|samajh nahi+|samajh nhi|samjh nhi|samjha nhi|nahi+ samjh?a+|nahi samajh|nahi samjhi|nhi samjha|phir se|fir se|dobara|once more|again|repeat|not clear|didn ?t get( it)?|didnt understand|confus\w*)\b/g,
  ],
  [
    'code',
    /\b(code|codes|program|programme|implementation|implement|snippet|syntax|likh\s?ke|likho|likh do)\b/g,
  ],
  ['example', /\b(example|examples|eg|e ?g|udaharan|misaal|dry ?run|illustrate|illustration)\b/g],
  ['complexity', /\b(complexity|complexities)\b/g],
  [
    'next',
    /\b(aur batao|aur bata|aur bolo|aur kuch|aage batao|aage|next|more|continue|phir kya|fir kya|uske baad|then what|go on|keep going|tell me more)\b/g,
  ],
];

const POINTER_WORDS =
  /\b(iska|iski|iske|isme|ismein|isko|uska|uski|uske|usme|its|it|this|that|yeh|ye|woh|wo|same)\b/;

const ACK =
  /^(ok+|okay+|okk+|hm+|haa*n|ha+|yes+|yep|yup|ji|ji haan|chamka+|chamak gaya|chamak gya|samajh gaya|samajh gayi|samjh gaya|samajh aa gaya|got it|understood|clear|done|nice|great|cool|acc?h+a+|theek hai|thik hai|sahi hai|sahi|badhiya|perfect|awesome)\b/;

const GREETING =
  /^(hi+|hello+|hey+|helo|hlo|namaste|namaskar|hola|yo|sup|good (morning|afternoon|evening)|kaise ho|kya haal|ram ram|salaam|assalam\w*)\b/;

const THANKS = /\b(thanks?|thank you|thanku|thankyou|thx|ty|shukriya|dhanyavaad|dhanyawad|dhanyavad)\b/;

const IDENTITY =
  /\b(who are you|who r u|tum kaun ho|aap kaun ho|kaun ho tum|kaun ho aap|your name|tumhara naam|aapka naam|introduce yourself|what can you do|kya kar sakte ho|kya kya puch sakta|about you|queuebee)\b/;

function normalizeText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+#]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function detectRequests(normalized: string): { requests: SectionRequest[]; residual: string } {
  const requests: SectionRequest[] = [];
  let residual = normalized;
  for (const [kind, pattern] of REQUEST_PATTERNS) {
    const stripped = residual.replace(pattern, ' ');
    if (stripped !== residual) {
      requests.push(kind);
      residual = stripped;
    }
  }
  return { requests, residual: residual.replace(/\s+/g, ' ').trim() };
}

/** Turns a section body into chat text: fenced code becomes lines indented by four spaces. */
export function renderSectionBody(body: string): string {
  const out: string[] = [];
  let inFence = false;
  for (const line of body.split('\n')) {
    if (/^\s*```/.test(line)) {
      inFence = !inFence;
      continue;
    }
    out.push(inFence && line.trim() !== '' ? `    ${line}` : line);
  }
  return out.join('\n');
}

function codeLanguage(section: TopicSection): string {
  const info = /^```(\S+)/m.exec(section.body)?.[1]?.toLowerCase() ?? '';
  return LANGUAGE_NAMES[info] ?? 'JavaScript';
}

function nudgeFor(section: TopicSection | undefined): string {
  if (!section) return '';
  if (section.key === 'example') return "Example chahiye? 'example do' likho.";
  if (section.key === 'code') return "Code dekhna hai? 'code dikhao' likho.";
  if (section.key === 'complexity') return "Complexity jaanni hai? 'iski complexity batao' likho.";
  return `Aur jaanna hai (${section.heading})? 'aur batao' likho.`;
}

export function createOfflineTutor(
  topics: readonly KnowledgeTopic[],
  options: OfflineTutorOptions = {},
): OfflineTutor {
  const random = options.random ?? Math.random;
  const index: TopicIndex = createTopicIndex(topics);
  const byId = new Map(topics.map((t) => [t.id, t] as const));

  const titlesOf = (ids: readonly string[]): string[] =>
    ids.map((id) => byId.get(id)?.title).filter((t): t is string => t !== undefined);

  const finish = (
    lines: readonly string[],
    kind: TutorReplyKind,
    state: ConversationState,
    section: string | null = null,
  ): TutorResponse => ({
    text: cleanReply([...lines, SIGN_OFF].join('\n')),
    kind,
    topicId: state.topicId,
    section,
    state,
  });

  const topicList = (): string[] => {
    const lines: string[] = [];
    for (const category of TOPIC_CATEGORIES) {
      if (category === 'about') continue;
      const titles = topics.filter((t) => t.category === category).map((t) => t.title);
      if (titles.length > 0) lines.push(`- ${CATEGORY_LABELS[category]}: ${titles.join(', ')}`);
    }
    return lines;
  };

  const serve = (
    topic: KnowledgeTopic,
    sectionIndex: number,
    kind: TutorReplyKind,
    lead?: string,
  ): TutorResponse => {
    const section = topic.sections[sectionIndex];
    const state: ConversationState = { topicId: topic.id, sectionIndex };
    if (!section) return finish([`${topic.title} ke notes khaali hain, bhai.`], kind, state);
    let intro: string;
    switch (section.key) {
      case 'explanation':
        intro = `${topic.title}: chalo simple bhasha mein samajhte hain.`;
        break;
      case 'example':
        intro = `Chalo ${topic.title} ko ek example se samajhte hain:`;
        break;
      case 'code':
        intro = `Yeh raha ${topic.title} ka code (${codeLanguage(section)}). Dhyan se padhna, har line ka kaam hai:`;
        break;
      case 'complexity':
        intro = `${topic.title} ki complexity:`;
        break;
      default:
        intro = `${topic.title}: ${section.heading}`;
    }
    const next = topic.sections[sectionIndex + 1];
    const related = titlesOf(topic.related);
    const tail = next
      ? nudgeFor(next)
      : related.length > 0
        ? `Is topic ke baad yeh padho: ${related.join(', ')}.`
        : '';
    const lines = [lead ? `${lead} ${intro}` : intro, '', renderSectionBody(section.body), ''];
    if (tail !== '') lines.push(tail);
    return finish(lines, kind, state, section.key);
  };

  const sectionIndexOf = (topic: KnowledgeTopic, key: string): number =>
    topic.sections.findIndex((s) => s.key === key);

  /** Serves what `requests` ask for from `topic`, given the section served last (-1 for none). */
  const serveRequest = (
    topic: KnowledgeTopic,
    requests: readonly SectionRequest[],
    last: number,
    kind: TutorReplyKind,
    lead?: string,
  ): TutorResponse => {
    const specific = requests.find((r) => r === 'code' || r === 'example' || r === 'complexity');
    if (specific) {
      const idx = sectionIndexOf(topic, specific);
      if (idx >= 0) return serve(topic, idx, kind);
      if (specific === 'complexity') {
        const explanation = sectionIndexOf(topic, 'explanation');
        return serve(topic, explanation, kind, 'Complexity ki baat explanation mein hi hai.');
      }
      const fallbackIdx = last + 1 < topic.sections.length ? last + 1 : 0;
      const what = specific === 'code' ? 'code wala part' : 'alag example';
      return serve(topic, fallbackIdx, kind, `${topic.title} mein ${what} nahi hai, bhai.`);
    }
    if (requests.includes('again')) {
      const explanation = sectionIndexOf(topic, 'explanation');
      const example = sectionIndexOf(topic, 'example');
      if (last === explanation && example >= 0) {
        return serve(topic, example, kind, 'Koi baat nahi! Example se pakka samajh aayega.');
      }
      return serve(topic, explanation, kind, 'Koi baat nahi, ek baar aur aaram se.');
    }
    if (requests.includes('next')) {
      if (last + 1 < topic.sections.length) return serve(topic, last + 1, kind, lead);
      const related = titlesOf(topic.related);
      return finish(
        [
          `Bhai, ${topic.title} ka jo mere notes mein tha, sab bata diya!`,
          related.length > 0 ? `Aage padhne ke liye: ${related.join(', ')}. Inme se kisi ka naam likho.` : '',
          "Ya 'phir se' likho toh explanation dobara dunga.",
        ],
        'topic-complete',
        { topicId: topic.id, sectionIndex: last },
      );
    }
    return serve(topic, Math.max(0, sectionIndexOf(topic, 'explanation')), kind);
  };

  const respondWith = (message: string, state: ConversationState, pick: RandomSource): TutorResponse => {
    const raw = message.trim();
    if (raw === '') {
      return finish(
        ["Kuch likha hi nahi bhai! Koi topic likho, jaise 'binary search' ya 'dp kya hai'."],
        'empty',
        state,
      );
    }
    const refusal = offTopicGuard(raw, pick);
    if (refusal !== null) {
      return { text: refusal, kind: 'off-topic', topicId: state.topicId, section: null, state };
    }

    const normalized = normalizeText(raw);
    const current = state.topicId !== null ? byId.get(state.topicId) : undefined;
    const { requests, residual } = detectRequests(normalized);
    const residualTerms = queryTerms(residual);
    const pointsBack = POINTER_WORDS.test(residual);

    // A topic named in the message wins (unless the message only points back at the current one).
    const named = residualTerms.length > 0 ? index.best(residual) : null;
    if (named && !(pointsBack && current && named.id !== current.id && residualTerms.length <= 1)) {
      const topic = byId.get(named.id);
      if (topic) {
        if (current && topic.id === current.id && requests.length > 0) {
          return serveRequest(topic, requests, state.sectionIndex, 'follow-up');
        }
        return serveRequest(topic, requests, -1, 'topic');
      }
    }

    // Who are you / what can you do.
    const about = byId.get('queuebee');
    if (about && IDENTITY.test(normalized)) return serveRequest(about, requests, -1, 'topic');

    const onlyFiller = residualTerms.length === 0;
    if (current && (requests.length > 0 || (onlyFiller && pointsBack))) {
      return serveRequest(
        current,
        requests.length > 0 ? requests : ['next'],
        state.sectionIndex,
        'follow-up',
      );
    }
    if (THANKS.test(normalized)) {
      return finish(
        ['Koi baat nahi bhai, yahi toh senior ka kaam hai! Aur kuch puchhna ho toh bindaas puchho.'],
        'thanks',
        state,
      );
    }
    if (ACK.test(normalized)) {
      if (current && state.sectionIndex + 1 >= current.sections.length) {
        const related = titlesOf(current.related);
        return finish(
          [
            `Badhiya bhai! ${current.title} complete ho gaya.`,
            related.length > 0
              ? `Ab aage: ${related.join(', ')}. Inme se kisi ka naam likho.`
              : 'Ab koi naya topic likho.',
          ],
          'topic-complete',
          state,
        );
      }
      if (current) return serveRequest(current, ['next'], state.sectionIndex, 'follow-up', 'Badhiya!');
      return finish(
        ['Badhiya! Toh batao, aaj kya seekhna hai? DSA, MERN, interview ya hackathon?'],
        'clarify',
        state,
      );
    }
    if (GREETING.test(normalized)) {
      return finish(
        [
          'Namaste bhai! Main QueueBee, tumhara coding senior. Aaj kya seekhna hai?',
          ...QUICK_START_PROMPTS.map((p) => `- ${p}`),
          "Ya koi bhi topic likho, jaise 'stack kya hai' ya 'bfs vs dfs'.",
        ],
        'greeting',
        state,
      );
    }

    // Nothing matched the residual: 'complexity' on its own is a topic too.
    if (requests.length > 0) {
      const whole = requests.includes('complexity') ? index.best(normalized) : null;
      const topic = whole ? byId.get(whole.id) : undefined;
      if (topic) return serveRequest(topic, [], -1, 'topic');
      if (onlyFiller) {
        return finish(
          [
            "Kis topic ka chahiye, bhai? Topic ka naam saath mein likho, jaise 'binary search ka code dikhao' ya 'recursion ka example do'.",
          ],
          'clarify',
          state,
        );
      }
    }

    return finish(
      [
        'Bhai, sach bataun toh yeh sawaal mere offline notes se bahar hai, aur main guess karke galat nahi bataunga.',
        'Main in topics mein pakki help kar sakta hoon:',
        ...topicList(),
        "Topic ka naam likho (jaise 'heap kya hai' ya 'knapsack samjhao'). Open-ended sawaalon ke liye AI settings mein apna Gemini ya OpenAI-compatible endpoint jod sakte ho.",
      ],
      'fallback',
      state,
    );
  };

  const respond = (message: string, state: ConversationState = INITIAL_CONVERSATION_STATE): TutorResponse =>
    respondWith(message, state, random);

  // Replaying never changes the state on an off-topic message, so it needs no randomness.
  const replayRandom: RandomSource = () => 0;

  const stateFromHistory = (history: readonly HistoryEntry[]): ConversationState => {
    let state = INITIAL_CONVERSATION_STATE;
    for (const entry of history) {
      if (!entry.isUser) continue;
      state = respondWith(entry.text, state, replayRandom).state;
    }
    return state;
  };

  return {
    topics,
    respond,
    stateFromHistory,
    reply(message, history = []) {
      // Tolerate a history that already ends with this very message.
      const last = history[history.length - 1];
      const prior = last && last.isUser && last.text === message ? history.slice(0, -1) : history;
      return respond(message, stateFromHistory(prior)).text;
    },
    search: (query, limit) => index.search(query, limit),
  };
}
