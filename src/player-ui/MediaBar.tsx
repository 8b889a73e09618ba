import { useEffect, useRef, useState, type ReactNode, type Ref, type RefObject } from 'react';
import { cx } from '@/ui/cx';
import { prefersReducedMotion } from '@/ui/useReducedMotion';

/** The site's fixed header covers this much of the top of the window (Tailwind's top-16). */
const HEADER_HEIGHT = 64;

/** The bar sticks once the top of its scene is in this upper part of the window. */
const SCENE_SHOWN_FRACTION = 0.6;

/**
 * The player's media bar: the scrubber and the playback buttons (and, where the question does not sit
 * beside the scene, the open practice question). Once its scene has come into view (`stuck`) it stays
 * at the bottom of the window while the player is on screen, so the picture and the controls are seen
 * together, on a phone as on a laptop; before that it waits in its place under the scene rather than
 * covering what comes first (the input, the operations).
 */
export function MediaBar({
  question,
  stuck,
  children,
  ref,
}: {
  question?: ReactNode;
  stuck: boolean;
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <div
      ref={ref}
      data-testid="media-bar"
      data-stuck={stuck}
      className={cx(
        'z-10 space-y-3 rounded-xl border border-border bg-surface px-3 py-3 shadow-md',
        stuck && 'sticky bottom-2',
      )}
    >
      {question ? <div className="max-h-[36vh] overflow-y-auto sm:max-h-[55vh]">{question}</div> : null}
      {children}
    </div>
  );
}

/**
 * The column beside the scene on wide screens: the open practice question stays at the top of the
 * window next to the picture while what is under it (the listing, the operations) scrolls.
 */
export function BesideScene({ question, children }: { question?: ReactNode; children?: ReactNode }) {
  return (
    <div className="min-w-0 space-y-4 self-stretch">
      {question ? <div className="sticky top-20 z-10">{question}</div> : null}
      {children}
    </div>
  );
}

/** Whether the figure in `stage` is wholly in the window, between the header and the media bar. */
function sceneInView(stage: HTMLElement, bar: HTMLElement | null): boolean {
  const figure = stage.querySelector('figure') ?? stage;
  const rect = figure.getBoundingClientRect();
  const barHeight = bar?.getBoundingClientRect().height ?? 0;
  return rect.top >= HEADER_HEIGHT && rect.bottom <= window.innerHeight - barHeight;
}

/**
 * When a run starts playing (Play, a shortcut, or an operation started from a form elsewhere on the
 * page) or a practice question opens, brings the scene to the top of the window if it is not all in
 * view, so nothing animates off screen. Stepping and scrubbing leave the page where the learner put it.
 */
export function useSceneIntoView(active: boolean): {
  stageRef: RefObject<HTMLDivElement | null>;
  barRef: RefObject<HTMLDivElement | null>;
  /** Whether the scene has come into view, so the media bar sticks. */
  stuck: boolean;
} {
  const stageRef = useRef<HTMLDivElement | null>(null);
  const barRef = useRef<HTMLDivElement | null>(null);
  const [stuck, setStuck] = useState(false);
  useEffect(() => {
    const stage = stageRef.current;
    // Without IntersectionObserver (an old browser) the bar stays in its place under the scene.
    if (stage === null || typeof IntersectionObserver === 'undefined') return;
    // Watched by the browser as it lays the page out anyway: a scroll listener that measured the scene
    // would force a layout of the page at every scroll event (on a slow phone, long tasks while the scene
    // scrolls into view as a run starts). The root is the window's upper part; the top of the scene is
    // in it, or above it, exactly when the scene has come into view. The stage holds the scene's figure
    // at its top and stays while the figure inside is drawn anew.
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1);
        if (!entry?.rootBounds) return;
        setStuck(entry.boundingClientRect.top < entry.rootBounds.bottom);
      },
      { rootMargin: `0px 0px -${Math.round((1 - SCENE_SHOWN_FRACTION) * 100)}% 0px` },
    );
    observer.observe(stage);
    return () => observer.disconnect();
  }, []);
  useEffect(() => {
    const stage = stageRef.current;
    if (!active || stage === null) return;
    let timer: number | undefined;
    // Measured at the next frame, where the page is laid out anyway: measured here, in the commit that
    // started the run, it would force a layout of the changed page inside the same task (on a slow phone
    // the one long task of pressing Play).
    const frame = requestAnimationFrame(() => {
      if (sceneInView(stage, barRef.current)) return;
      // After the dialog that started the run (if one did) has closed and given focus back.
      timer = window.setTimeout(() => {
        const figure = stage.querySelector('figure') ?? stage;
        const top = figure.getBoundingClientRect().top + window.scrollY - HEADER_HEIGHT - 8;
        window.scrollTo({ top: Math.max(0, top), behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [active]);
  return { stageRef, barRef, stuck };
}
