import { useEffect, useRef, type ReactNode, type Ref, type RefObject } from 'react';
import { prefersReducedMotion } from '@/ui/useReducedMotion';

/** The site's fixed header covers this much of the top of the window (Tailwind's top-16). */
const HEADER_HEIGHT = 64;

/**
 * The player's media bar: the scrubber and the playback buttons (and, where the question does not sit
 * beside the scene, the open practice question), stuck to the bottom of the window while the player is
 * on screen, so the picture and the controls are always seen together, on a phone as on a laptop.
 */
export function MediaBar({
  question,
  children,
  ref,
}: {
  question?: ReactNode;
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <div
      ref={ref}
      data-testid="media-bar"
      className="sticky bottom-2 z-10 space-y-3 rounded-xl border border-border bg-surface px-3 py-3 shadow-md"
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
} {
  const stageRef = useRef<HTMLDivElement | null>(null);
  const barRef = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const stage = stageRef.current;
    if (!active || stage === null || sceneInView(stage, barRef.current)) return;
    // After the dialog that started the run (if one did) has closed and given focus back.
    const timer = window.setTimeout(() => {
      const figure = stage.querySelector('figure') ?? stage;
      const top = figure.getBoundingClientRect().top + window.scrollY - HEADER_HEIGHT - 8;
      window.scrollTo({ top: Math.max(0, top), behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    }, 0);
    return () => window.clearTimeout(timer);
  }, [active]);
  return { stageRef, barRef };
}
