import MiniSearch from 'minisearch';
import { sectionProse } from './topics';
import type { KnowledgeTopic } from './topics';

/**
 * Which topic answers a question (docs/product-rules.md#built-in-tutor).
 *
 * Questions are normalised the way students write them: Hinglish and English filler words ('kya', 'hai',
 * 'samjhao', 'what', 'is') are dropped, plurals are folded ('interviews' -> 'interview'), typos are
 * caught on words the notes never use ('serach' -> 'search', never 'tree' -> 'trie'), and short
 * abbreviations ('dp', 'bs', 'll', 'bst', 'js') only ever match exactly.
 *
 * A topic is named when one of its phrases (title, keywords, aliases) stands in the question, word for
 * word. Its match score says how sure that is: 1 for an exact phrase, 0.75 when a word was matched with a
 * typo; times 0.4 when a one-word match has a neighbour the topic knows nothing about ('segment tree',
 * 'prime minister', 'lose weight'), and times 0.5 when a typo match covers less than half of the
 * question. Only a score of at least MATCH_THRESHOLD answers; anything less gets the honest fallback.
 *
 * Among the named topics, in this order: a comparison topic wins when the question compares two of its
 * sides ('quick sort vs merge sort', 'recursion aur iteration same hai?'); a topic named only inside a
 * longer phrase of another loses ('tree' in 'segment tree'); the topic the question names more things of
 * wins; a specific topic beats an umbrella one ('big O of heap insert' is about heaps); then the topic
 * being discussed, the topic called by its own name or by the rarer phrase ('bfs grid shortest path' is
 * about BFS, 'largest sum subarray kadane' about Kadane), the topic whose notes use more of the question's
 * words, the topic named first, and last MiniSearch's BM25 rank (title > keywords/aliases > body).
 */

/** Filler words that carry no topic: dropped from both the index and the queries. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  // English
  (
    'a an the is are was were be been am what whats which who whom how why when where does do did doing ' +
    'can could should would will shall may might must i me my mine we us our you your yours he she it its ' +
    'they them their this that these those there here of in on at to for from by with about into over ' +
    'and or but if then so than too very just also not no yes please pls plz kindly tell explain ' +
    'explanation describe define definition meaning mean means give show teach learn understand know ' +
    'want need help some any vs versus between difference differences compare comparison use used ' +
    'using work works working way ways thing things like get got make simple simply basic basics ' +
    'concept concepts topic question detail details detailed brief bro sir hi best better good ' +
    'same differ different one ' +
    // Hinglish
    'kya kyaa kia kiya hai hain he hota hoti hote hua hue ka ki ke ko se mein me mai main mujhe muje ' +
    'mereko mera meri mere tum tumhe aap apna apni hum humko hame samjhao samjhaao samjha samjhna ' +
    'samjhaiye samjhaye samjhado samjhaoge samajhao samjho samajh samaj batao bataao bata bataiye ' +
    'batado batana bataye btao bta bhai bhaiya bhaiyya yaar yar karo kare karu karun karna karte karta ' +
    'karti kaise kese kaisa kaisi kyu kyun kyon kaun kab kahan kidhar do de dena dedo dijiye ek aur ' +
    'ye yeh wo woh iska iski iske uska uski uske isko usko isme ismein usme na nahi nhi toh to bhi ' +
    'wala wali wale sab sabhi thoda zara jara please chahiye chaiye hoga hogi sakte sakta sakti dikhao ' +
    'dikha dikhaao dikhado dikhana dikhaye baare bare baarey regarding related ya kal aaj abhi konsa ' +
    'kaunsa kaunse konse konsi kaunsi kitna kitne kitni padhu padhe padhna padho padhun seekhu seekhe ' +
    'seekhna seekho sikhu sikhe sikhna sikhao chalao chalana lagao lagaye lagana farak fark farq antar ' +
    'matlab liye lie baad pehle kuch hi bas jab tab agar lekin par pe ab kaha kahaan up upto till ho'
  ).split(/\s+/),
);

/** Number words as digits, so 'power of two' and 'power of 2', '3 months' and 'three months' meet. */
const NUMBER_WORDS: Readonly<Record<string, string>> = {
  zero: '0',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
  twelve: '12',
  teen: '3', // Hinglish: 'teen mahine'
};

