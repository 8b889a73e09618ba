import type { PlaygroundLanguage, PlaygroundTask } from './recording';

/** The starter code of each task in each language: each runs as it is. */
export const TEMPLATES: Record<PlaygroundLanguage, Record<PlaygroundTask, string>> = {
  javascript: {
    sort: `// Sort arr in place, smallest first.
function sort(arr) {
  for (let i = 0; i < arr.length - 1; i++) {
    for (let j = 0; j < arr.length - 1 - i; j++) {
      if (arr[j] > arr[j + 1]) {
        [arr[j], arr[j + 1]] = [arr[j + 1], arr[j]];
      }
    }
  }
}
`,
    search: `// Return an index of target in arr, or -1 if it is not there.
function search(arr, target) {
  for (let i = 0; i < arr.length; i++) {
    if (arr[i] === target) {
      return i;
    }
  }
  return -1;
}
`,
    bfs: `// graph maps each vertex to its neighbours; return the order BFS visits them.
function bfs(graph, source) {
  const order = [source];
  const seen = new Set([source]);
  for (let head = 0; head < order.length; head++) {
    const vertex = order[head];
    for (const next of graph[vertex]) {
      if (!seen.has(next)) {
        seen.add(next);
        order.push(next);
      }
    }
  }
  return order;
}
`,
  },
  python: {
    sort: `# Sort arr in place, smallest first.
def sort(arr):
    n = len(arr)
    for i in range(n - 1):
        for j in range(n - 1 - i):
            if arr[j] > arr[j + 1]:
                arr[j], arr[j + 1] = arr[j + 1], arr[j]
`,
    search: `# Return an index of target in arr, or -1 if it is not there.
def search(arr, target):
    for i in range(len(arr)):
        if arr[i] == target:
            return i
    return -1
`,
    bfs: `# graph maps each vertex to its neighbours; return the order BFS visits them.
def bfs(graph, source):
    order = [source]
    seen = {source}
    head = 0
    while head < len(order):
        vertex = order[head]
        head += 1
        for nxt in graph[vertex]:
            if nxt not in seen:
                seen.add(nxt)
                order.append(nxt)
    return order
`,
  },
};

export const TASK_LABELS: Record<PlaygroundTask, string> = { sort: 'Sort', search: 'Search', bfs: 'BFS' };
