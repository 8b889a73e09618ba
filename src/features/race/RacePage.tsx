import { Maximize2, Minimize2, Pause, Play, RotateCcw, Shuffle } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type RefObject } from 'react';
import { ARRAY_ALGORITHMS, INPUT_PRESETS, requiresSortedInput, type InputPreset } from '@/core/algorithms';
import {
  CODE_LANE_ID,
  CODE_LANE_NAME,
  MAX_RACE_LANES,
  RACE_SIZE_MAX,
  RACE_SIZE_MIN,
  RACE_SPEED_MAX,
  RACE_SPEED_MIN,
  algorithmsOf,
  type RaceKind,
  type RaceStatus,
  type RaceViewSnapshot,
} from '@/core/race';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { cx } from '@/ui/cx';
import { Slider } from '@/ui/Slider';
import { SoundControls } from '@/ui/sound/SoundControls';
import { useSortSound } from '@/ui/sound/useSortSound';
import { Tabs } from '@/ui/Tabs';
import { AlgorithmPicker } from './AlgorithmPicker';
import { CodeLaneCard } from './CodeLaneCard';
import { CustomInputDialog } from './CustomInputDialog';
import { Leaderboard } from './Leaderboard';
import { RaceClock } from './RaceClock';
import { RaceFigure } from './RaceFigure';
import { usePresenter } from './usePresenter';
import { useMediaQuery } from '@/ui/useMediaQuery';
import { useRaceShortcuts } from './useRaceShortcuts';
import { useRaceSound } from './useRaceSound';
import { useRaceSetup } from './useRaceSetup';
import { useCodeLane } from './useCodeLane';
import { useRaceInput, useRaceStore, useRaceView } from './useRaceStore';

export const SORTED_NOTICE =
  'Binary Search requires a sorted array. The array has been automatically sorted.';
export const SORTED_REQUIRED_NOTICE = 'Binary Search requires a sorted array to work correctly.';

const statusOf = (snapshot: RaceViewSnapshot): RaceStatus => snapshot.status;

/** Tailwind's sm breakpoint: narrower is a phone. */
const SM_QUERY = '(min-width: 640px)';

/** In presenter mode the lanes grow to fill the height left under the controls. */
function useAvailableHeight(ref: RefObject<HTMLElement | null>, enabled: boolean): number | undefined {
  const [height, setHeight] = useState<number | undefined>(undefined);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setHeight(Math.floor(entry.contentRect.height));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled]);
  return enabled ? height : undefined;
}

