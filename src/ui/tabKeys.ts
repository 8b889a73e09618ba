/**
 * Where a key press moves the selection in a horizontal tab list of `count` tabs: Left and Right step
 * and wrap around, Home and End jump to the ends. Null for any other key (it is left to the browser).
 */
export function tabAfterKey(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  const from = current < 0 ? 0 : current;
  switch (key) {
    case 'ArrowRight':
      return (from + 1) % count;
    case 'ArrowLeft':
      return (from - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
