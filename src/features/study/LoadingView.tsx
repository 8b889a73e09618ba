import { Check, Circle, LoaderCircle } from 'lucide-react';
import type { PipelineProgress, PipelineStage } from '@/core/study';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { cx } from '@/ui/cx';
import { useFocusOnMount } from './useFocusOnMount';

type LineState = 'done' | 'active' | 'waiting';

const ORDER: PipelineStage[] = ['reading', 'checking', 'scanning', 'quiz', 'flashcards', 'done'];

function lineState(stage: PipelineStage, from: PipelineStage, until: PipelineStage): LineState {
  const at = ORDER.indexOf(stage);
  if (at > ORDER.indexOf(until)) return 'done';
  if (at >= ORDER.indexOf(from)) return 'active';
  return 'waiting';
}

/** Overall progress: reading pages fills most of the bar, then each later phase a step. */
export function progressPercent(progress: PipelineProgress | null): number {
  if (!progress) return 2;
  switch (progress.stage) {
    case 'reading':
      return Math.round(5 + (65 * progress.pagesRead) / Math.max(1, progress.pageCount));
    case 'checking':
      return 72;
    case 'scanning':
      return 76;
    case 'quiz':
      return 82;
    case 'flashcards':
      return 92;
    case 'done':
      return 100;
  }
}

const STATE_TEXT: Record<LineState, string> = { done: 'done', active: 'in progress', waiting: 'waiting' };

function Line({ state, children }: { state: LineState; children: React.ReactNode }) {
  return (
    <li className={cx('flex items-center gap-3', state === 'waiting' ? 'text-muted' : 'text-text')}>
      {state === 'done' ? (
        <Check aria-hidden="true" size={18} className="shrink-0 text-success" />
      ) : state === 'active' ? (
        <LoaderCircle aria-hidden="true" size={18} className="shrink-0 animate-spin text-primary" />
      ) : (
        <Circle aria-hidden="true" size={18} className="shrink-0" />
      )}
      <span>
        {children}
        <span className="sr-only"> ({STATE_TEXT[state]})</span>
      </span>
    </li>
  );
}

/** Loading view: 'AI is analyzing your PDF...', four progress lines, a fixed-width bar and Cancel. */
export function LoadingView({
  progress,
  scanning,
  onCancel,
}: {
  progress: PipelineProgress | null;
  /** True when a remote provider may read a scanned PDF (Gemini). */
  scanning: boolean;
  onCancel: () => void;
}) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>(true);
  const stage = progress?.stage ?? 'reading';
  const percent = progressPercent(progress);
  const pages = progress && progress.pageCount > 0 ? progress : null;
  const reading = lineState(stage, 'reading', 'reading');

  return (
    <Card className="mx-auto max-w-xl text-center" data-testid="study-loading">
      <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold">
        AI is analyzing your PDF...
      </h2>
      <ul className="mx-auto mt-6 grid max-w-sm gap-3 text-left text-sm" aria-label="Progress">
        <Line state={reading}>
          {pages
            ? reading === 'done'
              ? `Read ${pages.pageCount} ${pages.pageCount === 1 ? 'page' : 'pages'}`
              : `Reading page ${Math.min(pages.pagesRead + 1, pages.pageCount)} of ${pages.pageCount}`
            : 'Opening the PDF'}
        </Line>
        <Line state={lineState(stage, 'checking', 'scanning')}>
          {stage === 'scanning' || (scanning && stage === 'checking')
            ? 'Checking the text (scanned pages go to Gemini)'
            : 'Checking the extracted text'}
        </Line>
        <Line state={lineState(stage, 'quiz', 'quiz')}>Writing quiz questions</Line>
        <Line state={lineState(stage, 'flashcards', 'flashcards')}>Creating flashcards</Line>
      </ul>
      <div
        role="progressbar"
        aria-label="Study set progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mx-auto mt-6 h-2.5 w-64 max-w-full overflow-hidden rounded-full bg-surface-2"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-300"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="mt-2 text-sm text-muted tabular-nums" aria-hidden="true">
        {percent}%
      </p>
      <Button variant="outline" className="mt-4" onClick={onCancel}>
        Cancel
      </Button>
    </Card>
  );
}
