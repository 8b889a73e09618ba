import { useMemo, useState } from 'react';
import { gridSceneHeight } from '@scenes/grid/layout';
import { SceneCanvas } from '@scenes/catalog/SceneCanvas';
import { SceneFigure } from '@scenes/host/SceneFigure';
import type { GraphAlgorithmId } from '@/core/algorithms/catalog';
import { GRID_ALGORITHM_MODULES } from '@/core/algorithms/graph/registry';
import {
  GRID_LIMITS,
  GRID_PRESETS,
  gridPreset,
  parseGridSide,
  resizeGrid,
  withEndpoint,
  withWall,
  type Grid,
  type GridPresetId,
} from '@/core/algorithms/graph/grid/grid';
import {
  encodeGridRunConfig,
  type GridAlgorithmId,
  type GridRunConfig,
} from '@/core/algorithms/graph/grid/runConfig';
import { HEURISTICS, type GridAlgorithm, type GridRunModel } from '@/core/algorithms/graph/grid/types';
import { gridTraceQuestions } from '@/core/practice/gridQuestions';
import { ColourKey } from '@/player-ui/ColourKey';
import { listingLoader } from '@/player-ui/listingLoader';
import { TracePlayerCard, type FrameProps, type TraceRun } from '@/player-ui/TracePlayerCard';
import { Button } from '@/ui/Button';
import { GRAPH_FAMILY_CHOICES, runsOnGrid } from './familyChoices';
import { GridEditorSurface } from './GridEditorSurface';
import { GridMirror } from './GridMirror';

const gridListing = listingLoader((algorithm: GridAlgorithmId) =>
  import('@/core/algorithms/graph/listings').then((module) => module.GRAPH_LISTINGS[algorithm]),
);

const gridAlgorithm = (id: GridAlgorithmId): GridAlgorithm =>
  GRID_ALGORITHM_MODULES.find((module) => module.id === id) ?? GRID_ALGORITHM_MODULES[0];

const fieldClass = 'h-9 rounded-lg border border-border bg-surface px-2 disabled:opacity-50';

const COLOUR_KEY = [
  { label: 'Start', colour: 'var(--scene-bar)', state: 'start' },
  { label: 'Goal', colour: 'var(--scene-active)', state: 'goal' },
  { label: 'Wall', colour: 'var(--scene-label)', state: 'wall' },
  { label: 'Open set', colour: 'var(--scene-compare)', state: 'open' },
  { label: 'Closed (expanded)', colour: 'var(--scene-cell)', state: 'closed' },
  { label: 'Path', colour: 'var(--scene-found)', state: 'path' },
  { label: 'Cell acted on', colour: 'var(--scene-label)', swatch: 'outline' as const },
  { label: 'Keyboard cell', colour: 'var(--scene-active)', swatch: 'outline' as const },
];

type Setup = Omit<GridRunConfig, 'speed'>;

const PROBLEM_ID = 'grid-size-problem';

/**
 * A* search on a grid the learner draws, beside Dijkstra's algorithm on the same grid: walls by pointer,
 * touch or keyboard, start and goal moved, the heuristic picked, and the cells each one expands.
 */
