import { CanvasPool, DOMAdapter } from 'pixi.js';

/** How many idle canvases of each size a label may need are kept ready. */
export const SPARE_CANVASES_PER_SIZE = 16;

/** The sizes (in pixels) most scene labels are drawn at, kept ready before any label asks for them. */
export const COMMON_LABEL_SIZES: readonly (readonly [number, number])[] = [
  [16, 32],
  [32, 32],
  [64, 32],
  [128, 32],
  [32, 64],
  [64, 64],
];

type CanvasAndContext = ReturnType<typeof CanvasPool.getOptimalCanvasAndContext>;
type Pool = Pick<typeof CanvasPool, 'getOptimalCanvasAndContext' | 'returnCanvasAndContext'>;

interface SizeInUse {
  readonly width: number;
  readonly height: number;
  /** How many canvases of this size are idle in the pool, as far as the calls through it tell. */
  idle: number;
  /** Whether the pool has a bucket for this size: it keeps only canvases of sizes asked for before. */
  inPool: boolean;
}

const sizeKey = (width: number, height: number) => `${width}x${height}`;

/**
 * Keeps a few canvases of every size scene labels use idle and ready in Pixi's canvas pool.
 *
 * Pixi draws each label's text onto a canvas of its own, taken from that pool. In a worker, the first
 * drawing on a new canvas waits for the page's thread: with the page's CPU slowed 4x, a step that added
 * labels in the middle of an animation held that frame for 25 to 60 ms while the page's thread rendered
 * the same step, and not at all with the page's CPU at full speed. Canvases made while no scene moves
 * are ready when a step asks for them.
 *
 * It counts the idle canvases of each size by wrapping the pool's two methods, so it must be the only
 * one in its worker (`installSpareLabelCanvases`).
 */
export class SpareLabelCanvases {
  private readonly sizes = new Map<string, SizeInUse>();
  private readonly take: Pool['getOptimalCanvasAndContext'];
  private readonly give: Pool['returnCanvasAndContext'];
  private toppingUp = false;

  constructor(
    pool: Pool,
    private readonly makeCanvas: (width: number, height: number) => CanvasAndContext,
    private readonly later: (task: () => void) => void,
  ) {
    this.take = pool.getOptimalCanvasAndContext.bind(pool);
    this.give = pool.returnCanvasAndContext.bind(pool);
    pool.getOptimalCanvasAndContext = (...request) => {
      const taken = this.take(...request);
      const size = this.sizeOf(taken);
      size.idle = Math.max(0, size.idle - 1);
      return taken;
    };
    pool.returnCanvasAndContext = (returned) => this.returnCounted(returned);
    for (const [width, height] of COMMON_LABEL_SIZES)
      this.sizes.set(sizeKey(width, height), { width, height, idle: 0, inPool: false });
  }

  /** Idle canvases of a size, as counted. */
  idle(width: number, height: number): number {
    return this.sizes.get(sizeKey(width, height))?.idle ?? 0;
  }

  /**
   * Makes canvases, one per task, until every size in use has SPARE_CANVASES_PER_SIZE idle, or until
   * `busy` says the scene moves again (a canvas made then would hold up its frames).
   */
  topUp(busy: () => boolean): void {
    if (this.toppingUp) return;
    this.toppingUp = true;
    const next = () => {
      const short = [...this.sizes.values()].find((size) => size.idle < SPARE_CANVASES_PER_SIZE);
      if (!short || busy()) {
        this.toppingUp = false;
        return;
      }
      // Returned to the pool, the new canvas is cleared there: that first drawing is the wait. The
      // pool makes the first canvas of a size no label has asked for yet, which opens its bucket.
      this.returnCounted(
        short.inPool ? this.makeCanvas(short.width, short.height) : this.take(short.width, short.height),
      );
      short.inPool = true;
      this.later(next);
    };
    this.later(next);
  }

  /** Into the pool, which keeps it only if a canvas of its size was asked for before. */
  private returnCounted(canvasAndContext: CanvasAndContext): void {
    this.give(canvasAndContext);
    const size = this.sizes.get(sizeKey(canvasAndContext.canvas.width, canvasAndContext.canvas.height));
    if (size) size.idle += 1;
  }

  private sizeOf({ canvas }: CanvasAndContext): SizeInUse {
    const key = sizeKey(canvas.width, canvas.height);
    let size = this.sizes.get(key);
    if (size) size.inPool = true;
    else {
      size = { width: canvas.width, height: canvas.height, idle: 0, inPool: true };
      this.sizes.set(key, size);
    }
    return size;
  }
}

let installed: SpareLabelCanvases | null = null;

/** The one SpareLabelCanvases of this worker, on Pixi's own canvas pool. */
export function installSpareLabelCanvases(): SpareLabelCanvases {
  installed ??= new SpareLabelCanvases(
    CanvasPool,
    (width, height) => {
      const canvas = DOMAdapter.get().createCanvas(width, height);
      return { canvas, context: canvas.getContext('2d')! } as CanvasAndContext;
    },
    (task) => setTimeout(task, 0),
  );
  return installed;
}
