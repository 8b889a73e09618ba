import { ArrayScene } from '@scenes/array/ArrayScene';
import { arraySceneHeight } from '@scenes/array/layout';
import { DataStructurePage, type SceneBinding } from './DataStructurePage';
import { arrayMirror, arraySummary } from './mirror';

const scene: SceneBinding = {
  name: 'array',
  height: arraySceneHeight,
  render: (view) => <ArrayScene view={view} />,
  mirror: arrayMirror,
  summary: arraySummary,
};

export default function ArraysPage() {
  return <DataStructurePage structure="array" scene={scene} />;
}
