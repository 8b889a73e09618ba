import { queueSceneHeight } from '@scenes/queue/layout';
import { DataStructurePage, type SceneBinding } from './DataStructurePage';
import { queueMirror, queueSummary } from './mirror';

const scene: SceneBinding = {
  name: 'queue',
  height: queueSceneHeight,
  mirror: queueMirror,
  summary: queueSummary,
};

export default function QueuesPage() {
  return <DataStructurePage structure="queue" scene={scene} />;
}
