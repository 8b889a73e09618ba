import { stackSceneHeight } from '@scenes/stack/layout';
import { StackScene } from '@scenes/stack/StackScene';
import { DataStructurePage, type SceneBinding } from './DataStructurePage';
import { stackMirror, stackSummary } from './mirror';

const scene: SceneBinding = {
  name: 'stack',
  height: stackSceneHeight,
  render: (view) => <StackScene view={view} />,
  mirror: stackMirror,
  summary: stackSummary,
};

export default function StacksPage() {
  return <DataStructurePage structure="stack" scene={scene} />;
}
