import { SceneCanvas } from '@scenes/host/SceneCanvas';
import { RaceScene, type RaceSceneProps } from '@scenes/race/RaceScene';

/** The race's Pixi scene in its host: its own chunk, so PixiJS loads after the page's first paint. */
export default function RaceCanvas({
  height,
  ...scene
}: RaceSceneProps & { height: (width: number) => number }) {
  return (
    <SceneCanvas height={height}>
      <RaceScene {...scene} />
    </SceneCanvas>
  );
}
