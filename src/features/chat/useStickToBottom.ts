import { useEffect, type RefObject } from 'react';

const NEAR_BOTTOM_PX = 80;

/**
 * Keeps a scrolling container at its bottom while its content grows (new messages, a reply being typed),
 * unless the visitor has scrolled up to read something. No re-render: it watches sizes, not state.
 */
export function useStickToBottom(
  scrollRef: RefObject<HTMLElement | null>,
  contentRef: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    const scroller = scrollRef.current;
    const content = contentRef.current;
    if (!scroller || !content) return;
    let stuck = true;
    const toBottom = () => {
      scroller.scrollTop = scroller.scrollHeight;
    };
    const onScroll = () => {
      stuck = scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight < NEAR_BOTTOM_PX;
    };
    toBottom();
    scroller.addEventListener('scroll', onScroll, { passive: true });
    const observer = new ResizeObserver(() => {
      if (stuck) toBottom();
    });
    observer.observe(content);
    observer.observe(scroller);
    return () => {
      scroller.removeEventListener('scroll', onScroll);
      observer.disconnect();
    };
  }, [scrollRef, contentRef]);
}
