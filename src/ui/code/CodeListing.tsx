import { memo, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { cx } from '../cx';
import { highlightLines, type CodeLanguage, type CodeToken } from './highlight';
import './code.css';

export interface CodeListingProps {
  code: string;
  language: CodeLanguage;
  /** 1-based line numbers to mark as the line being executed. */
  currentLines?: readonly number[];
  label: string;
  maxHeight?: number;
  /**
   * Wraps a line longer than the box onto the lines under it, indented past its start, rather than
   * scrolling it sideways: for a listing in a column beside the scene, where every line must be read whole.
   */
  wrap?: boolean;
}

/** A wrapped line's hanging indent: its lines after the first start two places in from its code. */
function hangingIndent(tokens: readonly CodeToken[]) {
  const indent = (/^ */.exec(tokens[0]?.text ?? '')?.[0].length ?? 0) + 2;
  return { paddingLeft: `${indent}ch`, textIndent: `-${indent}ch` };
}

// One memoised line: a step re-renders only the lines it marks or unmarks, not the whole listing.
const Line = memo(function Line({
  number,
  tokens,
  isCurrent,
  wrap,
}: {
  number: number;
  tokens: readonly CodeToken[];
  isCurrent: boolean;
  wrap: boolean;
}) {
  return (
    <div
      data-line={number}
      data-current={isCurrent || undefined}
      aria-current={isCurrent ? 'step' : undefined}
      className={cx('code-line flex pr-3', isCurrent && 'code-current')}
    >
      <span
        className="code-number sticky left-0 w-11 shrink-0 pr-3 pl-3 text-right text-muted select-none"
        aria-hidden="true"
      >
        {number}
      </span>
      <span
        className={wrap ? 'min-w-0 [overflow-wrap:anywhere] whitespace-pre-wrap' : 'whitespace-pre'}
        style={wrap ? hangingIndent(tokens) : undefined}
      >
        {tokens.length === 0
          ? ' '
          : tokens.map((token, tokenIndex) =>
              token.className ? (
                <span key={tokenIndex} className={token.className}>
                  {token.text}
                </span>
              ) : (
                token.text
              ),
            )}
      </span>
    </div>
  );
});

/** Whether the listing has more to see to the left or to the right of what it shows. */
function useSideways(scrollerRef: RefObject<HTMLDivElement | null>, code: string) {
  const [sideways, setSideways] = useState({ before: false, after: false });
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const measure = () => {
      const before = scroller.scrollLeft > 0;
      const after = scroller.scrollLeft + scroller.clientWidth < scroller.scrollWidth - 1;
      setSideways((last) => (last.before === before && last.after === after ? last : { before, after }));
    };
    measure();
    const resized = new ResizeObserver(measure);
    resized.observe(scroller);
    scroller.addEventListener('scroll', measure, { passive: true });
    return () => {
      resized.disconnect();
      scroller.removeEventListener('scroll', measure);
    };
  }, [scrollerRef, code]);
  return sideways;
}

/**
 * A syntax-highlighted listing rendered as React elements, with the current line marked and kept in view.
 * A line longer than the box scrolls sideways (the listing is a focusable region, so the arrow keys
 * scroll it too); the line numbers stay put, and a fade at the cut edge shows there is more.
 */
export function CodeListing({
  code,
  language,
  currentLines = [],
  label,
  maxHeight = 420,
  wrap = false,
}: CodeListingProps) {
  const lines = useMemo(() => highlightLines(code, language), [code, language]);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const current = new Set(currentLines);
  const firstCurrent = currentLines.length > 0 ? Math.min(...currentLines) : null;
  const sideways = useSideways(scrollerRef, code);

  // Keep the current line visible by scrolling the listing itself, never the page. Measured in the next
  // animation frame, where the browser lays the page out anyway: measuring right after a step's commit
  // would force an extra layout of the whole page on every step.
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller || firstCurrent === null) return;
    const frame = requestAnimationFrame(() => {
      const line = scroller.querySelector<HTMLElement>(`[data-line="${firstCurrent}"]`);
      if (!line) return;
      const top = line.offsetTop;
      const bottom = top + line.offsetHeight;
      if (top < scroller.scrollTop || bottom > scroller.scrollTop + scroller.clientHeight) {
        scroller.scrollTop = Math.max(0, top - scroller.clientHeight / 3);
      }
    });
    return () => cancelAnimationFrame(frame);
  }, [firstCurrent, code]);

  return (
    <div className="relative">
      <div
        ref={scrollerRef}
        className="code-listing relative overflow-auto rounded-xl border border-border bg-surface-2 font-mono text-sm"
        style={{ maxHeight }}
        role="region"
        aria-label={label}
        tabIndex={0}
        data-scrolled={sideways.before || undefined}
        data-more-right={sideways.after || undefined}
      >
        <pre className={cx('py-3', !wrap && 'min-w-max')}>
          <code>
            {lines.map((tokens, index) => (
              <Line
                key={index}
                number={index + 1}
                tokens={tokens}
                isCurrent={current.has(index + 1)}
                wrap={wrap}
              />
            ))}
          </code>
        </pre>
      </div>
      {sideways.after ? (
        <div
          data-testid="code-more-right"
          aria-hidden="true"
          className="code-fade pointer-events-none absolute inset-y-px right-px w-10 rounded-r-xl"
        />
      ) : null}
    </div>
  );
}
