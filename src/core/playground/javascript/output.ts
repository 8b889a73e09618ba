/** How a console.log argument is written in the output: strings as they are, the rest as JavaScript shows them. */
export function formatOutput(value: unknown, depth = 0): string {
  if (typeof value === 'string') return depth === 0 ? value : JSON.stringify(value);
  if (value === undefined) return 'undefined';
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value === 'function') return '[Function]';
  if (typeof value === 'symbol') return value.toString();
  if (depth > 2) return Array.isArray(value) ? '[Array]' : '[Object]';
  if (Array.isArray(value)) return `[${value.map((item) => formatOutput(item, depth + 1)).join(', ')}]`;
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  const entries = Object.entries(value as object).map(
    ([key, item]) => `${key}: ${formatOutput(item, depth + 1)}`,
  );
  return `{ ${entries.join(', ')} }`;
}
