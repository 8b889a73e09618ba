/**
 * Everything the site keeps in this browser, as one JSON file to save and to bring back
 * (docs/product-rules.md#your-progress). The export holds the theme, the code language, study progress,
 * the review decks, the practice record, the chat and the AI preferences: never an API key. An import checks every entry with
 * the same parser the site reads it with, and for every field an export writes, and is refused as a
 * whole, naming the part, when anything in it is not valid or missing; it then stores every part or,
 * when one cannot be saved, none.
 */
import { isLanguage } from '../algorithms';
import { AI_PREFERENCES_STORAGE_KEY, parseStoredPreferences } from '../ai/settings';
import { CODE_LANGUAGE_STORAGE_KEY } from '../storage/codeLanguage';
import { FORMER_STORAGE_KEYS } from '../storage/keys';
import { isTheme, THEME_STORAGE_KEY } from '../storage/theme';
import { parsePracticeRecord, PRACTICE_STORAGE_KEY } from '../practice/record';
import { parseProgress, PROGRESS_STORAGE_KEY } from '../study/progress';
import { parseReviewStore, REVIEW_STORAGE_KEY } from '../study/review';
import { CHAT_STORAGE_KEY, parseStoredChat } from '../tutor/chatLog';

export const EXPORT_FORMAT = 'queuebee-local-data';
export const EXPORT_VERSION = 1;
/** An import file larger than this is refused before it is read. */
export const MAX_IMPORT_BYTES = 5_000_000;

interface StoredKind {
  readonly key: string;
  /** What the learner calls it. */
  readonly label: string;
  /** Whether the stored value is JSON (else a bare string). */
  readonly json: boolean;
  /**
   * The value as the site would store it, or undefined when it is not valid. `report` hears of each piece
   * the site would drop as damaged when reading it (where it is: 'totalStudyTime', 'deck 2, card 3').
   */
  readonly check: (value: unknown, report?: (where: string) => void) => unknown;
  /**
   * Where a value that passed `check` lacks a field an export always writes ('missing quizHistory'), or
   * undefined when it is complete. Reading fills a missing field with its default, so without this an
   * empty part would replace the learner's data with nothing.
   */
  readonly missing?: (value: unknown) => string | undefined;
}

const hasField = (value: unknown, field: string): boolean =>
  typeof value === 'object' && value !== null && Object.hasOwn(value, field);

/** The first of `fields` that `value` does not hold as its own ('missing version'). */
const firstMissing =
  (...fields: readonly string[]) =>
  (value: unknown): string | undefined => {
    const field = fields.find((name) => !hasField(value, name));
    return field === undefined ? undefined : `missing ${field}`;
  };

const reviewMissing = (value: unknown): string | undefined => {
  const top = firstMissing('version', 'decks')(value);
  if (top !== undefined) return top;
  const decks = (value as { decks: unknown }).decks;
  if (!Array.isArray(decks)) return undefined;
  const index = decks.findIndex((deck) => !hasField(deck, 'cards'));
  return index === -1 ? undefined : `deck ${index + 1}, missing cards`;
};

const CHAT_VERSION = 1;

export const EXPORTED_KINDS: readonly StoredKind[] = [
  {
    key: THEME_STORAGE_KEY,
    label: 'theme',
    json: false,
    check: (value) => (isTheme(value) ? value : undefined),
  },
  {
    key: CODE_LANGUAGE_STORAGE_KEY,
    label: 'code language',
    json: false,
    check: (value) => (isLanguage(value) ? value : undefined),
  },
  {
    key: PROGRESS_STORAGE_KEY,
    label: 'study progress',
    json: true,
    check: parseProgress,
    missing: firstMissing('totalStudyTime', 'totalFlashcardsReviewed', 'quizHistory'),
  },
  {
    key: REVIEW_STORAGE_KEY,
    label: 'review decks',
    json: true,
    check: parseReviewStore,
    missing: reviewMissing,
  },
  {
    key: PRACTICE_STORAGE_KEY,
    label: 'practice record',
    json: true,
    check: parsePracticeRecord,
    missing: firstMissing('version', 'topics', 'bestStreak', 'answerTimes'),
  },
  {
    key: CHAT_STORAGE_KEY,
    label: 'chat',
    json: true,
    check: (value, report) => {
      const messages = parseStoredChat(value, report);
      return messages ? { version: CHAT_VERSION, messages } : undefined;
    },
    missing: firstMissing('version', 'messages'),
  },
  {
    key: AI_PREFERENCES_STORAGE_KEY,
    label: 'AI preferences',
    json: true,
    check: parseStoredPreferences,
    missing: firstMissing('version', 'provider', 'gemini', 'openai', 'rememberKey'),
  },
];

export interface LocalDataExport {
  readonly format: typeof EXPORT_FORMAT;
  readonly version: typeof EXPORT_VERSION;
  /** ISO time of the export. */
  readonly exportedAt: string;
  /** Stored values by storage key; a key with nothing stored is left out. */
  readonly data: Readonly<Record<string, unknown>>;
}

