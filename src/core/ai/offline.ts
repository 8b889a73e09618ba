import { offTopicGuard } from '../tutor/offTopic';
import type { RandomSource } from '../tutor/offTopic';
import type { OfflineTutor } from '../tutor/offlineTutor';
import { throwIfAborted } from './http';
import { PROVIDER_LABELS } from './settings';
import type { AiProvider } from './types';

/**
 * The built-in tutor as a provider: the default, no key, no network. The knowledge base and the source
 * analyser are loaded on first use (their own chunks), so screens that only hold a provider never load them.
 */

export interface OfflineProviderOptions {
  /** Where the tutor comes from; defaults to the bundled knowledge base, loaded lazily. */
  loadTutor?: () => Promise<OfflineTutor>;
  random?: RandomSource;
}

let defaultTutor: Promise<OfflineTutor> | undefined;

/** The bundled knowledge base's tutor, loaded once per page. */
export function loadDefaultOfflineTutor(): Promise<OfflineTutor> {
  defaultTutor ??= import('../tutor/knowledgeBase').then((module) => module.createDefaultOfflineTutor());
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
      return tutor.reply(message, history);
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
