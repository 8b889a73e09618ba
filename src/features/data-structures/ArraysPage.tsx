import { arraySceneHeight } from '@scenes/array/layout';
import { DataStructurePage, type SceneBinding } from './DataStructurePage';
import { arrayMirror, arraySummary } from './mirror';

const scene: SceneBinding = {
  name: 'array',
  height: arraySceneHeight,
  mirror: arrayMirror,
  summary: arraySummary,
};

export default function ArraysPage() {
  return <DataStructurePage structure="array" scene={scene} />;
}