export default function RacePage() {
  const { setup, actions } = useRaceSetup();
  const input = useRaceInput(setup);
  const codeLane = useCodeLane(input);
  const codeStatus = codeLane.status;
  const extraLane = codeStatus.kind === 'lane' ? codeStatus.lane : null;
  const store = useRaceStore(input, setup, extraLane);
  const status = useRaceView(store, statusOf);
  const panelRef = useRef<HTMLElement>(null);
  const { presenter, toggle: togglePresenter } = usePresenter(panelRef);
  const areaRef = useRef<HTMLDivElement>(null);
  // On a phone the presenter's lanes come first and take their own height; the panel scrolls to the rest.
  const phone = !useMediaQuery(SM_QUERY);
  const areaHeight = useAvailableHeight(areaRef, presenter && !phone);
  const headingId = useId();
  const presetId = useId();

  const { kind, algorithms } = setup;
  const running = status === 'running';
  const sound = useSortSound();
  const loudest = useMemo(() => input.values.reduce((top, value) => Math.max(top, value), 1), [input.values]);
  useRaceSound(store, sound, loudest);
  // The learner's lane counts towards the race's lanes while it is on the Sorting tab, even before it
  // has run; it is still getting ready while its code runs (or Python loads), and the race waits for it.
  const codeLaneOn = codeStatus.kind !== 'none' && codeStatus.kind !== 'other-tab';
  const codePending =
    codeStatus.kind === 'running' ||
    (codeStatus.kind === 'python' &&
      codeStatus.state.kind !== 'unavailable' &&
      codeStatus.state.kind !== 'failed');
  const full = codeLaneOn && algorithms.length + 1 >= MAX_RACE_LANES;
  const { limitAlgorithms } = actions;
  useEffect(() => {
    if (codeLaneOn) limitAlgorithms(MAX_RACE_LANES - 1);
  }, [codeLaneOn, limitAlgorithms]);
  const hasLanes = (algorithms.length > 0 || extraLane !== null) && !codePending;
  const race = store.race;

  useRaceShortcuts({
    toggle: () => {
      if (hasLanes) race.toggle();
    },
    reset: () => race.reset(),
  });

  const lanes = useMemo(
    () => [
      ...algorithms.map((id) => ({ id, name: ARRAY_ALGORITHMS[id].name })),
      ...(extraLane ? [{ id: CODE_LANE_ID, name: CODE_LANE_NAME }] : []),
    ],
    [algorithms, extraLane],
  );
  // The lanes' share of the height, less the narration line under them.
  const availableHeight = areaHeight === undefined ? undefined : Math.max(240, areaHeight - 40);
  const options = useMemo(() => ({ presenter, availableHeight }), [presenter, availableHeight]);

  const binarySelected = kind === 'searching' && algorithms.some(requiresSortedInput);

  const picker = (pickerKind: RaceKind) => (
    <div className="space-y-2">
      <AlgorithmPicker
        label={pickerKind === 'sorting' ? 'Sorting algorithms' : 'Searching algorithms'}
        choices={algorithmsOf(pickerKind)}
        selected={pickerKind === kind ? algorithms : []}
        disabled={running}
        full={pickerKind === kind && full}
        onToggle={actions.toggleAlgorithm}
      />
    </div>
  );

  const startLabel = status === 'paused' ? 'Resume' : 'Start Race';

  // The same centred column as the other pages; from 1536 px the lanes take the extra width, so every
  // lane and the leaderboard fit a 1920×1080 screen.
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 2xl:max-w-[112rem]">
      <header className="mb-4">
        <h1 className="text-3xl font-bold tracking-tight">Algorithm Race Mode</h1>
        <p className="mt-1 max-w-4xl text-muted">
          Every algorithm races on the same array, and each tick gives every lane the same budget of
          comparisons and swaps, so the finishing order is the real cost of each algorithm on that input.
        </p>
      </header>

      <section
        ref={panelRef}
        tabIndex={-1}
        aria-labelledby={headingId}
        data-race-panel
        data-presenter={presenter}
        className={cx(
          'border-border bg-surface text-text outline-none',
          presenter
            ? 'fixed inset-0 z-40 flex flex-col overflow-auto p-4 sm:p-6 xl:text-lg'
            : 'rounded-2xl border p-4 shadow-sm sm:p-5',
        )}
      >
        <div
          className={cx('flex flex-wrap items-start justify-between gap-3', presenter && 'max-sm:order-[-2]')}
        >
          <div>
            <h2 id={headingId} className={cx('font-semibold', presenter ? 'text-3xl' : 'text-xl')}>
              Algorithm Race
            </h2>
            <p className="text-sm text-muted">Compare algorithm performance in real-time</p>
          </div>
          <Button variant="outline" size="sm" onClick={togglePresenter} aria-pressed={presenter}>
            {presenter ? (
              <Minimize2 aria-hidden="true" size={16} />
            ) : (
              <Maximize2 aria-hidden="true" size={16} />
            )}
            {presenter ? 'Exit Presenter' : 'Presenter'}
          </Button>
        </div>

        <Tabs
          label="Race type"
          value={kind}
          onValueChange={(value) => {
            // Like the other selection controls, the tabs hold still while a race runs (pause first).
            if (!running) actions.setKind(value === 'searching' ? 'searching' : 'sorting');
          }}
          className="mt-3 flex flex-wrap items-center gap-3 [&>[role=tabpanel]]:mt-0"
          tabs={[
            { value: 'sorting', label: 'Sorting', content: picker('sorting') },
            { value: 'searching', label: 'Searching', content: picker('searching') },
          ]}
        />

        {kind === 'searching' ? (
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <Badge tone="warning" className="text-sm" data-testid="search-target">
              Search Target: {input.target ?? 'None'}
            </Badge>
            {binarySelected && input.sortedForBinarySearch ? (
              <p role="note" className="rounded-lg bg-warning-soft px-3 py-1 text-sm">
                {SORTED_NOTICE}
              </p>
            ) : null}
            {binarySelected ? (
              <p role="note" className="rounded-lg bg-warning-soft px-3 py-1 text-sm">
                {SORTED_REQUIRED_NOTICE}
              </p>
            ) : null}
          </div>
        ) : null}

        <div className="mt-3 flex flex-wrap items-end gap-x-6 gap-y-3">
          <div className="flex min-w-[16rem] flex-[2] flex-wrap gap-x-6 gap-y-3">
            <Slider
              label="Array Size"
              value={Math.min(RACE_SIZE_MAX, Math.max(RACE_SIZE_MIN, input.values.length))}
              min={RACE_SIZE_MIN}
              max={RACE_SIZE_MAX}
              onValueChange={actions.setSize}
              disabled={running}
              format={() => String(input.values.length)}
            />
            <Slider
              label="Animation Speed"
              value={setup.speed}
              min={RACE_SPEED_MIN}
              max={RACE_SPEED_MAX}
              onValueChange={actions.setSpeed}
              format={(value) => `${value}%`}
            />
            {kind === 'sorting' ? <SoundControls sound={sound} /> : null}
          </div>
          <div className="flex flex-wrap items-end gap-2">
            <div className="flex flex-col gap-1">
              <label htmlFor={presetId} className="text-sm font-medium">
                Input
              </label>
              <select
                id={presetId}
                value={setup.custom ? 'custom' : setup.preset}
                onChange={(event) => actions.setPreset(event.target.value as InputPreset)}
                disabled={running}
                className="h-9 rounded-lg border border-border bg-surface px-2 text-text disabled:opacity-50"
              >
                {setup.custom ? (
                  <option value="custom" disabled>
                    Custom
                  </option>
                ) : null}
                {INPUT_PRESETS.map((preset) => (
                  <option key={preset.id} value={preset.id}>
                    {preset.label}
                  </option>
                ))}
              </select>
            </div>
            {presenter ? null : (
              <CustomInputDialog
                searching={kind === 'searching'}
                values={setup.custom?.values ?? input.values}
                target={setup.custom?.target ?? null}
                disabled={running}
                onApply={actions.setCustom}
              />
            )}
            <Button variant="outline" size="sm" onClick={actions.newArray} disabled={running}>
              <Shuffle aria-hidden="true" size={16} />
              New Array
            </Button>
          </div>
          <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Race controls">
            {running ? (
              <Button onClick={race.pause} className="min-w-32">
                <Pause aria-hidden="true" size={16} />
                Pause
              </Button>
            ) : (
              <Button onClick={race.start} disabled={!hasLanes} className="min-w-32">
                <Play aria-hidden="true" size={16} />
                {startLabel}
              </Button>
            )}
            <Button variant="outline" onClick={race.reset} disabled={status === 'ready'}>
              <RotateCcw aria-hidden="true" size={16} />
              Reset
            </Button>
            <RaceClock store={store} />
          </div>
        </div>

        {codeLane.source !== null && codeStatus.kind !== 'none' ? (
          <CodeLaneCard
            source={codeLane.source}
            status={codeStatus}
            full={full}
            disabled={running}
            onRemove={codeLane.remove}
            onRetryPython={codeLane.retryPython}
          />
        ) : null}

        <div
          ref={areaRef}
          className={cx(
            'mt-4 grid gap-5',
            presenter
              ? 'min-h-0 flex-1 max-sm:order-[-1] max-sm:mb-4 max-sm:flex-none xl:grid-cols-[minmax(0,1fr)_minmax(24rem,34rem)] 2xl:grid-cols-[minmax(0,1fr)_minmax(30rem,54rem)]'
              : 'xl:grid-cols-[minmax(0,1fr)_minmax(27rem,36rem)]',
          )}
        >
          {lanes.length > 0 ? (
            <RaceFigure store={store} lanes={lanes} size={input.values.length} options={options} />
          ) : (
            <div className="flex min-h-40 items-center justify-center rounded-xl border border-dashed border-border p-6 text-center text-muted">
              Select one or more algorithms above to start a race.
            </div>
          )}
          <Leaderboard store={store} presenter={presenter} />
        </div>
        <p className="mt-3 text-xs text-muted">
          Keyboard: <kbd className="rounded border border-border bg-surface-2 px-1.5 font-mono">Space</kbd>{' '}
          start or pause, <kbd className="rounded border border-border bg-surface-2 px-1.5 font-mono">R</kbd>{' '}
          reset
          {presenter ? (
            <>
              , <kbd className="rounded border border-border bg-surface-2 px-1.5 font-mono">Esc</kbd> leave
              presenter mode
            </>
          ) : null}
          .
        </p>
      </section>
    </div>
  );
}
