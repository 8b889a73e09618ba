/**
 * Definition sentences: 'A stack is a linear data structure ...', 'Recursion refers to ...',
 * 'Hashing is defined as ...', 'Queues are collections ...'. The subject becomes a flashcard term and the
 * answer of a question; the predicate becomes its definition.
 */
import type { Sentence } from './analyze';
import { tokenize } from './analyze';
import { capitalize, EVALUATIVE_WORDS, GENERIC_WORDS, NON_SUBJECT_WORDS, STOP_WORDS } from './words';

export interface Definition {
  readonly sentenceId: number;
  readonly page: number;
  /** The whole sentence, as the explanation quotes it. */
  readonly sentence: string;
  /** The term as written, without its article: 'stack', 'binary search tree', 'LIFO'. */
  readonly term: string;
  /** The term's stems, as Analysis keys terms. */
  readonly termKey: string;
  /** The predicate as written: 'a linear data structure that follows the LIFO principle'. */
  readonly predicate: string;
  /** The predicate as a sentence of its own: 'A linear data structure that follows the LIFO principle.' */
  readonly definition: string;
}

const LEAD =
  /^(?:(?:in|within|for|formally|informally|simply put|put simply|essentially|basically|technically|generally)\b[^,]{0,40},\s*)/i;
const PATTERN = /^(.+?)\s+(is defined as|are defined as|refers to|refer to|is|are|means|denotes)\s+(.+)$/i;
const DETERMINERS = new Set(['a', 'an', 'the', 'one']);
const MAX_TERM_WORDS = 5;
const ARTICLES = new Set(['a', 'an', 'the']);
/** Where a second clause starts: the definition stops before it. */
const SECOND_CLAUSE =
  /(?:;|,\s+(?:and|but|while|whereas|so|yet)\s+(?:the|a|an|it|its|this|these|they|their|each|every)\b)[\s\S]*$/i;
const MIN_PREDICATE_WORDS = 3;
const MAX_PREDICATE_WORDS = 40;

/** The subject as a term, or undefined when it is a pronoun, a clause or too long. */
function cleanSubject(raw: string): string | undefined {
  let subject = raw
    .replace(/\s*\([^)]*\)/g, '')
    .replace(/,\s*(?:also\s+)?(?:known|called|referred to)\s+as\s+[^,]+,?/i, '')
    .replace(/^(?:a|an|the)\s+/i, '')
    .trim();
  if (!subject || /[,;:"“”()[\]]/.test(subject)) return undefined;
  if (!/^[\p{L}\p{N}][\p{L}\p{N}\s'’+#-]*$/u.test(subject)) return undefined;
  const tokens = tokenize(subject);
  if (tokens.length === 0 || tokens.length > MAX_TERM_WORDS) return undefined;
  const first = tokens[0];
  const last = tokens[tokens.length - 1];
  if (!first || !last) return undefined;
  if (NON_SUBJECT_WORDS.has(first.lower) || STOP_WORDS.has(first.lower) || STOP_WORDS.has(last.lower)) {
    return undefined;
  }
  // Inside a term only 'of' and an article right after it ('height of a tree') may be function words.
  const inner = (token: { lower: string }, i: number) =>
    token.lower === 'of' || (ARTICLES.has(token.lower) && tokens[i - 1]?.lower === 'of');
  if (
    tokens.some(
      (token, i) => i > 0 && i < tokens.length - 1 && STOP_WORDS.has(token.lower) && !inner(token, i),
    )
  ) {
    return undefined;
  }
  if (tokens.length === 1 && (GENERIC_WORDS.has(first.lower) || GENERIC_WORDS.has(first.stem)))
    return undefined;
  if (!tokens.some((token) => /\p{L}{2,}/u.test(token.lower))) return undefined;
  subject = subject.replace(/\s+/g, ' ');
  return subject;
}

function predicateAllowed(verb: string, predicate: string): boolean {
  const words = tokenize(predicate);
  if (words.length < MIN_PREDICATE_WORDS || words.length > MAX_PREDICATE_WORDS) return false;
  const first = words[0]?.lower ?? '';
  if (verb === 'is') return DETERMINERS.has(first);
  if (verb === 'are') {
    if (DETERMINERS.has(first)) return true;
    return !STOP_WORDS.has(first) && !EVALUATIVE_WORDS.has(first) && !first.endsWith('ly');
  }
  return true;
}

/** The definition a sentence states, if it states one. */
export function findDefinition(sentence: Sentence): Definition | undefined {
  const body = sentence.text.replace(/[.!?]+["'”’)]*\s*$/, '').replace(LEAD, '');
  const match = PATTERN.exec(body);
  if (!match) return undefined;
  const [, rawSubject = '', rawVerb = '', rawPredicate = ''] = match;
  const verb = rawVerb.toLowerCase();
  const subject = cleanSubject(rawSubject);
  if (!subject) return undefined;
  const predicate = rawPredicate.replace(SECOND_CLAUSE, '').trim();
  if (!predicateAllowed(verb, predicate)) return undefined;

  const subjectTokens = tokenize(subject);
  const termKey = subjectTokens.map((token) => token.stem).join(' ');
  // A predicate that repeats the whole term ('Recursion is a recursion ...') defines nothing.
  const predicateStems = ` ${tokenize(predicate)
    .map((token) => token.stem)
    .join(' ')} `;
  if (predicateStems.includes(` ${termKey} `)) return undefined;

  // 'Stacks are ...' at the start of a sentence: the capital belongs to the sentence, not the term.
  const term =
    body.startsWith(subject) && /^\p{Lu}\p{Ll}+(?:\s|$)/u.test(subject)
      ? subject.charAt(0).toLowerCase() + subject.slice(1)
      : subject;
  const definition = capitalize(predicate).replace(/[\s,;:]+$/, '') + '.';
  return {
    sentenceId: sentence.id,
    page: sentence.page,
    sentence: sentence.text,
    term,
    termKey,
    predicate,
    definition,
  };
}

/** Every definition in the document, first one per term. */
export function findDefinitions(sentences: readonly Sentence[]): Definition[] {
  const byKey = new Map<string, Definition>();
  for (const sentence of sentences) {
    const definition = findDefinition(sentence);
    if (definition && !byKey.has(definition.termKey)) byKey.set(definition.termKey, definition);
  }
  return [...byKey.values()];
}