/** Lower-cases, drops filler words, folds simple plurals and number words. Returns null for a dropped term. */
export function normalizeTerm(term: string): string | null {
  const t = term.toLowerCase();
  if (t === '' || STOP_WORDS.has(t)) return null;
  return NUMBER_WORDS[t] ?? foldPlural(t);
}

function foldPlural(t: string): string {
  if (t.length <= 3 || !/^[a-z]+$/.test(t)) return t;
  // 'queries' -> 'query', but 'tries' -> 'trie' (a short word ending in -ies is usually -ie + s).
  if (t.endsWith('ies') && t.length > 5) return `${t.slice(0, -3)}y`;
  if (t.endsWith('ies')) return t.slice(0, -1);
  if (/(ss|us|is|os|as)$/.test(t)) return t;
  if (t.endsWith('s')) return t.slice(0, -1);
  return t;
}

/** Splits text into words: letters and digits of any script; everything else separates. */
export function tokenize(text: string): string[] {
  return text.split(/[^\p{L}\p{N}]+/u).filter((w) => w !== '');
}

/** The normalised terms a query is searched with. */
export function queryTerms(text: string): string[] {
  const out: string[] = [];
  for (const word of tokenize(text)) {
    const term = normalizeTerm(word);
    if (term !== null && !out.includes(term)) out.push(term);
  }
  return out;
}

/** A topic answers only at or above this match score. */
export const MATCH_THRESHOLD = 0.5;
/** The score of a phrase matched with a typo in one of its words. */
const TYPO_MATCH = 0.75;
/** Factor for a one-word match beside a word the topic knows nothing about ('segment tree'). */
const UNEXPLAINED_NEIGHBOUR = 0.4;
/** Factor for a typo match that covers less than half of the question's words. */
const THIN_TYPO = 0.5;
/** What calling a topic by its own name ('bfs') is worth against a telling phrase ('shortest path'). */
const NAME_BONUS = 3;

/** Words that may stand beside a one-word match without changing what it names ('java stack'). */
const NEUTRAL_NEIGHBOURS: ReadonlySet<string> = new Set(
  (
    'problem question program programming code coding algorithm algo data structure ds ' +
    'implementation implement approach technique method trick pattern note easy medium hard ' +
    'important interview leetcode gfg practice complexity time space operation function example ' +
    'java python c cpp javascript js typescript ts language series sheet tutorial guide ' +
    'beginner advanced full complete proper quick short real life world application'
  )
    .split(/\s+/)
    .map(foldPlural),
);

/** Words that say a question compares things. */
const COMPARE_INTENT =
  /(?<![\p{L}\p{N}])(vs|v\/s|versus|difference|differences|diff|differ|farak|fark|farq|antar|compare|compared|comparison|better|ya|or|aur|and|same|kaunsa|konsa|which|over|instead|kab)(?![\p{L}\p{N}])/iu;

export interface TopicHit {
  readonly id: string;
  readonly title: string;
  /** MiniSearch's BM25 score (0 when the topic was found by its phrases only). */
  readonly score: number;
  /** How sure the match is, 0 to 1 (see the module comment). */
  readonly matchScore: number;
  /** matchScore >= MATCH_THRESHOLD: the topic may answer. */
  readonly strong: boolean;
  /** The question calls the topic by its own name ('bfs'), not only by something it covers ('shortest path'). */
  readonly byName: boolean;
  /** The query terms that matched the topic anywhere. */
  readonly matchedTerms: readonly string[];
}

export interface RouteContext {
  /** The topic being discussed, which wins a tie. */
  readonly currentTopicId?: string | null;
}

export interface TopicIndex {
  /** Hits, best first: the topics that may answer in routing order, then the rest. */
  search(query: string, limit?: number, context?: RouteContext): TopicHit[];
  /** The topic that answers `query`, or null when none scores MATCH_THRESHOLD. */
  best(query: string, context?: RouteContext): TopicHit | null;
  /** The nearest topics for a question no topic answers (possibly none), best first. */
  nearest(query: string, limit?: number): TopicHit[];
  /** Whether every word of `query` (filler dropped) occurs in the topic's notes. */
  covers(topicId: string, query: string): boolean;
}

