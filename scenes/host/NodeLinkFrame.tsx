/**
 * The frame every node-link scene is drawn in: a box as wide as its container, holding a canvas that is
 * as wide as the box while the drawing is legible at that width, and wider (scrolling sideways) when it
 * is not. The learner zooms with the buttons (Zoom in, Zoom out, Fit), the keyboard on those buttons
 * (+, −, 0, and the arrow keys to pan), Ctrl + wheel or a trackpad pinch, and a two-finger pinch; one
 * finger, the wheel or the scrollbar pan. Zooming keeps the middle of the view where it is.
 *
 * A zoom changes the canvas's width and the scene lays itself out again at that width (drawingScale), so
 * text stays sharp at every zoom; nothing is scaled as a bitmap.
 */
import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { Button } from '@/ui/Button';
import { useContainerWidth } from '@/ui/useContainerWidth';
import { canvasWidthAt, zoomRange, ZOOM_STEP } from './nodeLinkView';
import { SceneBoxWidth } from './sceneBoxWidth';

export interface NodeLinkView {
  /** The frame's width; 0 until it is measured. */
  readonly frameWidth: number;
  /** The canvas's width, which the scene lays itself out in. */
  readonly width: number;
  /** 1 as the page opens; below 1 towards the whole drawing in view, above 1 closer. */
  readonly zoom: number;
  readonly canZoomIn: boolean;
  readonly canZoomOut: boolean;
  /** Where the drawing's top-left corner is, in CSS pixels from the figure's (scrolling moves it). */
  readonly origin: { readonly x: number; readonly y: number };
  zoomBy(factor: number): void;
  /** Back to a view that shows the whole drawing. */
  fit(): void;
  pan(dx: number): void;
}

/** Where an element's top-left corner is in its figure, in CSS pixels; null outside a figure. */
function originInFigure(element: Element): { x: number; y: number } | null {
  const figure = element.closest('figure');
  if (!figure) return null;
  const a = element.getBoundingClientRect();
  const b = figure.getBoundingClientRect();
  return { x: a.left - b.left, y: a.top - b.top };
}

const sameOrigin = (a: { x: number; y: number }, b: { x: number; y: number }) =>
  Math.abs(a.x - b.x) < 0.05 && Math.abs(a.y - b.y) < 0.05;

/**
 * The view, in the frame `frameRef` (NodeLinkViewport's), of a drawing that needs at least `minWidth` CSS
 * pixels to stay legible (0 for one that always fits). A new `resetKey` (a new structure) opens it at
 * zoom 1 again.
 */
export function useNodeLinkView(
  frameRef: RefObject<HTMLDivElement | null>,
  minWidth: number,
  resetKey?: unknown,
): NodeLinkView {
  const frameWidth = useContainerWidth(frameRef);
  const [wanted, setWanted] = useState({ zoom: 1, key: resetKey });
  const range = zoomRange(frameWidth, minWidth);
  const asked = wanted.key === resetKey ? wanted.zoom : 1;
  const zoom = Math.min(range.max, Math.max(range.min, asked));
  const width = canvasWidthAt(frameWidth, minWidth, zoom);

  const zoomRef = useRef(zoom);
  const rangeRef = useRef(range);
  useLayoutEffect(() => {
    zoomRef.current = zoom;
    rangeRef.current = range;
  });
  const setZoom = useCallback(
    (next: number) => {
      const { min, max } = rangeRef.current;
      setWanted({ zoom: Math.min(max, Math.max(min, next)), key: resetKey });
    },
    [resetKey],
  );
  const zoomBy = useCallback((factor: number) => setZoom(zoomRef.current * factor), [setZoom]);
  const fit = useCallback(() => setZoom(rangeRef.current.min), [setZoom]);
  const pan = useCallback((dx: number) => frameRef.current?.scrollBy({ left: dx }), [frameRef]);

  // A new width keeps the point in the middle of the view in the middle; the first is centred.
  const shown = useRef<number | null>(null);
  useLayoutEffect(() => {
    const frame = frameRef.current;
    if (!frame || frameWidth === 0) return;
    const before = shown.current;
    shown.current = width;
    if (before === width) return;
    if (before === null) {
      // A drawing that fits has nothing to scroll. One wider is centred in the next frame, before it is
      // painted: setting scrollLeft in this commit would lay the whole new page out inside it.
      const left = Math.max(0, (width - frameWidth) / 2);
      if (left === 0) return;
      let centred = false;
      const frameRequest = requestAnimationFrame(() => {
        centred = true;
        frame.scrollLeft = left;
      });
      return () => {
        if (centred) return;
        cancelAnimationFrame(frameRequest);
        // Not centred yet: the next width is centred instead.
        shown.current = null;
      };
    }
    const middle = ((frame.scrollLeft + frameWidth / 2) * width) / before;
    frame.scrollLeft = Math.max(0, middle - frameWidth / 2);
  }, [frameRef, width, frameWidth]);

  // Where the drawing is in its figure, for the mirror; followed as the frame scrolls.
  const [origin, setOrigin] = useState({ x: 0, y: 0 });
  const measure = useCallback(() => {
    const drawing = frameRef.current?.firstElementChild;
    const next = drawing ? originInFigure(drawing) : null;
    if (next) setOrigin((previous) => (sameOrigin(previous, next) ? previous : next));
  }, [frameRef]);
  // Measured once the frame is laid out (reading it in the commit forces a layout there).
  useLayoutEffect(() => {
    const pending = requestAnimationFrame(measure);
    return () => cancelAnimationFrame(pending);
  }, [measure, width, frameWidth]);
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    let pending = 0;
    const onScroll = () => {
      cancelAnimationFrame(pending);
      pending = requestAnimationFrame(measure);
    };
    frame.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(pending);
      frame.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [frameRef, measure]);

  // Ctrl + wheel (also a trackpad's pinch) and a two-finger pinch zoom; the page itself is not zoomed.
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey) return;
      event.preventDefault();
      zoomBy(Math.exp(-event.deltaY * 0.002));
    };
    let pinch: { distance: number; zoom: number } | null = null;
    const spread = (touches: TouchList) => {
      const [a, b] = [touches[0], touches[1]];
      return a && b ? Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY) : 0;
    };
    const onTouchStart = (event: TouchEvent) => {
      pinch = event.touches.length === 2 ? { distance: spread(event.touches), zoom: zoomRef.current } : null;
    };
    const onTouchMove = (event: TouchEvent) => {
      if (!pinch || event.touches.length !== 2 || pinch.distance === 0) return;
      event.preventDefault();
      setZoom((pinch.zoom * spread(event.touches)) / pinch.distance);
    };
    const onTouchEnd = () => {
      pinch = null;
    };
    frame.addEventListener('wheel', onWheel, { passive: false });
    frame.addEventListener('touchstart', onTouchStart, { passive: true });
    frame.addEventListener('touchmove', onTouchMove, { passive: false });
    frame.addEventListener('touchend', onTouchEnd);
    return () => {
      frame.removeEventListener('wheel', onWheel);
      frame.removeEventListener('touchstart', onTouchStart);
      frame.removeEventListener('touchmove', onTouchMove);
      frame.removeEventListener('touchend', onTouchEnd);
    };
  }, [frameRef, zoomBy, setZoom]);

  const canZoomIn = zoom < range.max - 1e-6;
  const canZoomOut = zoom > range.min + 1e-6;
  // One object while the view stays put, so the zoom buttons skip the re-render of each step of a run.
  return useMemo(
    () => ({ frameWidth, width, zoom, canZoomIn, canZoomOut, origin, zoomBy, fit, pan }),
    [frameWidth, width, zoom, canZoomIn, canZoomOut, origin, zoomBy, fit, pan],
  );
}

