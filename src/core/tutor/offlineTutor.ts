import { cleanReply } from './cleanReply';
import { offTopicGuard } from './offTopic';
import type { RandomSource } from './offTopic';
import { QUICK_START_PROMPTS, SIGN_OFF } from './persona';
import { createTopicIndex, queryTerms } from './search';
import type { TopicHit, TopicIndex } from './search';
import { suggestionLine } from './suggestions';
import type { KnowledgeTopic, TopicSection } from './topics';

/**
 * The built-in offline tutor (docs/product-rules.md#built-in-tutor): synchronous, no network. It answers from
 * the knowledge base in QueueBee's voice, one section at a time (explanation, then example, then code, ...),
 * so a follow-up like 'aur batao', 'aur detail mein', 'example do', 'code dikhao', 'python mein' or 'iska
 * complexity?' continues the topic, and a question that names another topic starts that one. The
 * conversation state is tiny and is derived from the user messages of the history, so follow-ups keep
 * working after a reload. A question no topic answers well enough gets an honest fallback with the nearest
 * topics as suggestions.
 */

export interface ConversationState {
  /** The topic being discussed, or null. */
  readonly topicId: string | null;
  /** Index (in the topic's sections) of the section served last; -1 when none yet. */
  readonly sectionIndex: number;
  /** Indexes of the topic's sections served so far, ascending: 'aur batao' goes on with the first one not yet served. */
  readonly served: readonly number[];
}

export const INITIAL_CONVERSATION_STATE: ConversationState = {
  topicId: null,
  sectionIndex: -1,
  served: [],
};

/** The first section of `topic` not served yet (in file order), or -1 when all are. */
function firstUnserved(sectionCount: number, served: readonly number[]): number {
  for (let i = 0; i < sectionCount; i++) if (!served.includes(i)) return i;
  return -1;
}

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

/** A language a code listing can be asked in ('python mein', 'java code'). */
type CodeLanguage = 'js' | 'python' | 'java' | 'cpp' | 'ts';

const LANGUAGE_NAMES: Record<string, string> = {
  js: 'JavaScript',
  javascript: 'JavaScript',
  jsx: 'React JSX',
  ts: 'TypeScript',
  typescript: 'TypeScript',
  py: 'Python',
  python: 'Python',
  java: 'Java',
  cpp: 'C++',
  'c++': 'C++',
};

/** What a fence's info string or a student's word means as a language. */
const LANGUAGE_OF: Record<string, CodeLanguage> = {
  js: 'js',
  javascript: 'js',
  jsx: 'js',
  ts: 'ts',
  typescript: 'ts',
  py: 'python',
  python: 'python',
  java: 'java',
  cpp: 'cpp',
  'c++': 'cpp',
};

/** Pages suggested when no topic is near a question (each one is a Quick Start prompt). */
const STARTER_SUGGESTIONS = ['Start DSA', 'Interview Tips', 'MERN Stack Guide'] as const;

/** Phrases that ask for a part of the current topic, removed from the text before the topic search. */
const REQUEST_PATTERNS: readonly [SectionRequest, RegExp][] = [
  [
    'again',
    /\b(samjh?a+ nahi+|samajh nahi+|samajh nhi|samjh nhi|samjha nhi|nahi+ samjh?a+|nahi samajh|nahi samjhi|nhi samjha|phir se|fir se|dobara|once more|again|repeat|not clear|didn ?t get( it)?|didnt understand|confus\w*)\b/g,
  ],
  [
    'code',
    /(?<!\b(?:status|error|exit|hash|huffman|morse|gray|qr|source|otp|coupon|promo) )\b(code|codes|program|programme|implementation|implement|snippet|syntax|likh\s?ke|likho|likh do)\b/g,
  ],
  ['example', /\b(example|examples|eg|e ?g|udaharan|misaal|dry ?run|illustrate|illustration)\b/g],
  ['complexity', /\b(complexity|complexities)\b/g],
  [
    'next',
    /\b(aur batao|aur bata|aur bolo|aur kuch|aage batao|aage|next(?! function)|more|continue|phir kya|fir kya|uske baad|then what|go on|keep going|tell me more|(?:aur |more |in |thoda )?detail(?:s|ed)?(?: mein| me| mai| main)?|in depth|deep ?dive|elaborate|vistar se)\b/g,
  ],
];

