import { Volume2, VolumeX } from 'lucide-react';
import { memo } from 'react';
import { Button } from '@/ui/Button';
import { Slider } from '@/ui/Slider';
import type { SortSoundControls } from './useSortSound';

/** The Sound toggle (off by default) and, while it is on, the Volume slider. */
export const SoundControls = memo(function SoundControls({ sound }: { sound: SortSoundControls }) {
  return (
    <div className="flex min-w-40 flex-wrap items-end gap-x-4 gap-y-2">
      <Button
        variant={sound.enabled ? 'secondary' : 'outline'}
        aria-pressed={sound.enabled}
        onClick={sound.toggle}
        title={
          sound.enabled ? 'Turn the sound of sorting off' : 'Play a tone for each value compared or moved'
        }
      >
        {sound.enabled ? <Volume2 aria-hidden="true" size={16} /> : <VolumeX aria-hidden="true" size={16} />}
        Sound
      </Button>
      {sound.enabled ? (
        <Slider
          label="Volume"
          value={sound.volume}
          min={0}
          max={100}
          onValueChange={sound.setVolume}
          format={(value) => `${value}%`}
        />
      ) : null}
    </div>
  );
});
