/**
 * Everything the site keeps in this browser, as one JSON file to save and to bring back
 * (docs/product-rules.md#your-progress). The export holds the theme, the code language, study progress,
 * the review decks, the practice record, the chat and the AI preferences: never an API key. An import checks every entry with
 * the same parser the site reads it with, keeps what is valid and names what it leaves out.
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
  /** The value as the site would store it, or undefined when it is not valid. */
  readonly check: (value: unknown) => unknown;
}

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
  { key: PROGRESS_STORAGE_KEY, label: 'study progress', json: true, check: parseProgress },
  { key: REVIEW_STORAGE_KEY, label: 'review decks', json: true, check: parseReviewStore },
  { key: PRACTICE_STORAGE_KEY, label: 'practice record', json: true, check: parsePracticeRecord },
  {
    key: CHAT_STORAGE_KEY,
    label: 'chat',
    json: true,
    check: (value) => {
      const messages = parseStoredChat(value);
      return messages ? { version: CHAT_VERSION, messages } : undefined;
    },
  },
  { key: AI_PREFERENCES_STORAGE_KEY, label: 'AI preferences', json: true, check: parseStoredPreferences },
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
  | { readonly ok: true; readonly entries: readonly ImportEntry[]; readonly skipped: readonly string[] }
  | { readonly ok: false; readonly message: string };

export const NOT_AN_EXPORT = 'This file is not a QueueBee data export.';

/**
 * Reads an export file's text: the valid entries to store, and the labels of those left out. A file that
 * is not an export (not JSON, another format or version) is refused as a whole.
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
      message: `This export is version ${String(file.version)}; this site reads version 1.`,
    };
  }
  const data = file.data;
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    return { ok: false, message: NOT_AN_EXPORT };
  }
  const values = data as Record<string, unknown>;
  const entries: ImportEntry[] = [];
  const skipped: string[] = [];
  for (const kind of EXPORTED_KINDS) {
    // Files exported before the keys were renamed hold a value under its former key.
    const key = kind.key in values ? kind.key : FORMER_STORAGE_KEYS[kind.key];
    if (key === undefined || !(key in values)) continue;
    const checked = kind.check(values[key]);
    if (checked === undefined) {
      skipped.push(kind.label);
      continue;
    }
    entries.push({
      key: kind.key,
      label: kind.label,
      stored: kind.json ? JSON.stringify(checked) : String(checked),
    });
  }
  return { ok: true, entries, skipped };
}