export default function GridPathVisualizer({
  initial,
  id,
  onChooseGraph,
}: {
  initial: GridRunConfig;
  id?: string;
  /** Switches the page to a graph algorithm, on the graph it shows. */
  onChooseGraph: (algorithm: GraphAlgorithmId) => void;
}) {
  const [setup, setSetup] = useState<Setup>(() => {
    const { speed: _speed, ...rest } = initial;
    return rest;
  });
  const [speed, setSpeed] = useState(initial.speed);
  const { grid, heuristic } = setup;
  const info = gridAlgorithm(setup.algorithm);
  const [sizeText, setSizeText] = useState({ rows: String(grid.rows), cols: String(grid.cols) });
  const [cursor, setCursor] = useState(grid.start);

  // The size fields are checked as they are typed; the grid takes the new size on Resize.
  const typedRows = parseGridSide(sizeText.rows, 'rows');
  const typedCols = parseGridSide(sizeText.cols, 'columns');
  const sizeProblem =
    typeof typedRows === 'string' ? typedRows : typeof typedCols === 'string' ? typedCols : null;
  const trace = useMemo(() => info.trace(grid, heuristic), [info, grid, heuristic]);
  // Cells expanded with the heuristic, and without one (Dijkstra's algorithm), on the same grid.
  const compared = useMemo(
    () => ({
      guided: info.search(grid, heuristic).expanded.length,
      unguided: info.search(grid, null).expanded.length,
    }),
    [info, grid, heuristic],
  );
  const heuristicName = HEURISTICS.find((h) => h.id === heuristic)?.label ?? heuristic;
  const run = useMemo(
    (): TraceRun | null =>
      sizeProblem !== null
        ? null
        : {
            trace,
            ready: `Ready: ${info.name} with the ${heuristicName} heuristic on a ${grid.rows}×${grid.cols} grid`,
            answer: () => info.answer(grid, heuristic),
            questions: () => gridTraceQuestions(grid, trace, `${info.id}:${heuristic}:${trace.stepCount}`),
            listing: gridListing(setup.algorithm),
          },
    [sizeProblem, trace, info, heuristicName, grid, heuristic, setup.algorithm],
  );

  const restart = (changes: Partial<Setup>) => setSetup((current) => ({ ...current, step: 0, ...changes }));
  const changeGrid = (next: Grid) => {
    if (next !== grid) restart({ grid: next, preset: null });
  };
  const edits = {
    setWall: (cell: number, wall: boolean) => changeGrid(withWall(grid, cell, wall)),
    moveEnd: (which: 'start' | 'goal', cell: number) => changeGrid(withEndpoint(grid, which, cell)),
  };
  const choosePreset = (preset: GridPresetId) => {
    const next = gridPreset(preset);
    setSizeText({ rows: String(next.rows), cols: String(next.cols) });
    setCursor(next.start);
    restart({ grid: next, preset });
  };
  const resize = () => {
    const rows = typedRows;
    const cols = typedCols;
    if (typeof rows === 'number' && typeof cols === 'number' && (rows !== grid.rows || cols !== grid.cols)) {
      const next = resizeGrid(grid, rows, cols);
      setCursor(next.start);
      restart({ grid: next, preset: null });
    }
  };
  const clearWalls = () => changeGrid({ ...grid, walls: new Uint8Array(grid.rows * grid.cols) });

  const input = (running: boolean) => (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end gap-4">
        <label className="flex min-w-40 flex-col gap-2 text-sm font-medium">
          Grid
          <select
            aria-label="Grid preset"
            className={fieldClass}
            value={setup.preset ?? ''}
            disabled={running}
            onChange={(event) => choosePreset(event.target.value as GridPresetId)}
          >
            {setup.preset === null ? <option value="">Your own grid</option> : null}
            {GRID_PRESETS.map((preset) => (
              <option key={preset.id} value={preset.id}>
                {preset.label}
              </option>
            ))}
          </select>
        </label>
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            resize();
          }}
        >
          {(['rows', 'cols'] as const).map((side) => (
            <label key={side} className="flex w-24 flex-col gap-2 text-sm font-medium">
              {side === 'rows' ? 'Rows' : 'Columns'}
              <input
                className={fieldClass}
                inputMode="numeric"
                value={sizeText[side]}
                disabled={running}
                aria-describedby={sizeProblem === null ? 'grid-limits' : `grid-limits ${PROBLEM_ID}`}
                aria-invalid={sizeProblem !== null}
                onChange={(event) => setSizeText((current) => ({ ...current, [side]: event.target.value }))}
              />
            </label>
          ))}
          <Button type="submit" size="sm" variant="outline" disabled={running}>
            Resize
          </Button>
        </form>
        <fieldset className="flex flex-col gap-2 text-sm">
          <legend className="mb-2 font-medium">Heuristic</legend>
          <div className="flex gap-3">
            {HEURISTICS.map((h) => (
              <label key={h.id} className="flex items-center gap-1.5" title={h.formula}>
                <input
                  type="radio"
                  name="grid-heuristic"
                  value={h.id}
                  checked={heuristic === h.id}
                  disabled={running}
                  onChange={() => restart({ heuristic: h.id })}
                />
                {h.label}
              </label>
            ))}
          </div>
        </fieldset>
        <Button size="sm" variant="outline" disabled={running} onClick={clearWalls}>
          Clear walls
        </Button>
      </div>
      <p id="grid-limits" className="text-xs text-muted">
        {GRID_LIMITS}
      </p>
      <p className="rounded-lg border border-border px-3 py-2 text-sm" data-testid="grid-compare">
        {`A* expanded ${compared.guided} ${compared.guided === 1 ? 'cell' : 'cells'}, Dijkstra ${compared.unguided}`}
        <span className="text-muted">{` (same grid; ${heuristicName} heuristic)`}</span>
      </p>
    </div>
  );

  const picture = ({ index, narration, running, answerTarget }: FrameProps) => {
    const model: GridRunModel = trace.frameAt(Math.min(index, trace.stepCount)).model;
    const sceneModel = {
      rows: grid.rows,
      cols: grid.cols,
      walls: grid.walls,
      states: model.states,
      start: grid.start,
      goal: grid.goal,
      current: model.current,
      cursor: running ? -1 : cursor,
    };
    return (
      <>
        <GridEditorSurface grid={grid} cursor={cursor} onCursor={setCursor} edits={edits} disabled={running}>
          <SceneFigure
            scene="grid"
            label={`${info.name} on a ${grid.rows}×${grid.cols} grid`}
            items={[]}
            mirror={<GridMirror grid={grid} states={model.states} label={info.name} answer={answerTarget} />}
            narration={narration}
          >
            <SceneCanvas
              height={gridSceneHeight(grid.rows, grid.cols)}
              scene={{ name: 'grid', props: { model: sceneModel } }}
            />
          </SceneFigure>
        </GridEditorSurface>
        <ColourKey entries={COLOUR_KEY} />
      </>
    );
  };

  return (
    <TracePlayerCard
      id={id}
      info={info}
      choices={GRAPH_FAMILY_CHOICES}
      onChoose={(choice) => {
        if (runsOnGrid(choice)) restart({ algorithm: choice });
        else onChooseGraph(choice as GraphAlgorithmId);
      }}
      run={run}
      startStep={setup.step}
      speed={speed}
      onSpeedChange={setSpeed}
      input={input}
      problem={sizeProblem}
      problemId={PROBLEM_ID}
      testIdPrefix="grid"
      picture={(frame) => picture(frame)}
      counters={info.counters}
      link={(step) => encodeGridRunConfig({ ...setup, speed, step })}
    />
  );
}
