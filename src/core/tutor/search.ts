import MiniSearch from 'minisearch';
import type { SearchResult } from 'minisearch';
import { sectionProse } from './topics';
import type { KnowledgeTopic } from './topics';

/**
 * Ranked retrieval over the knowledge base with MiniSearch: BM25 ranking, prefix and fuzzy matching, and
 * field boosts (title > keywords/aliases > body). Queries are normalised the way students write them:
 * Hinglish and English filler words ('kya', 'hai', 'samjhao', 'what', 'is') are dropped, plurals are
 * folded ('interviews' -> 'interview'), typos are caught by fuzzy matching on longer words, and
 * two-to-three letter abbreviations ('dp', 'bs', 'll', 'bfs') only ever match exactly.
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
    'concept concepts topic question answer detail details detailed brief bro sir hi best better good ' +
    // Hinglish
    'kya kyaa kia kiya hai hain he hota hoti hote hua hue ka ki ke ko se mein me mai main mujhe muje ' +
    'mereko mera meri mere tum tumhe aap apna apni hum humko hame samjhao samjhaao samjha samjhna ' +
    'samjhaiye samjhaye samjhado samjhaoge samajhao samjho samajh samaj batao bataao bata bataiye ' +
    'batado batana bataye btao bta bhai bhaiya bhaiyya yaar yar karo kare karu karun karna karte karta ' +
    'karti kaise kese kaisa kaisi kyu kyun kyon kaun kab kahan kidhar do de dena dedo dijiye ek aur ' +
    'ye yeh wo woh iska iski iske uska uski uske isko usko isme ismein usme na nahi nhi toh to bhi ' +
    'wala wali wale sab sabhi thoda zara jara please chahiye chaiye hoga hogi sakte sakta sakti dikhao ' +
    'dikha dikhaao dikhado dikhana dikhaye baare bare baarey regarding related'
  ).split(/\s+/),
);

/** Lower-cases, drops filler words, folds simple plurals. Returns null for a dropped term. */
export function normalizeTerm(term: string): string | null {
  const t = term.toLowerCase();
  if (t === '' || STOP_WORDS.has(t)) return null;
  return foldPlural(t);
}

function foldPlural(t: string): string {
  if (t.length <= 3 || !/^[a-z]+$/.test(t)) return t;
  if (t.endsWith('ies') && t.length > 4) return `${t.slice(0, -3)}y`;
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

export interface TopicHit {
  readonly id: string;
  readonly title: string;
  readonly score: number;
  /** Some query word matched the title or keywords exactly, by prefix, or (for long words) by fuzzy match. */
  readonly strong: boolean;
  /** The query terms that matched. */
  readonly matchedTerms: readonly string[];
}

export interface TopicIndex {
  /** Hits, best first. */
  search(query: string, limit?: number): TopicHit[];
  /** The best hit if it is strong enough to answer with; otherwise null. */
  best(query: string): TopicHit | null;
}

interface IndexedTopic {
  id: string;
  title: string;
  keywords: string;
  body: string;
}

const FIELD_BOOST = { title: 4, keywords: 3, body: 0.6 };
const FIRST_TERM_BONUS = 0.5;
const PRIMARY_FIELDS = new Set(['title', 'keywords']);

function fuzzyFor(term: string): number | false {
  if (term.length <= 3 || /\d/.test(term)) return false;
  return term.length >= 7 ? 2 : 1;
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
      fuzzy: (term) => fuzzyFor(term),
      weights: { fuzzy: 0.4, prefix: 0.5 },
      combineWith: 'OR',
      boostDocument: (id: unknown) => weights.get(String(id)) ?? 1,
      // Students name the subject first ('dfs using recursion', 'merge sort ki complexity').
      boostTerm: (_term: string, i: number, terms: string[]) =>
        terms.length <= 1 ? 1 : 1 + FIRST_TERM_BONUS * (1 - i / (terms.length - 1)),
    },
  });
  mini.addAll(
    topics.map((t) => ({
      id: t.id,
      title: t.title,
      keywords: [...t.keywords, ...t.aliases].join(' , '),
      body: t.sections.map(sectionProse).join('\n'),
    })),
  );

  const search = (query: string, limit = 5): TopicHit[] => {
    const terms = queryTerms(query);
    if (terms.length === 0) return [];
    // processTerm already ran in queryTerms; pass the terms through unchanged.
    const results = mini.search(terms.join(' '), { processTerm: (t) => t });
    return results.slice(0, limit).map((r) => toHit(r, terms));
  };

  return {
    search,
    best(query) {
      const [top] = search(query, 1);
      return top && top.strong ? top : null;
    },
  };
}

/**
 * A hit is strong when a query word matches the title or keywords exactly or as a prefix (5+ letters), or
 * by a typo-tolerant match when that covers at least half of the query's words ('qeue kya hai' is about
 * queues; 'stock market mein invest' is not about stacks).
 */
function toHit(result: SearchResult, terms: readonly string[]): TopicHit {
  let exactOrPrefix = false;
  let fuzzy = false;
  for (const [docTerm, fields] of Object.entries(result.match)) {
    if (!fields.some((f) => PRIMARY_FIELDS.has(f))) continue;
    for (const q of terms) {
      const exact = docTerm === q;
      const prefix = q.length >= 5 && docTerm.startsWith(q);
      const allowed = fuzzyFor(q);
      if (exact || prefix) exactOrPrefix = true;
      else if (allowed !== false && editDistanceAtMost(q, docTerm, allowed)) fuzzy = true;
    }
  }
  const coverage = result.queryTerms.length / terms.length;
  return {
    id: String(result.id),
    title: String(result['title'] ?? result.id),
    score: result.score,
    strong: exactOrPrefix || (fuzzy && coverage >= 0.5),
    matchedTerms: result.queryTerms,
  };
}

/** Levenshtein distance <= max (small strings only). */
export function editDistanceAtMost(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const v = Math.min((prev[j] ?? 0) + 1, (cur[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      cur.push(v);
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > max) return false;
    prev = cur;
  }
  return (prev[b.length] ?? Infinity) <= max;
}
