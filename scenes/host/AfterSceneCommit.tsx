import { useLayoutEffect } from 'react';

/**
 * Placed after a scene in its host's tree: calls `onCommit` after each commit of the host's tree, once
 * the scene before it has committed (the host's labels report, FrameScheduler.labelsCommitted).
 */
export function AfterSceneCommit({ onCommit }: { onCommit: () => void }) {
  useLayoutEffect(onCommit);
  return null;
}
