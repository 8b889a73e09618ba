/**
 * Wraps `send` so that it runs at most once every `intervalMs`: a call inside the interval is held until
 * the interval ends and then sends the latest value, so the last value of a burst always arrives. Workers
 * use it to tell the page how many frames they drew without a message per frame.
 */
export function latestAtMostEvery<T>(intervalMs: number, send: (value: T) => void): (value: T) => void {
  let sentAt = -Infinity;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let latest: T;
  const flush = () => {
    timer = null;
    sentAt = performance.now();
    send(latest);
  };
  return (value) => {
    latest = value;
    if (timer !== null) return;
    const wait = sentAt + intervalMs - performance.now();
    if (wait <= 0) flush();
    else timer = setTimeout(flush, wait);
  };
}
