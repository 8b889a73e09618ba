import { useState } from 'react';
import { shuffled } from '@/core/random';
import type { BarItem } from '@scenes/bars/layout';
import { SceneCanvas } from '@scenes/catalog/SceneCanvas';
import { SceneFigure } from '@scenes/host/SceneFigure';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { PageHeader } from '@/ui/PageHeader';

const initialBars: BarItem[] = [42, 17, 88, 63, 25, 71, 9, 54].map((value, id) => ({
  id,
  value,
  state: 'default',
}));

/**
 * An unlisted page that exercises the scene host: a row of bars that slides into a new order,
 * drawn on whichever renderer ?renderer= chooses, with its DOM mirror.
 */
export default function SceneLabPage() {
  const [bars, setBars] = useState(initialBars);
  const [narration, setNarration] = useState('Eight bars, waiting.');

  const shuffle = () => {
    const next = shuffled(bars, Math.random).map((bar) => ({ ...bar, state: 'default' as const }));
    setBars(next);
    setNarration(`Shuffled into ${next.map((bar) => bar.value).join(', ')}`);
  };

  const sort = () => {
    const next = [...bars]
      .sort((a, b) => a.value - b.value)
      .map((bar) => ({ ...bar, state: 'sorted' as const }));
    setBars(next);
    setNarration('Sorted in ascending order');
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <PageHeader
        title="Scene lab"
        description="Checks that animations draw and stay accessible on this device."
      />
      <Card>
        <SceneFigure
          scene="bars"
          label="Demo bars"
          items={bars.map((bar) => ({ value: bar.value, state: bar.state }))}
          narration={narration}
        >
          <SceneCanvas height={240} scene={{ name: 'bars', props: { items: bars, maxValue: 100 } }} />
        </SceneFigure>
        <div className="mt-4 flex gap-3">
          <Button onClick={shuffle}>Shuffle</Button>
          <Button variant="outline" onClick={sort}>
            Sort
          </Button>
        </div>
      </Card>
    </div>
  );
}
