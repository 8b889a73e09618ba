interface TaskScheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a task of its own, so the browser can handle input and paint before what follows:
 * scheduler.yield() where the browser has it, since a chain of zero-delay timers is held back 4 ms a
 * link after the fifth.
 */
export const nextTask = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise<void>((resolve) => setTimeout(resolve, 0));
};
