import { stackSceneHeight } from '@scenes/stack/layout';
import { DataStructurePage, type SceneBinding } from './DataStructurePage';
import { stackMirror, stackSummary } from './mirror';

const scene: SceneBinding = {
  name: 'stack',
  height: stackSceneHeight,
  mirror: stackMirror,
  summary: stackSummary,
};

export default function StacksPage() {
  return <DataStructurePage structure="stack" scene={scene} />;
}
