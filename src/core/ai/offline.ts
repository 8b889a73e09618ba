import { offTopicGuard } from '../tutor/offTopic';
import type { RandomSource } from '../tutor/offTopic';
import type { HistoryEntry, OfflineTutor } from '../tutor/offlineTutor';
import { throwIfAborted } from './http';
import { PROVIDER_LABELS } from './settings';
import type { AiProvider } from './types';

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
}

export interface OfflineProviderOptions {
  /** Where the tutor comes from; defaults to loadDefaultOfflineTutor. */
  loadTutor?: () => Promise<TutorReplier>;
  random?: RandomSource;
}

/** The bundled knowledge base's tutor, built on the calling thread (a worker's, or the page's). */
export function loadOfflineTutorHere(): Promise<OfflineTutor> {
  return import('../tutor/knowledgeBase').then((module) => module.createDefaultOfflineTutor());
}

let tutorHost: () => Promise<TutorReplier> = loadOfflineTutorHere;
let defaultTutor: Promise<TutorReplier> | undefined;

/**
 * Where the default tutor is built from now on: indexing the knowledge base takes long enough to freeze
 * a phone's page for most of a second, so the chat page hands it to a Web Worker. Call before the first
 * loadDefaultOfflineTutor; a tutor already loading or loaded is kept.
 */
export function setDefaultTutorHost(load: () => Promise<TutorReplier>): void {
  tutorHost = load;
}

/** The bundled knowledge base's tutor, loaded once per page, where setDefaultTutorHost says. */
export function loadDefaultOfflineTutor(): Promise<TutorReplier> {
  defaultTutor ??= tutorHost();
  // A failed chunk load may succeed next time (e.g. after a deploy or a network blip).
  defaultTutor.catch(() => {
    defaultTutor = undefined;
  });
  return defaultTutor;
}

export function createOfflineProvider(options: OfflineProviderOptions = {}): AiProvider {
  const load = options.loadTutor ?? loadDefaultOfflineTutor;
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
      // The source analyser is loaded on first use, like the knowledge base.
      const { explainFile } = await import('../tutor/fileExplain');
      throwIfAborted(signal);
      return explainFile(file);
    },
    async testConnection(signal) {
      throwIfAborted(signal);
      await load();
    },
  };
}
