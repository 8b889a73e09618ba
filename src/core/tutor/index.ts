/**
 * QueueBee's tutor core: persona constants, the off-topic filter, reply cleaning, transcript export, file
 * explanation and the offline tutor. Framework-free.
 *
 * The knowledge base itself is NOT re-exported here (it is large): import `knowledgeTopics` or
 * `createDefaultOfflineTutor` from '@/core/tutor/knowledgeBase' lazily, where the offline tutor is needed.
 */
export * from './persona';
export * from './offTopic';
export * from './cleanReply';
export * from './transcript';
export * from './chatLog';
export * from './fileExplain';
export * from './uploads';
export * from './topics';
export * from './search';
export * from './suggestions';
export * from './offlineTutor';