/** A language asked for: 'python mein', 'java code', 'c++ version', or the language alone. */
const LANGUAGE_REQUEST =
  /(?<![\p{L}\p{N}])(python|py|java|c\+\+|cpp|javascript|js|typescript|ts)(?![\p{L}\p{N}+])(?:\s+(?:mein|me|mai|main|mei|in|version|wala|waala|mai bhi|mein bhi))?/u;

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
  return (
    text
      .toLowerCase()
      // Express's next() is a thing to ask about, not a request for the next section.
      .replace(/\bnext\s*\(\s*\)/g, ' next function ')
      .replace(/[^\p{L}\p{N}+#]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

interface Requests {
  readonly requests: SectionRequest[];
  /** The language asked for, if any ('python mein'). */
  readonly language: CodeLanguage | null;
  /** The message without the request phrases: what names a topic, if anything. */
  readonly residual: string;
}

function detectRequests(normalized: string): Requests {
  const requests: SectionRequest[] = [];
  let residual = normalized;
  for (const [kind, pattern] of REQUEST_PATTERNS) {
    const stripped = residual.replace(pattern, ' ');
    if (stripped !== residual) {
      requests.push(kind);
      residual = stripped;
    }
  }
  // A language is a request for code when it comes with one ('java code'), with 'mein' ('python mein'),
  // or alone ('python?'); 'js kya hai' is a question about JavaScript.
  let language: CodeLanguage | null = null;
  const lang = LANGUAGE_REQUEST.exec(residual);
  if (lang) {
    const rest = residual.replace(lang[0], ' ').trim();
    const withWord = lang[0].trim() !== lang[1];
    if (requests.includes('code') || withWord || rest === '') {
      language = LANGUAGE_OF[lang[1] ?? ''] ?? null;
      residual = rest;
      if (!requests.includes('code')) requests.push('code');
    }
  }
  return { requests, language, residual: residual.replace(/\s+/g, ' ').trim() };
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

/**
 * The code section for `language`: a section may hold one listing per language (```js, ```python); the one
 * asked for is kept, or the first when there is none in that language. Prose lines stay.
 */
function codeIn(body: string, language: CodeLanguage | null): { body: string; info: string; found: boolean } {
  // Split the section into prose lines and fenced listings (the opening fence's info string names it).
  const out: string[] = [];
  const listings: { info: string; lines: string[] }[] = [];
  let open: { info: string; lines: string[] } | null = null;
  for (const line of body.split('\n')) {
    const fence = /^\s*```(\S*)/.exec(line);
    if (fence && open === null) {
      open = { info: (fence[1] ?? '').toLowerCase(), lines: [line] };
      out.push(`\u0000${listings.length}`);
      listings.push(open);
    } else if (fence && open !== null) {
      open.lines.push(line);
      open = null;
    } else if (open !== null) {
      open.lines.push(line);
    } else {
      out.push(line);
    }
  }
  const wanted = language === null ? -1 : listings.findIndex((l) => LANGUAGE_OF[l.info] === language);
  const keep = wanted >= 0 ? wanted : 0;
  const text = out
    .flatMap((line) => {
      if (!line.startsWith('\u0000')) return [line];
      return Number(line.slice(1)) === keep ? (listings[keep]?.lines ?? []) : [];
    })
    .join('\n')
    .trim();
  return { body: text, info: listings[keep]?.info ?? '', found: language === null || wanted >= 0 };
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

  /** What to read next, as suggestion buttons (each title names its own topic). */
  const readNext = (topic: KnowledgeTopic, lead: string): string[] => {
    const related = titlesOf(topic.related);
    return related.length > 0 ? [lead, ...related.map(suggestionLine)] : [];
  };

  const serve = (
    topic: KnowledgeTopic,
    sectionIndex: number,
    kind: TutorReplyKind,
    lead?: string,
    language: CodeLanguage | null = null,
    servedBefore: readonly number[] = [],
  ): TutorResponse => {
    const section = topic.sections[sectionIndex];
    const served = [...new Set([...servedBefore, sectionIndex])].sort((a, b) => a - b);
    const state: ConversationState = { topicId: topic.id, sectionIndex, served };
    if (!section) return finish([`${topic.title} ke notes khaali hain, bhai.`], kind, state);
    let intro: string;
    let body = section.body;
    const extra: string[] = [];
    switch (section.key) {
      case 'explanation':
        intro = `${topic.title}: chalo simple bhasha mein samajhte hain.`;
        for (const page of topic.pages)
          extra.push(`${topic.title} chalake dekho: ${page.title} (${page.path})`);
        break;
      case 'example':
        intro = `Chalo ${topic.title} ko ek example se samajhte hain:`;
        break;
      case 'code': {
        const code = codeIn(section.body, language);
        body = code.body;
        const name = LANGUAGE_NAMES[code.info] ?? 'JavaScript';
        intro = code.found
          ? `Yeh raha ${topic.title} ka code (${name}). Dhyan se padhna, har line ka kaam hai:`
          : `${topic.title} ka ${LANGUAGE_NAMES[language ?? ''] ?? language} code mere notes mein nahi hai, bhai; ${name} wala yeh raha, logic bilkul same hai, bas syntax badlega:`;
        break;
      }
      case 'complexity':
        intro = `${topic.title} ki complexity:`;
        break;
      default:
        intro = `${topic.title}: ${section.heading}`;
    }
    const next = topic.sections[firstUnserved(topic.sections.length, served)];
    const lines = [lead ? `${lead} ${intro}` : intro, '', renderSectionBody(body), ''];
    if (extra.length > 0) lines.push(...extra, '');
    if (next) lines.push(nudgeFor(next));
    else lines.push(...readNext(topic, 'Is topic ke baad yeh padho:'));
    return finish(lines, kind, state, section.key);
  };

  const sectionIndexOf = (topic: KnowledgeTopic, key: string): number =>
    topic.sections.findIndex((s) => s.key === key);

  /**
   * Serves what `requests` ask for from `topic`. `prior` is the conversation so far when it is about this
   * topic (a follow-up), or null for a fresh start.
   */
  const serveRequest = (
    topic: KnowledgeTopic,
    asked: Pick<Requests, 'requests' | 'language'>,
    prior: ConversationState | null,
    kind: TutorReplyKind,
    lead?: string,
  ): TutorResponse => {
    const { requests, language } = asked;
    const last = prior?.sectionIndex ?? -1;
    const servedBefore = prior?.served ?? [];
    const show = (idx: number, showLead?: string, lang: CodeLanguage | null = null) =>
      serve(topic, idx, kind, showLead, lang, servedBefore);
    const specific = requests.find((r) => r === 'code' || r === 'example' || r === 'complexity');
    if (specific) {
      const idx = sectionIndexOf(topic, specific);
      if (idx >= 0) return show(idx, undefined, language);
      if (specific === 'complexity') {
        return show(sectionIndexOf(topic, 'explanation'), 'Complexity ki baat explanation mein hi hai.');
      }
      const unserved = firstUnserved(topic.sections.length, servedBefore);
      const what = specific === 'code' ? 'code wala part' : 'alag example';
      return show(unserved >= 0 ? unserved : 0, `${topic.title} mein ${what} nahi hai, bhai.`);
    }
    if (requests.includes('again')) {
      const explanation = sectionIndexOf(topic, 'explanation');
      const example = sectionIndexOf(topic, 'example');
      if (last === explanation && example >= 0) {
        return show(example, 'Koi baat nahi! Example se pakka samajh aayega.');
      }
      return show(explanation, 'Koi baat nahi, ek baar aur aaram se.');
    }
    if (requests.includes('next')) {
      const unserved = firstUnserved(topic.sections.length, servedBefore);
      if (unserved >= 0) return show(unserved, lead);
      return finish(
        [
          `Bhai, ${topic.title} ka jo mere notes mein tha, sab bata diya!`,
          ...readNext(topic, 'Aage padhne ke liye inme se koi chuno:'),
          "Ya 'phir se' likho toh explanation dobara dunga.",
        ],
        'topic-complete',
        prior ?? { topicId: topic.id, sectionIndex: last, served: servedBefore },
      );
    }
    return show(Math.max(0, sectionIndexOf(topic, 'explanation')));
  };

  /** The honest answer to a question outside the notes: the nearest topics, and the AI settings. */
  const fallback = (residual: string, state: ConversationState): TutorResponse => {
    const nearest = index.nearest(residual, 3).map((hit) => hit.title);
    const lines = [
      'Bhai, sach bataun toh yeh sawaal mere offline notes se bahar hai, aur main guess karke galat nahi bataunga.',
    ];
    if (nearest.length > 0) {
      lines.push('Mere notes mein sabse paas ke topics yeh hain, inme se koi kaam ka ho toh chuno:');
      lines.push(...nearest.map(suggestionLine));
    } else {
      lines.push(
        'Mere notes DSA, MERN, interview preparation aur hackathons ke hain. Yahan se shuru kar sakte ho:',
      );
      lines.push(...STARTER_SUGGESTIONS.map(suggestionLine));
    }
    lines.push(
      'Is sawaal ke liye AI settings mein doosra provider chuno: apni key ke saath Google Gemini, ya apne computer pe chalta OpenAI-compatible endpoint.',
    );
    return finish(lines, 'fallback', state);
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
    const asked = detectRequests(normalized);
    const { requests, residual } = asked;
    const residualTerms = queryTerms(residual);
    const pointsBack = POINTER_WORDS.test(residual);

    // A topic named in the message wins, unless the message only points back at the current one, or asks
    // about something of the current topic that another topic merely covers too (after heaps, 'insert ki
    // complexity' is still about heaps; 'bfs ka code' names BFS outright).
    const named =
      residualTerms.length > 0 ? index.best(residual, { currentTopicId: current?.id ?? null }) : null;
    const staysOnCurrent =
      named !== null &&
      current !== undefined &&
      named.id !== current.id &&
      ((pointsBack && residualTerms.length <= 1) ||
        (!named.byName && (requests.length > 0 || pointsBack) && index.covers(current.id, residual)));
    if (named && !staysOnCurrent) {
      const topic = byId.get(named.id);
      if (topic) {
        if (current && topic.id === current.id && requests.length > 0) {
          return serveRequest(topic, asked, state, 'follow-up');
        }
        return serveRequest(topic, asked, null, 'topic');
      }
    }

    // Who are you / what can you do.
    const about = byId.get('queuebee');
    if (about && IDENTITY.test(normalized)) return serveRequest(about, asked, null, 'topic');

    const onlyFiller = residualTerms.length === 0;
    if (current && (requests.length > 0 || (onlyFiller && pointsBack))) {
      return serveRequest(
        current,
        requests.length > 0 ? asked : { requests: ['next'], language: null },
        state,
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
      if (current && firstUnserved(current.sections.length, state.served) < 0) {
        return finish(
          [
            `Badhiya bhai! ${current.title} complete ho gaya.`,
            ...(current.related.length > 0
              ? readNext(current, 'Ab aage inme se koi chuno:')
              : ['Ab koi naya topic likho.']),
          ],
          'topic-complete',
          state,
        );
      }
      if (current) {
        return serveRequest(current, { requests: ['next'], language: null }, state, 'follow-up', 'Badhiya!');
      }
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
      if (topic) return serveRequest(topic, { requests: [], language: null }, null, 'topic');
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

    return fallback(residual === '' ? normalized : residual, state);
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