/** The export of what `read` finds stored (read gives the raw stored string, or null). */
export function exportLocalData(read: (key: string) => string | null, now: number): LocalDataExport {
  const data: Record<string, unknown> = {};
  for (const kind of EXPORTED_KINDS) {
    const raw = read(kind.key);
    if (raw === null) continue;
    let value: unknown = raw;
    if (kind.json) {
      try {
        value = JSON.parse(raw);
      } catch {
        // A damaged entry is left out of the export; the site reads it as missing too.
        continue;
      }
    }
    const checked = kind.check(value);
    if (checked !== undefined) data[kind.key] = checked;
  }
  return { format: EXPORT_FORMAT, version: EXPORT_VERSION, exportedAt: new Date(now).toISOString(), data };
}

export interface ImportEntry {
  readonly key: string;
  readonly label: string;
  /** What to store under the key. */
  readonly stored: string;
}

export type ImportResult =
  | { readonly ok: true; readonly entries: readonly ImportEntry[] }
  | { readonly ok: false; readonly message: string };

export const NOT_AN_EXPORT = 'This file is not a QueueBee data export.';
export const IMPORT_NOT_SAVED =
  'This browser could not save the import (its storage may be full), so nothing was imported.';

/** At most this many characters of anything a file says are shown back (a version can be 4 MB long). */
const MAX_ECHOED = 20;
const echoed = (value: unknown): string => {
  const text = String(value);
  return text.length > MAX_ECHOED ? `${text.slice(0, MAX_ECHOED)}…` : text;
};

/** Why a part is refused: "Nothing was imported: this file's study progress could not be read (quiz 2)." */
export function invalidPartMessage(label: string, where: string | undefined): string {
  const at = where ? ` (${where.length > 80 ? `${where.slice(0, 80)}…` : where})` : '';
  return `Nothing was imported: this file's ${label} could not be read${at}.`;
}

/**
 * Reads an export file's text: the entries to store. A file that is not an export (not JSON, another
 * format or version), or that has any part the site would not read whole or that lacks a field an export
 * writes, is refused as a whole.
 */
export function readLocalDataImport(text: string): ImportResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, message: NOT_AN_EXPORT };
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    return { ok: false, message: NOT_AN_EXPORT };
  }
  const file = parsed as Record<string, unknown>;
  if (file.format !== EXPORT_FORMAT) return { ok: false, message: NOT_AN_EXPORT };
  if (file.version !== EXPORT_VERSION) {
    return {
      ok: false,
      message: `This export is version ${echoed(file.version)}; this site reads version 1.`,
    };
  }
  const data = file.data;
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    return { ok: false, message: NOT_AN_EXPORT };
  }
  const values = data as Record<string, unknown>;
  const entries: ImportEntry[] = [];
  for (const kind of EXPORTED_KINDS) {
    // Files exported before the keys were renamed hold a value under its former key.
    const key = kind.key in values ? kind.key : FORMER_STORAGE_KEYS[kind.key];
    if (key === undefined || !(key in values)) continue;
    let damage: string | undefined;
    const checked = kind.check(values[key], (where) => (damage ??= where));
    if (checked === undefined || damage !== undefined) {
      return { ok: false, message: invalidPartMessage(kind.label, damage) };
    }
    const missing = kind.missing?.(values[key]);
    if (missing !== undefined) return { ok: false, message: invalidPartMessage(kind.label, missing) };
    entries.push({
      key: kind.key,
      label: kind.label,
      stored: kind.json ? JSON.stringify(checked) : String(checked),
    });
  }
  return { ok: true, entries };
}

/** The parts an import replaces, for the learner to confirm: 'theme, study progress and review decks'. */
export function replacedParts(entries: readonly ImportEntry[]): string {
  const labels = entries.map((entry) => entry.label);
  const last = labels.pop();
  if (last === undefined) return '';
  return labels.length === 0 ? last : `${labels.join(', ')} and ${last}`;
}

/** What storing an import needs of the site's storage. */
export interface ImportStorage {
  read(key: string): string | null;
  /** False when the value could not be saved. */
  write(key: string, value: string): boolean;
  remove(key: string): void;
}

/**
 * Stores an import's entries, all or none: what each key held is kept first, and when any write fails
 * (storage full) every key written so far gets its old value back.
 */
export function storeImport(
  storage: ImportStorage,
  entries: readonly ImportEntry[],
): { readonly ok: true } | { readonly ok: false; readonly message: string } {
  const before = entries.map((entry) => storage.read(entry.key));
  for (const [index, entry] of entries.entries()) {
    if (storage.write(entry.key, entry.stored)) continue;
    for (let undo = index; undo >= 0; undo--) {
      const key = entries[undo]?.key;
      const old = before[undo];
      if (key === undefined || old === undefined) continue;
      if (old === null) storage.remove(key);
      else storage.write(key, old);
    }
    return { ok: false, message: IMPORT_NOT_SAVED };
  }
  return { ok: true };
}
