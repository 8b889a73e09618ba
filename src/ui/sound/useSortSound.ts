import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useStableCommands } from '@/ui/useStableCommands';
import { createSortSound, type SortSound, type ToneContext } from '@/core/sound/sortSound';

/** The browser's audio context, or an error saying there is none. */
function browserToneContext(): ToneContext {
  const Context =
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Context) throw new Error('This browser has no Web Audio');
  return new Context() as unknown as ToneContext;
}

/** The volume a learner starts with, in percent. */
export const DEFAULT_VOLUME = 50;

/**
 * The sound of sorting for one page: off until the learner turns it on (that click creates the audio
 * context), with a volume. `play` does nothing while it is off.
 */
export function useSortSound() {
  const soundRef = useRef<SortSound | null>(null);
  const [enabled, setEnabled] = useState(false);
  const [volume, setVolumeState] = useState(DEFAULT_VOLUME);

  useEffect(
    () => () => {
      soundRef.current?.dispose();
      soundRef.current = null;
    },
    [],
  );

  const sound = () =>
    (soundRef.current ??= createSortSound({ createContext: browserToneContext, visibility: document }));

  const toggle = () => {
    const current = sound();
    if (current.enabled) current.disable();
    else {
      current.setVolume(volume / 100);
      current.enable();
    }
    setEnabled(current.enabled);
  };

  const setVolume = (next: number) => {
    setVolumeState(next);
    soundRef.current?.setVolume(next / 100);
  };

  const play = useCallback((pitches: readonly number[], pan?: number) => {
    soundRef.current?.play(pitches, pan);
  }, []);

  // One object while the sound's settings stay the same, so its memoised controls skip each step's render.
  const commands = useStableCommands({ toggle, setVolume });
  return useMemo(
    () => ({ enabled, volume, toggle: commands.toggle, setVolume: commands.setVolume, play }),
    [enabled, volume, commands, play],
  );
}

export type SortSoundControls = ReturnType<typeof useSortSound>;