interface IndexedTopic {
  id: string;
  title: string;
  keywords: string;
  body: string;
}

interface TopicProfile {
  readonly topic: KnowledgeTopic;
  /** Title, keywords and aliases as normalised term sequences, longest first. */
  readonly phrases: readonly (readonly string[])[];
  /** Every normalised term of the topic: phrases and prose. */
  readonly vocabulary: ReadonlySet<string>;
  /** The words of its title. */
  readonly titleTerms: ReadonlySet<string>;
}

interface QueryWord {
  /** Position among all words of the query. */
  readonly position: number;
  readonly term: string | null;
}

interface Anchor {
  /** First and last position (in QueryWord.position terms) of the matched phrase. */
  readonly from: number;
  readonly to: number;
  readonly length: number;
  readonly typo: boolean;
  /** The phrase matched (its terms as the notes spell them). */
  readonly terms: readonly string[];
}

interface Candidate {
  readonly profile: TopicProfile;
  readonly anchors: readonly Anchor[];
  /** Its anchors that are not inside a longer anchor of another topic. */
  effective: readonly Anchor[];
  readonly matchScore: number;
  /** How many separate things of the topic the question names (its effective anchors; overlapping ones count once). */
  concepts: number;
  /** Where the topic is first named. */
  readonly first: number;
  /** The question uses the topic's own name (a phrase made of its title's words: 'bfs', 'union find'). */
  readonly byName: boolean;
  /** How telling its most telling phrase is: the sum of its words' inverse topic frequencies. */
  readonly specificity: number;
  /** How many of the question's words its notes use. */
  readonly coverage: number;
  bm25: number;
  comparison: boolean;
}

const FIELD_BOOST = { title: 4, keywords: 3, body: 0.6 };
const FIRST_TERM_BONUS = 0.5;

function phraseTerms(text: string): string[] {
  return tokenize(text)
    .map(normalizeTerm)
    .filter((t): t is string => t !== null);
}

/** Typos allowed in a word of this length: none up to 3 letters, 1 up to 7, then 2. */
function typosAllowed(term: string): number {
  if (term.length <= 3 || /\d/.test(term)) return 0;
  return term.length >= 8 ? 2 : 1;
}

/** How many separate spans the anchors make (overlapping ones merge). */
function spanCount(anchors: readonly Anchor[]): number {
  const sorted = [...anchors].sort((a, b) => a.from - b.from);
  let count = 0;
  let end = -1;
  for (const a of sorted) {
    if (a.from > end) count += 1;
    end = Math.max(end, a.to);
  }
  return count;
}

