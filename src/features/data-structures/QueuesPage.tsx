import { queueSceneHeight } from '@scenes/queue/layout';
import { QueueScene } from '@scenes/queue/QueueScene';
import { DataStructurePage, type SceneBinding } from './DataStructurePage';
import { queueMirror, queueSummary } from './mirror';

const scene: SceneBinding = {
  name: 'queue',
  height: queueSceneHeight,
  render: (view) => <QueueScene view={view} />,
  mirror: queueMirror,
  summary: queueSummary,
};

export default function QueuesPage() {
  return <DataStructurePage structure="queue" scene={scene} />;
}
