import { listSceneHeight } from '@scenes/linked-list/layout';
import { DataStructurePage, type SceneBinding } from './DataStructurePage';
import { linkedListMirror, linkedListSummary } from './mirror';

const scene: SceneBinding = {
  name: 'linked-list',
  height: listSceneHeight,
  mirror: linkedListMirror,
  summary: linkedListSummary,
};

export default function LinkedListsPage() {
  return <DataStructurePage structure="linkedList" scene={scene} />;
}
