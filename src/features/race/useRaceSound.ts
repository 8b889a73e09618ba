import { useEffect } from 'react';
import { lanePan, pitchOf, soundingValues } from '@/core/sound';
import type { RaceViewStore } from '@/core/race';
import type { SortSoundControls } from '@/ui/sound/useSortSound';

/**
 * The race's sound of sorting: while it runs, every lane that moves sounds the values its step touches,
 * from its own place in the stereo field (top lane left, bottom lane right), so lanes can be told apart.
 */
export function useRaceSound(store: RaceViewStore, sound: SortSoundControls, maxValue: number) {
  const { enabled, play } = sound;
  useEffect(() => {
    if (!enabled) return;
    let frames = store.getSnapshot().lanes.map((lane) => lane.view.frameIndex);
    return store.subscribe(() => {
      const snapshot = store.getSnapshot();
      const moved = snapshot.lanes.map((lane, i) => lane.view.frameIndex !== frames[i]);
      frames = snapshot.lanes.map((lane) => lane.view.frameIndex);
      if (snapshot.status !== 'running') return;
      snapshot.lanes.forEach((lane, i) => {
        if (!moved[i] || lane.view.completed) return;
        const values = soundingValues(lane.view.values, lane.view.states);
        play(
          values.map((value) => pitchOf(value, maxValue)),
          lanePan(i, snapshot.lanes.length),
        );
      });
    });
  }, [store, enabled, play, maxValue]);
}