export function createTopicIndex(topics: readonly KnowledgeTopic[]): TopicIndex {
  const weights = new Map(topics.map((t) => [t.id, t.weight] as const));
  const mini = new MiniSearch<IndexedTopic>({
    fields: ['title', 'keywords', 'body'],
    storeFields: ['title'],
    tokenize,
    processTerm: normalizeTerm,
    searchOptions: {
      boost: FIELD_BOOST,
      prefix: (term) => term.length >= 4,
      fuzzy: (term) => (typosAllowed(term) === 0 ? false : typosAllowed(term)),
      weights: { fuzzy: 0.4, prefix: 0.5 },
      combineWith: 'OR',
      boostDocument: (id: unknown) => weights.get(String(id)) ?? 1,
      // Students name the subject first ('dfs using recursion', 'merge sort ki complexity').
      boostTerm: (_term: string, i: number, terms: string[]) =>
        terms.length <= 1 ? 1 : 1 + FIRST_TERM_BONUS * (1 - i / (terms.length - 1)),
    },
  });
  const prose = (t: KnowledgeTopic) => t.sections.map(sectionProse).join('\n');
  mini.addAll(
    topics.map((t) => ({
      id: t.id,
      title: t.title,
      keywords: [...t.keywords, ...t.aliases].join(' , '),
      body: prose(t),
    })),
  );

  const phraseTexts = (topic: KnowledgeTopic) => [topic.title, ...topic.keywords, ...topic.aliases];
  /** One-word phrases written as one word: what each topic is called outright. */
  const ownWords = new Map<string, Set<string>>();
  for (const topic of topics) {
    for (const text of phraseTexts(topic)) {
      const terms = phraseTerms(text);
      if (terms.length !== 1 || tokenize(text).length !== 1) continue;
      const ids = ownWords.get(terms[0] ?? '') ?? new Set<string>();
      ids.add(topic.id);
      ownWords.set(terms[0] ?? '', ids);
    }
  }
  const profiles: TopicProfile[] = topics.map((topic) => {
    const seen = new Set<string>();
    const phrases: string[][] = [];
    for (const text of phraseTexts(topic)) {
      const terms = phraseTerms(text);
      const key = terms.join(' ');
      // A phrase that shrinks to one word without its filler words ('when to use bfs', 'starts with')
      // does not name this topic by that word when another topic is called by it outright ('bfs',
      // 'start'); 'why should we hire you' still names behavioural questions by 'hire'.
      const owners = terms.length === 1 && tokenize(text).length > 1 ? ownWords.get(key) : undefined;
      const shrunk = owners !== undefined && [...owners].some((id) => id !== topic.id);
      if (terms.length === 0 || shrunk || seen.has(key)) continue;
      seen.add(key);
      phrases.push(terms);
    }
    phrases.sort((a, b) => b.length - a.length);
    const vocabulary = new Set([...phrases.flat(), ...phraseTerms(prose(topic))]);
    return { topic, phrases, vocabulary, titleTerms: new Set(phraseTerms(topic.title)) };
  });
  const byId = new Map(profiles.map((p) => [p.topic.id, p] as const));
  const knownWords = new Set(profiles.flatMap((p) => [...p.vocabulary]));
  /**
   * Misspellings the notes list as keywords ('djikstra', 'belman ford', 'fibonnaci') stand for the title's
   * spelling, so a misspelled name still completes a longer phrase ('djikstra priority queue').
   */
  const variants = new Map<string, string>();
  {
    const inProse = new Set(profiles.flatMap((p) => phraseTerms(prose(p.topic))));
    const inTitles = new Set(profiles.flatMap((p) => [...p.titleTerms]));
    for (const p of profiles) {
      for (const term of new Set(p.phrases.flat())) {
        if (inProse.has(term) || inTitles.has(term) || typosAllowed(term) === 0) continue;
        const canonical = [...p.titleTerms].find(
          (t) =>
            typosAllowed(t) > 0 && editDistanceAtMost(term, t, Math.min(typosAllowed(term), typosAllowed(t))),
        );
        if (canonical) variants.set(term, canonical);
      }
    }
  }
  /** In how many topics each term occurs: a rare term names its topic more surely ('kadane' vs 'subarray'). */
  const topicFrequency = new Map<string, number>();
  for (const p of profiles)
    for (const t of p.vocabulary) topicFrequency.set(t, (topicFrequency.get(t) ?? 0) + 1);
  /**
   * Head nouns: words that end two or more different phrases ('binary tree', 'segment tree'; 'merge sort',
   * 'topological sort'). A word right before one of them may make it a different thing altogether.
   */
  const headNouns = new Set<string>();
  {
    const endings = new Map<string, Set<string>>();
    for (const topic of topics) {
      // Keywords and aliases only: a title like 'Depth-First Search (DFS)' does not make 'dfs' a head noun.
      for (const phrase of [...topic.keywords, ...topic.aliases].map(phraseTerms)) {
        if (phrase.length < 2) continue;
        const last = phrase[phrase.length - 1] ?? '';
        const set = endings.get(last) ?? new Set<string>();
        set.add(phrase.join(' '));
        endings.set(last, set);
      }
    }
    for (const [term, set] of endings) if (set.size >= 2) headNouns.add(term);
  }

  /** Whether query term `q` stands for phrase term `k`: exactly, or with a typo in a word the notes never use. */
  const typoCache = new Map<string, boolean>();
  const matchTerm = (q: string, k: string): 'exact' | 'typo' | null => {
    if (q === k) return 'exact';
    if (knownWords.has(q)) return null;
    const allowed = Math.min(typosAllowed(q), typosAllowed(k));
    if (allowed === 0) return null;
    // In a four-letter word only a missing letter ('qeue', 'stak') or two swapped letters count: a
    // changed letter is too often another real word ('rust' is not 'rest').
    if (q.length === 4 && q.length === k.length && [...q].sort().join('') !== [...k].sort().join(''))
      return null;
    const key = `${q} ${k}`;
    let hit = typoCache.get(key);
    if (hit === undefined) {
      hit = editDistanceAtMost(q, k, allowed);
      typoCache.set(key, hit);
    }
    return hit ? 'typo' : null;
  };

  // Phrases by their first term, so a query only tries the phrases that can start at each of its words.
  const phrasesByFirst = new Map<string, { profile: TopicProfile; phrase: readonly string[] }[]>();
  for (const profile of profiles) {
    for (const phrase of profile.phrases) {
      const first = phrase[0] ?? '';
      const list = phrasesByFirst.get(first) ?? [];
      list.push({ profile, phrase });
      phrasesByFirst.set(first, list);
    }
  }
  const firstTerms = [...phrasesByFirst.keys()];
  /** The phrase-starting terms a query term may stand for (itself, or typo matches of an unknown word). */
  const startsCache = new Map<string, readonly string[]>();
  const startsFor = (q: string): readonly string[] => {
    let starts = startsCache.get(q);
    if (starts === undefined) {
      starts = knownWords.has(q) ? [q] : firstTerms.filter((k) => matchTerm(q, k) !== null);
      startsCache.set(q, starts);
    }
    return starts;
  };

  /** Every phrase of every topic that stands in the query's content words, by topic id. */
  const anchorsIn = (content: readonly QueryWord[]): Map<string, Anchor[]> => {
    const found = new Map<string, Anchor[]>();
    content.forEach((word, i) => {
      for (const start of startsFor(word.term ?? '')) {
        for (const { profile, phrase } of phrasesByFirst.get(start) ?? []) {
          if (i + phrase.length > content.length) continue;
          let typo = start !== word.term;
          let ok = true;
          for (let j = 1; j < phrase.length && ok; j++) {
            const m = matchTerm(content[i + j]?.term ?? '', phrase[j] ?? '');
            if (m === null) ok = false;
            else if (m === 'typo') typo = true;
          }
          if (!ok) continue;
          const to = content[i + phrase.length - 1]?.position ?? word.position;
          const list = found.get(profile.topic.id) ?? [];
          list.push({ from: word.position, to, length: phrase.length, typo, terms: phrase });
          found.set(profile.topic.id, list);
        }
      }
    });
    return found;
  };

  /**
   * A one-word match with a neighbour that changes what it names and that the topic cannot account for:
   * a word right before it ('segment tree', 'suffix array', 'lose weight'), or a word right after it that
   * the notes never use at all ('prime minister', 'react native').
   */
  const unexplainedNeighbour = (profile: TopicProfile, anchor: Anchor, words: readonly QueryWord[]) => {
    const unexplained = (w: QueryWord | undefined) =>
      w !== undefined &&
      w.term !== null &&
      !/^\d+$/.test(w.term) &&
      !NEUTRAL_NEIGHBOURS.has(w.term) &&
      !profile.vocabulary.has(w.term);
    const before = words[anchor.from - 1];
    const after = words[anchor.to + 1];
    const head = anchor.terms[anchor.terms.length - 1] ?? '';
    return (
      (headNouns.has(head) && unexplained(before)) ||
      (unexplained(after) && !knownWords.has(after?.term ?? ''))
    );
  };

  const idf = (term: string) => Math.log(profiles.length / (topicFrequency.get(term) ?? 1));
  const specificityOf = (anchors: readonly Anchor[]): number =>
    Math.max(...anchors.map((a) => a.terms.reduce((sum, t) => sum + idf(t), 0)));
  const isName = (profile: TopicProfile, anchor: Anchor) =>
    anchor.terms.every((t) => profile.titleTerms.has(variants.get(t) ?? t));

  const candidatesFor = (query: string): Candidate[] => {
    const words: QueryWord[] = tokenize(query).map((raw, position) => {
      const term = normalizeTerm(raw);
      return { position, term: term === null ? null : (variants.get(term) ?? term) };
    });
    const content = words.filter((w) => w.term !== null);
    const distinct = new Set(content.map((w) => w.term)).size;
    const candidates: Candidate[] = [];
    const found = anchorsIn(content);
    for (const profile of profiles) {
      const anchors = found.get(profile.topic.id);
      if (!anchors) continue;
      const positions = new Set<number>();
      for (const a of anchors) for (let p = a.from; p <= a.to; p++) positions.add(p);
      const coveredTerms = new Set(content.filter((w) => positions.has(w.position)).map((w) => w.term)).size;
      let matchScore = 0;
      for (const a of anchors) {
        let score = a.typo ? TYPO_MATCH : 1;
        if (a.length === 1 && unexplainedNeighbour(profile, a, words)) score *= UNEXPLAINED_NEIGHBOUR;
        if (a.typo && coveredTerms / Math.max(1, distinct) < 0.5) score *= THIN_TYPO;
        matchScore = Math.max(matchScore, score);
      }
      candidates.push({
        profile,
        anchors,
        matchScore,
        effective: anchors,
        concepts: 0,
        first: Math.min(...anchors.map((a) => a.from)),
        byName: anchors.some((a) => isName(profile, a)),
        specificity: specificityOf(anchors),
        coverage: content.filter((w) => profile.vocabulary.has(w.term ?? '')).length,
        bm25: 0,
        comparison: false,
      });
    }
    return candidates;
  };

  /**
   * Comparison topics whose question compares two of their sides: two compared topics named apart ('quick
   * sort vs merge sort'; not two sorts named by the one word 'sorting'), or one and a phrase of the
   * comparison's own ('recursion aur iteration'), or one and the topic being discussed. Adds them as
   * candidates when their own phrases are not in the question.
   */
  const markComparisons = (candidates: Candidate[], query: string, context: RouteContext) => {
    if (!COMPARE_INTENT.test(query)) return;
    const strong = new Map(
      candidates.filter((c) => c.matchScore >= MATCH_THRESHOLD).map((c) => [c.profile.topic.id, c]),
    );
    const overlap = (a: Anchor, b: Anchor) => a.from <= b.to && b.from <= a.to;
    const inside = (a: Anchor, b: Anchor) => b.length > a.length && b.from <= a.from && a.to <= b.to;
    for (const profile of profiles) {
      const compares = profile.topic.compares;
      if (compares.length === 0) continue;
      const sides = compares.map((id) => strong.get(id)).filter((c): c is Candidate => c !== undefined);
      // A side's own anchors: not inside a longer anchor of another side ('sort' in 'quick sort').
      const ownAnchors = new Map(
        sides.map((side) => [
          side,
          side.anchors.filter((a) => !sides.some((o) => o !== side && o.anchors.some((b) => inside(a, b)))),
        ]),
      );
      const named = sides.filter((side) =>
        (ownAnchors.get(side) ?? []).some((a) =>
          sides.every((other) => other === side || !(ownAnchors.get(other) ?? []).some((b) => overlap(a, b))),
        ),
      );
      const sideAnchors = sides.flatMap((c) => ownAnchors.get(c) ?? []);
      const own = strong.get(profile.topic.id);
      let count = named.length;
      if (own && own.anchors.some((a) => !sideAnchors.some((b) => overlap(a, b)))) count += 1;
      const current = context.currentTopicId;
      if (current && compares.includes(current) && !strong.has(current)) count += 1;
      if (count < 2) continue;
      if (own) {
        own.comparison = true;
      } else {
        candidates.push({
          profile,
          anchors: sideAnchors,
          effective: sideAnchors,
          matchScore: Math.min(...sides.map((c) => c.matchScore)),
          concepts: spanCount(sideAnchors),
          first: Math.min(...sideAnchors.map((a) => a.from)),
          byName: false,
          specificity: specificityOf(sideAnchors),
          coverage: 0,
          bm25: 0,
          comparison: true,
        });
      }
    }
  };

  const rank = (query: string, context: RouteContext = {}): Candidate[] => {
    const candidates = candidatesFor(query);
    // An anchor inside a longer anchor of another topic ('tree' in 'segment tree') does not count; a topic
    // left with none is dominated.
    const strongOnes = candidates.filter((c) => c.matchScore >= MATCH_THRESHOLD);
    const inside = (a: Anchor, b: Anchor) => b.length > a.length && b.from <= a.from && a.to <= b.to;
    for (const c of candidates) {
      c.effective = c.anchors.filter(
        (a) => !strongOnes.some((o) => o !== c && o.anchors.some((b) => inside(a, b))),
      );
      c.concepts = spanCount(c.effective);
    }
    markComparisons(candidates, query, context);
    const terms = queryTerms(query);
    if (terms.length > 0 && candidates.length > 1) {
      // Only a tie-break between named topics: exact terms are enough (typos were matched above).
      const results = mini.search(terms.join(' '), { processTerm: (t) => t, fuzzy: false, prefix: false });
      const scores = new Map(results.map((r) => [String(r.id), r.score] as const));
      for (const c of candidates) c.bm25 = scores.get(c.profile.topic.id) ?? 0;
    }
    const key = (c: Candidate): number[] => [
      c.matchScore >= MATCH_THRESHOLD ? 0 : 1,
      c.comparison ? c.profile.topic.compares.length : 1000,
      c.effective.length === 0 ? 1 : 0,
      -c.concepts,
      !c.comparison && (c.profile.topic.umbrella || c.profile.topic.compares.length > 0) ? 1 : 0,
      c.profile.topic.id === context.currentTopicId ? 0 : 1,
      -(c.specificity + (c.byName ? NAME_BONUS : 0)),
      -c.coverage,
      c.first,
      -c.matchScore,
      -c.bm25,
    ];
    return candidates
      .map((c) => ({ c, k: key(c) }))
      .sort((x, y) => {
        for (let i = 0; i < x.k.length; i++) {
          const d = (x.k[i] ?? 0) - (y.k[i] ?? 0);
          if (d !== 0) return d;
        }
        return 0;
      })
      .map(({ c }) => c);
  };

  const toHit = (c: Candidate, query: string): TopicHit => {
    const terms = new Set(queryTerms(query));
    return {
      id: c.profile.topic.id,
      title: c.profile.topic.title,
      score: c.bm25,
      matchScore: c.matchScore,
      strong: c.matchScore >= MATCH_THRESHOLD,
      byName: c.byName,
      matchedTerms: [...terms].filter((t) => c.profile.vocabulary.has(t)),
    };
  };

  const search = (query: string, limit = 5, context: RouteContext = {}): TopicHit[] =>
    rank(query, context)
      .slice(0, limit)
      .map((c) => toHit(c, query));

  return {
    search,
    best(query, context) {
      const [top] = search(query, 1, context);
      return top && top.strong ? top : null;
    },
    covers(topicId, query) {
      const vocabulary = byId.get(topicId)?.vocabulary;
      const terms = queryTerms(query);
      return vocabulary !== undefined && terms.length > 0 && terms.every((t) => vocabulary.has(t));
    },
    nearest(query, limit = 3) {
      const named = search(query, limit).filter((h) => h.id !== 'queuebee');
      const ids = new Set(named.map((h) => h.id));
      const terms = queryTerms(query);
      if (named.length < limit && terms.length > 0) {
        // Topics whose title or keywords share a word with the question (by MiniSearch, typos included).
        for (const r of mini.search(terms.join(' '), { processTerm: (t) => t })) {
          if (named.length >= limit) break;
          const id = String(r.id);
          const inHeadings = Object.values(r.match).some((fields) =>
            fields.some((f) => f === 'title' || f === 'keywords'),
          );
          if (!inHeadings || ids.has(id) || id === 'queuebee') continue;
          const profile = byId.get(id);
          if (!profile) continue;
          ids.add(id);
          named.push({
            id,
            title: profile.topic.title,
            score: r.score,
            matchScore: 0,
            strong: false,
            byName: false,
            matchedTerms: r.queryTerms,
          });
        }
      }
      return named.slice(0, limit);
    },
  };
}

/** Optimal-string-alignment distance <= max: Levenshtein plus swapping two neighbours ('serach'). */
export function editDistanceAtMost(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const prev = rows[i - 1] ?? [];
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min((prev[j] ?? 0) + 1, (cur[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        v = Math.min(v, (rows[i - 2]?.[j - 2] ?? Infinity) + 1);
      }
      cur.push(v);
    }
    rows.push(cur);
  }
  return (rows[a.length]?.[b.length] ?? Infinity) <= max;
}
