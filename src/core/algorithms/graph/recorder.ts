import type { EdgeState, GraphChange, GraphStep, VertexState } from './types';

type Pair<T> = readonly [string, T];

/**
 * Collects a run's steps. It knows every edge's state so far, and holds changes to make at
 * the start of the next step: an edge examined in one step goes back to its state when the next begins.
 */
export class StepRecorder<L extends string> {
  readonly steps: GraphStep<L>[] = [];
  private readonly edgeStates = new Map<string, EdgeState>();
  private pendingVertices: Pair<VertexState>[] = [];
  private pendingEdges: Pair<EdgeState>[] = [];

  edgeState(key: string): EdgeState {
    return this.edgeStates.get(key) ?? 'default';
  }

  record(
    line: L,
    message: string,
    change: GraphChange = {},
    counts?: Readonly<Record<string, number>>,
  ): void {
    let merged = change;
    if (this.pendingVertices.length > 0 || this.pendingEdges.length > 0) {
      merged = {
        ...change,
        vertices: [...this.pendingVertices, ...(change.vertices ?? [])],
        edges: [...this.pendingEdges, ...(change.edges ?? [])],
      };
      this.pendingVertices = [];
      this.pendingEdges = [];
    }
    if (merged.edges) for (const [key, state] of merged.edges) this.edgeStates.set(key, state);
    this.steps.push(
      counts === undefined ? { line, message, change: merged } : { line, message, change: merged, counts },
    );
  }

  /** Examines an edge for one step: it shows as current, then returns to the state it had. */
  recordGlance(line: L, message: string, key: string, counts?: Readonly<Record<string, number>>): void {
    const before = this.edgeState(key);
    this.record(line, message, { edges: [[key, 'current']] }, counts);
    this.pendingEdges.push([key, before]);
  }

  /** Changes the next recorded step makes first. */
  later(change: { vertices?: readonly Pair<VertexState>[]; edges?: readonly Pair<EdgeState>[] }): void {
    this.pendingVertices.push(...(change.vertices ?? []));
    this.pendingEdges.push(...(change.edges ?? []));
  }
}
