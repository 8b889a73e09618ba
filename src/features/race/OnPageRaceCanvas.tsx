import { OnPageSceneCanvas } from '@scenes/host/SceneCanvas';
import { RaceScene, type RaceSceneProps } from '@scenes/race/RaceScene';

/** The race's Pixi scene drawn on the page's own thread: where a worker cannot draw it, or `?thread=main`. */
export default function OnPageRaceCanvas({
  height,
  ...scene
}: RaceSceneProps & { height: (width: number) => number }) {
  return (
    <OnPageSceneCanvas height={height}>
      <RaceScene {...scene} />
    </OnPageSceneCanvas>
  );
}
