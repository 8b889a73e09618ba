import type { OperationCounts, RecordedOperation, RunError, RunLimits } from './recording';
import { formatCount } from '../formatCount';
import { OutputCollector } from './outputCaps';

/**
 * Thrown through the learner's code when a run must end (time limit, operation budget). Once a run
 * has been halted every later hook throws again, so a `catch` in the learner's code cannot keep it going.
 */
export class RunHalted extends Error {
  constructor(readonly error: RunError) {
    super(error.message);
    this.name = 'RunHalted';
  }
}

/** How often (in hook calls) the clock is read: often enough for the 2 s limit, rarely enough to be cheap. */
const CLOCK_EVERY = 1024;

export const budgetMessage = (limit: number) =>
  `stopped after ${formatCount(limit)} recorded operations: is there a loop that never ends?`;
export const timeoutMessage = (millis: number) =>
  `stopped after ${millis / 1000} s: is there a loop that never ends, or recursion that never stops?`;

/**
 * Collects what a run does, whatever language the code is in: operations (unless only counts are
 * wanted), counts, the line being run, and the output. Two writes that exchange two values are kept as
 * one swap. Enforces the operation budget and the time limit.
 */
export class OperationRecorder {
  readonly operations: RecordedOperation[] = [];
  /** console.log's lines, within the output caps. */
  readonly output: OutputCollector;
  line = 0;
  column = 0;
  private total = 0;
  /** The last operation, when it was a write: the next write may complete a swap with it. */
  private lastWrite: { index: number; value: number; previous: number } | null = null;
  private halted: RunHalted | null = null;
  private ticks = 0;
  private readonly counts = { reads: 0, writes: 0, swaps: 0, comparisons: 0, visits: 0, edges: 0 };
  private readonly started: number;

  constructor(
    private readonly limits: RunLimits,
    private readonly countOnly: boolean,
    private readonly now: () => number,
    /** Told the line now and then while a long run goes on (the page names it if it must end the run). */
    private readonly onHeartbeat: (line: number) => void = () => {},
  ) {
    this.started = now();
    this.output = new OutputCollector(limits.maxOutputLines);
  }

  /** The learner's code reached a statement on this line. */
  at(line: number, column: number): void {
    this.line = line;
    this.column = column;
    this.tick();
  }

  /** Throws (again) if the run has been halted, and checks the clock now and then. */
  tick(): void {
    if (this.halted) throw this.halted;
    this.ticks += 1;
    if (this.ticks % CLOCK_EVERY !== 0) return;
    if (this.now() - this.started > this.limits.maxMillis)
      this.halt({ kind: 'timeout', message: timeoutMessage(this.limits.maxMillis) });
    this.onHeartbeat(this.line);
  }

  read(index: number, value: number): void {
    this.counts.reads += 1;
    this.record({ kind: 'read', index, value, line: this.line });
  }

  write(index: number, value: number, previous: number): void {
    const last = this.lastWrite;
    this.counts.writes += 1;
    // `a[i] = a[j]; a[j] = t` (or a destructuring swap): the second write completes an exchange.
    if (last && last.index !== index && Object.is(last.value, previous) && Object.is(last.previous, value)) {
      this.lastWrite = null;
      this.counts.swaps += 1;
      if (!this.countOnly)
        this.operations[this.operations.length - 1] = {
          kind: 'swap',
          i: last.index,
          j: index,
          line: this.line,
        };
      this.tick();
      return;
    }
    this.record({ kind: 'write', index, value, previous, line: this.line });
    this.lastWrite = { index, value, previous };
  }

  compare(left: number, right: number, leftIndex: number | null, rightIndex: number | null): void {
    this.counts.comparisons += 1;
    this.record({ kind: 'compare', left, right, leftIndex, rightIndex, line: this.line });
  }

  visit(vertex: string): void {
    this.counts.visits += 1;
    this.record({ kind: 'visit', vertex, line: this.line });
  }

  edge(from: string, to: string): void {
    this.counts.edges += 1;
    this.record({ kind: 'edge', from, to, line: this.line });
  }

  getCounts(): OperationCounts {
    // Swaps are counted once as a swap and twice among the writes (a swap is two writes).
    return { ...this.counts };
  }

  /** The error that halted the run, if it was halted (even when the learner's code caught it). */
  get haltedError(): RunError | null {
    return this.halted?.error ?? null;
  }

  private record(operation: RecordedOperation): void {
    this.total += 1;
    this.lastWrite = null;
    if (this.total > this.limits.maxOperations)
      this.halt({ kind: 'budget', message: budgetMessage(this.limits.maxOperations) });
    if (!this.countOnly) this.operations.push(operation);
    this.tick();
  }

  private halt(error: Omit<RunError, 'line' | 'column'>): never {
    this.halted = new RunHalted({ ...error, line: this.line || null, column: this.column || null });
    throw this.halted;
  }
}