/** The scrolling box and the canvas inside it; the scene is drawn once the box is measured. */
export function NodeLinkViewport({
  frameRef,
  view,
  children,
}: {
  frameRef: RefObject<HTMLDivElement | null>;
  view: NodeLinkView;
  children: ReactNode;
}) {
  // What is drawn inside takes its width from here rather than reading it from the page's layout.
  const drawingWidth = view.frameWidth > 0 ? view.width : null;
  const knownWidth = useCallback(() => drawingWidth, [drawingWidth]);
  return (
    <div ref={frameRef} className="overflow-x-auto overflow-y-hidden" style={{ touchAction: 'pan-x pan-y' }}>
      <div style={{ width: drawingWidth ?? '100%' }}>
        {drawingWidth === null ? null : (
          <SceneBoxWidth.Provider value={knownWidth}>{children}</SceneBoxWidth.Provider>
        )}
      </div>
    </div>
  );
}

const PAN_STEP = 48;

/** Zoom in, Zoom out and Fit, which the keyboard also drives (+, −, 0, and arrows to pan). */
export const ZoomControls = memo(function ZoomControls({
  view,
  label,
}: {
  view: NodeLinkView;
  label: string;
}) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const action =
      event.key === '+' || event.key === '='
        ? () => view.zoomBy(ZOOM_STEP)
        : event.key === '-' || event.key === '_'
          ? () => view.zoomBy(1 / ZOOM_STEP)
          : event.key === '0'
            ? view.fit
            : event.key === 'ArrowLeft'
              ? () => view.pan(-PAN_STEP)
              : event.key === 'ArrowRight'
                ? () => view.pan(PAN_STEP)
                : null;
    if (!action) return;
    // The page's own shortcuts (arrows step) leave a handled key alone.
    event.preventDefault();
    action();
  };
  return (
    <div
      role="group"
      aria-label={`${label}: zoom and pan (+ and − zoom, arrows pan, 0 fits)`}
      className="mt-2 flex items-center justify-end gap-1"
      onKeyDown={onKeyDown}
      data-zoom={Math.round(view.zoom * 100)}
    >
      <Button
        variant="outline"
        size="sm"
        aria-label="Zoom out"
        aria-disabled={!view.canZoomOut}
        className="aria-disabled:opacity-50"
        onClick={() => view.zoomBy(1 / ZOOM_STEP)}
      >
        −
      </Button>
      <Button
        variant="outline"
        size="sm"
        aria-label="Zoom in"
        aria-disabled={!view.canZoomIn}
        className="aria-disabled:opacity-50"
        onClick={() => view.zoomBy(ZOOM_STEP)}
      >
        +
      </Button>
      <Button variant="outline" size="sm" aria-label="Fit the whole picture" onClick={view.fit}>
        Fit
      </Button>
    </div>
  );
});

/**
 * For a drawing that always fits its box `box` (the graph scene, whose places are a unit square stretched
 * to the canvas): the box's width, and where its top-left corner is in the figure, for the mirror.
 */
export function useDrawingBox(box: RefObject<HTMLDivElement | null>): {
  width: number;
  origin: { x: number; y: number };
} {
  const width = useContainerWidth(box);
  const [origin, setOrigin] = useState({ x: 0, y: 0 });
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    // Measured once the frame is laid out, as the scrolling frame's is.
    const pending = requestAnimationFrame(() => {
      const next = originInFigure(element);
      if (next) setOrigin((previous) => (sameOrigin(previous, next) ? previous : next));
    });
    return () => cancelAnimationFrame(pending);
  }, [box, width]);
  return { width, origin };
}
