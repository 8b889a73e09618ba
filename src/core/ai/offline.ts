import { offTopicGuard } from '../tutor/offTopic';
import type { RandomSource } from '../tutor/offTopic';
import type { HistoryEntry, OfflineTutor } from '../tutor/offlineTutor';
import { throwIfAborted } from './http';
import { PROVIDER_LABELS } from './settings';
import type { AiProvider, UploadedTextFile } from './types';

/**
 * The built-in tutor as a provider: the default, no key, no network. The knowledge base and the source
 * analyser are loaded on first use (their own chunks), so screens that only hold a provider never load them.
 */

/**
 * What the provider needs of a tutor: its reply, now or later (a tutor in a Web Worker answers by
 * message). An OfflineTutor is one.
 */
export interface TutorReplier {
  reply(message: string, history?: readonly HistoryEntry[]): string | Promise<string>;
  /**
   * The explanation of an uploaded file, where the tutor runs (a worker's thread keeps a large file's
   * analysis off the page). Without it the file is explained on the calling thread.
   */
  explainFile?(file: UploadedTextFile): string | Promise<string>;
}

export interface OfflineProviderOptions {
  /** Where the tutor comes from; defaults to the knowledge base's tutor built on this thread, once. */
  loadTutor?: () => Promise<TutorReplier>;
  random?: RandomSource;
}

/** The explanation of an uploaded file, made on the calling thread; the analyser is its own chunk. */
export function explainFileHere(file: UploadedTextFile): Promise<string> {
  return import('../tutor/fileExplain').then((module) => module.explainFile(file));
}

/** The bundled knowledge base's tutor, built on the calling thread (a worker's, or the page's). */
export function loadOfflineTutorHere(): Promise<OfflineTutor> {
  return import('../tutor/knowledgeBase').then((module) => module.createDefaultOfflineTutor());
}

/**
 * Loads the tutor from `host` on the first call and gives every later caller the same one. A failed load
 * is tried again on the next call (a chunk that failed may load after a deploy or a network blip).
 */
export function tutorLoadedOnce(host: () => Promise<TutorReplier>): () => Promise<TutorReplier> {
  let tutor: Promise<TutorReplier> | undefined;
  return () => {
    if (tutor) return tutor;
    const loading = host();
    tutor = loading;
    loading.catch(() => {
      if (tutor === loading) tutor = undefined;
    });
    return loading;
  };
}

export function createOfflineProvider(options: OfflineProviderOptions = {}): AiProvider {
  const load = options.loadTutor ?? tutorLoadedOnce(loadOfflineTutorHere);
  return {
    id: 'offline',
    label: PROVIDER_LABELS.offline,
    async chatReply(message, history, signal) {
      throwIfAborted(signal);
      const refusal = offTopicGuard(message, options.random);
      if (refusal !== null) return refusal;
      const tutor = await load();
      throwIfAborted(signal);
      const reply = await tutor.reply(message, history);
      throwIfAborted(signal);
      return reply;
    },
    async explainFile(file, signal) {
      throwIfAborted(signal);
      const tutor = await load();
      throwIfAborted(signal);
      const reply = await (tutor.explainFile ? tutor.explainFile(file) : explainFileHere(file));
      throwIfAborted(signal);
      return reply;
    },
    async testConnection(signal) {
      throwIfAborted(signal);
      await load();
    },
  };
}
