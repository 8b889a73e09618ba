/**
 * Everything that reopens a trie run exactly, and its URL form: the words before the operation, the
 * operation and its word, speed and step. For example
 * `words=app,apple,apt,ball,bat,bath,tea,to&op=startsWith&word=ap&speed=50&step=4`.
 */
import { SPEED_DEFAULT } from '../player/player';
import { runLinkCodec, type Playback } from '../player/runLink';
import { boundedParam, CHARS_PER_LINK_ITEM, enumParam } from '../urlParams';
import { parseWord, parseWords, trieRefusal } from './input';
import { TRIE_OPERATIONS, TRIE_WORD_LIMIT, type TrieRun } from './trie';

export interface TrieRunConfig extends TrieRun, Playback {}

/** The textbook example the page opens with: three words start with "ap", one is a prefix of another. */
export const TEXTBOOK_WORDS: readonly string[] = ['app', 'apple', 'apt', 'ball', 'bat', 'bath', 'tea', 'to'];

export function defaultTrieRun(): TrieRunConfig {
  return { words: [...TEXTBOOK_WORDS], operation: null, word: null, speed: SPEED_DEFAULT, step: 0 };
}

/** Reads a trie run from URL parameters; null when they name no valid words. */
function readTrieRun(params: URLSearchParams): TrieRun | null {
  const raw = boundedParam(params, 'words', TRIE_WORD_LIMIT * CHARS_PER_LINK_ITEM);
  if (raw === null) return null;
  let words: string[] = [];
  if (raw.trim() !== '') {
    const parsed = parseWords(raw);
    if (!parsed.ok) return null;
    words = parsed.value;
  }
  const operation = enumParam(params, 'op', TRIE_OPERATIONS);
  const word = parseWord(params.get('word') ?? '');
  if (
    operation === null ||
    !word.ok ||
    trieRefusal(operation, words.length, !words.includes(word.value)) !== null
  ) {
    return { words, operation: null, word: null };
  }
  return { words, operation, word: word.value };
}

const trieRunLink = runLinkCodec<TrieRun>({
  write: (run) => ({ words: run.words.join(','), op: run.operation, word: run.word }),
  read: readTrieRun,
});

export const encodeTrieRunConfig: (config: TrieRunConfig) => string = trieRunLink.encode;
export const decodeTrieRunConfig: (search: string) => TrieRunConfig | null = trieRunLink.decode;
