/**
 * The last code the learner wrote on the Your Code page in each language, with its task, kept in this
 * browser so a visit starts where the last one ended (`queuebee.playground.code`).
 */
import { STORAGE_KEYS } from '@/core/storage/keys';
import type { SafeStorage } from '@/core/storage/safeStorage';
import type { PlaygroundLanguage, PlaygroundTask } from './recording';
import { MAX_SHARED_CODE_CHARS } from './shareLink';

export interface SavedCode {
  readonly task: PlaygroundTask;
  readonly code: string;
}

export type SavedCodes = Partial<Record<PlaygroundLanguage, SavedCode>>;

const TASKS: readonly unknown[] = ['sort', 'search', 'bfs'];

function parseSaved(raw: unknown): SavedCode | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { task, code } = raw as Record<string, unknown>;
  if (!TASKS.includes(task) || typeof code !== 'string' || code.length > MAX_SHARED_CODE_CHARS)
    return undefined;
  return { task: task as PlaygroundTask, code };
}

function parseSavedCodes(raw: unknown): SavedCodes | undefined {
  if (typeof raw !== 'object' || raw === null || (raw as { version?: unknown }).version !== 1)
    return undefined;
  const record = raw as Record<string, unknown>;
  const javascript = parseSaved(record.javascript);
  const python = parseSaved(record.python);
  return { ...(javascript && { javascript }), ...(python && { python }) };
}

export function loadSavedCodes(storage: SafeStorage): SavedCodes {
  return storage.readJson(STORAGE_KEYS.playgroundCode, parseSavedCodes, {});
}

/** Keeps `saved` as the language's last code; code longer than a link carries is not kept. */
export function saveCode(storage: SafeStorage, language: PlaygroundLanguage, saved: SavedCode): void {
  if (saved.code.length > MAX_SHARED_CODE_CHARS) return;
  storage.writeJson(STORAGE_KEYS.playgroundCode, {
    version: 1,
    ...loadSavedCodes(storage),
    [language]: saved,
  });
}
