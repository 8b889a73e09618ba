import { createOfflineTutor } from './offlineTutor';
import type { OfflineTutor, OfflineTutorOptions } from './offlineTutor';
import { parseTopics } from './topics';
import type { KnowledgeTopic } from './topics';

/**
 * The one module that loads assets/knowledge/*.md (through Vite's glob, in the app and in Vitest alike).
 * Everything else takes topics or strings, so it stays testable without Vite. Import this module lazily
 * (from the chat route or the offline provider): it carries the whole knowledge base.
 */
const files = import.meta.glob<string>('@assets/knowledge/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The raw markdown files, keyed by path. */
export const knowledgeFiles: Readonly<Record<string, string>> = files;

/** Every topic of the knowledge base, parsed and sorted by id. */
export const knowledgeTopics: readonly KnowledgeTopic[] = parseTopics(files);

/** An offline tutor over the whole knowledge base. */
export function createDefaultOfflineTutor(options?: OfflineTutorOptions): OfflineTutor {
  return createOfflineTutor(knowledgeTopics, options);
}
