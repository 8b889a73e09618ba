import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyseUpload, explainFile } from '@/core/tutor/fileExplain';
import {
  analyseSource,
  braceLoopDepth,
  pythonLoopDepth,
  stripCommentsAndStrings,
} from '@/core/tutor/sourceAnalysis';
import {
  ACCEPTED_UPLOAD_EXTENSIONS,
  fileExtension,
  formatSize,
  isAcceptedUpload,
  UPLOAD_ACCEPT_ATTRIBUTE,
} from '@/core/tutor/uploads';

const fixture = (name: string) => ({
  name,
  text: readFileSync(new URL(`../../fixtures/tutor/${name}`, import.meta.url), 'utf8'),
});

describe('accepted uploads', () => {
  it('accepts exactly the documented extensions, case-insensitively', () => {
    expect([...ACCEPTED_UPLOAD_EXTENSIONS]).toEqual([
      '.txt',
      '.js',
      '.ts',
      '.json',
      '.md',
      '.cpp',
      '.py',
      '.java',
    ]);
    expect(UPLOAD_ACCEPT_ATTRIBUTE).toBe('.txt,.js,.ts,.json,.md,.cpp,.py,.java');
    for (const ok of [
      'a.txt',
      'b.JS',
      'dir/c.ts',
      'd.json',
      'README.md',
      'x.CPP',
      'fib.py',
      'Main.java',
      'v1.2.py',
    ]) {
      expect(isAcceptedUpload(ok), ok).toBe(true);
    }
    for (const bad of ['a.pdf', 'b.exe', 'noext', '.py', 'x.js.exe', 'a.tar.gz', 'c.jsx', 'd.tsx', '']) {
      expect(isAcceptedUpload(bad), bad).toBe(false);
    }
    expect(fileExtension('C:\\code\\Sort.JAVA')).toBe('.java');
  });

  it('formats sizes', () => {
    expect(formatSize(1)).toBe('1 byte');
    expect(formatSize(228)).toBe('228 bytes');
    expect(formatSize(2048)).toBe('2.0 KB');
  });
});

describe('file explanations', () => {
  it('explains a recursive Fibonacci in Python: exponential time', () => {
    const file = fixture('fib.py');
    const text = explainFile(file);
    expect(text).toContain('fib.py ek Python file hai (11 lines, 228 bytes)');
    expect(text).toContain('- Functions: fib()');
    expect(text).toContain('Recursion: function khud ko call karta hai: fib() (2x self-call)');
    expect(text).toContain('- Time: O(2^n)');
    expect(text).toContain('- Space: O(n)');
    expect(text).toContain('memoization');
    expect(text.endsWith('Chamka?')).toBe(true);
    expect(analyseUpload(file)?.recursion).toEqual([
      { name: 'fib', selfCalls: 2, memoized: false, halving: false, time: 'O(2^n)', space: 'O(n)' },
    ]);
  });

  it('explains a nested-loop bubble sort in Java: quadratic time, in place', () => {
    const text = explainFile(fixture('BubbleSort.java'));
    expect(text).toContain('BubbleSort.java ek Java file hai (24 lines,');
    expect(text).toContain('- Classes: BubbleSort');
    expect(text).toContain('- Functions: bubbleSort(), main()');
    expect(text).toContain('Nested loops: loop ke andar loop (2 level)');
    expect(text).toContain('- Sorting');
    expect(text).toContain('- Time: O(n²)');
    expect(text).toContain('- Space: O(1)');
    expect(text.endsWith('Chamka?')).toBe(true);
  });

  it('explains a hash-map two-sum in JavaScript: linear time, linear space', () => {
    const file = fixture('twoSum.js');
    const text = explainFile(file);
    expect(text).toContain('twoSum.js ek JavaScript file hai');
    expect(text).toContain('- Functions: twoSum()');
    expect(text).toContain('Hash map (key -> value)');
    expect(text).toContain('Hashing: lookup ke liye map/set');
    expect(text).not.toContain('Nested loops');
    expect(text).toContain('- Time: O(n)');
    expect(text).toContain('- Space: O(n)');
    const analysis = analyseUpload(file);
    expect(analysis?.maxLoopDepth).toBe(1);
    expect(analysis?.patterns).toEqual(['loop', 'hashing']);
  });

  it('recognises binary search (C++) and divide and conquer (TypeScript)', () => {
    const cpp = analyseUpload(fixture('binarySearch.cpp'));
    expect(cpp).toMatchObject({ functions: ['binarySearch'], time: 'O(log n)', space: 'O(1)' });
    expect(cpp?.patterns).toContain('binary-search');
    const ts = analyseUpload(fixture('mergeSort.ts'));
    expect(ts?.functions).toEqual(['mergeSort', 'merge']);
    expect(ts).toMatchObject({ time: 'O(n log n)', space: 'O(n)' });
    expect(explainFile(fixture('mergeSort.ts'))).toContain('TypeScript');
  });

  it('describes a JSON file: structure, keys and depth', () => {
    const text = explainFile(fixture('students.json'));
    expect(text).toContain('students.json ek JSON file hai (9 lines, 223 bytes)');
    expect(text).toContain('- Top level pe ek object hai, 4 keys ke saath:');
    expect(text).toContain('- students: array, 2 items');
    expect(text).toContain('- active: boolean');
    expect(text).toContain('- Nesting depth: 4');
    expect(text.endsWith('Chamka?')).toBe(true);
    const broken = explainFile({ name: 'bad.json', text: '{"a": 1,}' });
    expect(broken).toContain('valid JSON nahi hai');
    expect(broken.endsWith('Chamka?')).toBe(true);
    expect(explainFile({ name: 'list.json', text: '[{"id": 1, "name": "x"}, {"id": 2}]' })).toContain(
      'fields jaise: id, name',
    );
  });

  it('describes a Markdown file: headings, lists, code blocks, links', () => {
    const text = explainFile(fixture('notes.md'));
    expect(text).toContain('notes.md ek Markdown document hai');
    expect(text).toContain('- Headings (3): Binary Search Notes | Steps | Code');
    expect(text).toContain('- List items: 3');
    expect(text).toContain('- Code blocks: 1 (js)');
    expect(text).toContain('- Links: 1');
  });

  it('describes a text file, an empty file and an unsupported one', () => {
    expect(explainFile(fixture('todo.txt'))).toContain('todo.txt ek plain text file hai (3 lines');
    expect(explainFile({ name: 'empty.py', text: '  \n' })).toContain('khaali hai');
    const pdf = explainFile({ name: 'slides.pdf', text: '%PDF' });
    expect(pdf).toContain('.txt, .js, .ts, .json, .md, .cpp, .py, .java');
    expect(pdf.endsWith('Chamka?')).toBe(true);
    expect(analyseUpload({ name: 'a.md', text: '# x' })).toBeNull();
  });
});

describe('source analysis heuristics', () => {
  it('strips comments and strings but keeps line structure', () => {
    const js = 'const s = "for (;;) {"; // while (true) {\n/* for */ let t = `x\n{`;';
    const stripped = stripCommentsAndStrings(js, 'javascript');
    expect(stripped).not.toMatch(/for|while|\{/);
    expect(stripped.split('\n')).toHaveLength(3);
    expect(
      stripCommentsAndStrings('x = "# not a comment"  # real comment\n"""\nfor i in y:\n"""', 'python'),
    ).not.toMatch(/comment|for/);
  });

  it.each([
    ['for (let i = 0; i < n; i++) { sum += i; }', 1],
    ['for (a) { for (b) { x(); } }', 2],
    ['for (a) for (b) for (c) x();', 3],
    ['for (a) { } for (b) { }', 1],
    ['while (l < r) { if (x) { l++; } else { r--; } }', 1],
    ['do { i++; } while (i < n);', 1],
    ['arr.forEach((x) => { for (const y of arr) f(x, y); });', 2],
    ['for (const x of a) { if (b.includes(x)) c++; }', 2],
    ['const y = 1; function f() { return 2; }', 0],
  ])('loop depth of %s is %i', (code, depth) => {
    expect(braceLoopDepth(code, 'javascript')).toBe(depth);
  });

  it('measures Python loop nesting by indentation and comprehensions', () => {
    expect(pythonLoopDepth('for i in a:\n    for j in b:\n        x()\nfor k in c:\n    y()')).toBe(2);
    expect(pythonLoopDepth('total = sum(x for x in a)')).toBe(1);
    expect(pythonLoopDepth('for i in a:\n    pairs = [(i, j) for j in a]')).toBe(2);
    expect(pythonLoopDepth('x = 1')).toBe(0);
  });

  it('tells memoised, halving and tree recursion apart', () => {
    const memo = analyseSource(
      'def fib(n, memo={}):\n    if n in memo:\n        return memo[n]\n    if n < 2:\n        return n\n    memo[n] = fib(n-1, memo) + fib(n-2, memo)\n    return memo[n]\n',
      'python',
    );
    expect(memo.recursion[0]).toMatchObject({ name: 'fib', memoized: true, time: 'O(n)' });
    expect(memo.patterns).toContain('memoization');

    const bs = analyseSource(
      'int search(int a[], int lo, int hi, int x) {\n  if (lo > hi) return -1;\n  int mid = (lo + hi) / 2;\n  if (a[mid] == x) return mid;\n  return a[mid] < x ? search(a, mid + 1, hi, x) : search(a, lo, mid - 1, x);\n}\n',
      'cpp',
    );
    expect(bs.recursion[0]).toMatchObject({ name: 'search', halving: true });

    const tree = analyseSource(
      'function size(node) {\n  if (!node) return 0;\n  return 1 + size(node.left) + size(node.right);\n}\n',
      'javascript',
    );
    expect(tree.recursion[0]).toMatchObject({ time: 'O(n)' });
    expect(tree.dataStructures).toContain('tree');

    const arrow = analyseSource('const fact = (n) => (n <= 1 ? 1 : n * fact(n - 1));\n', 'javascript');
    expect(arrow.functions).toEqual(['fact']);
    expect(arrow.recursion[0]).toMatchObject({ selfCalls: 1, time: 'O(n)' });
  });

  it('spots built-in sorting and common structures', () => {
    const a = analyseSource(
      'import heapq\nfrom collections import deque\ndef f(xs):\n    xs.sort()\n    q = deque()\n    h = []\n    heapq.heappush(h, 1)\n    seen = set()\n',
      'python',
    );
    expect(a.patterns).toContain('sorting');
    expect(a.time).toBe('O(n log n)');
    expect(a.dataStructures).toEqual(expect.arrayContaining(['queue', 'heap', 'hash-set']));
  });
});

describe('long and unusual uploads', () => {
  it('finds the same things with the linear patterns: Java array types, C++ scopes, swaps, two pointers', () => {
    const java = analyseSource(
      'public static int[][] grid(int n) throws IOException, Exception {\n  return new int[n][n];\n}\nprivate List<int[]> pairs(int[] a) {\n  return null;\n}\n',
      'java',
    );
    expect(java.functions).toEqual(['grid', 'pairs']);
    expect(java.dataStructures).toEqual(expect.arrayContaining(['array', 'matrix']));
    const cpp = analyseSource('int std::detail::Solver::solve(int n) {\n  return n;\n}\n', 'cpp');
    expect(cpp.functions).toEqual(['solve']);
    const swaps = analyseSource(
      'for i in range(n):\n    for j in range(n - 1):\n        if a[j] > a[j + 1]:\n            a[j], a[j + 1] = a[j + 1], a[j]\n',
      'python',
    );
    expect(swaps.patterns).toContain('sorting');
    const pointers = analyseSource('let i = 0, j = n - 1;\nwhile (i < j) { i++; j--; }\n', 'javascript');
    expect(pointers.patterns).toContain('two-pointers');
    expect(analyseSource('d = {"a": 1}', 'python').dataStructures).toContain('hash-map');
    expect(analyseSource('xs = [1, 2]', 'python').dataStructures).toContain('array');
  });

  it('analyses the first 100,000 characters of a longer source file and says so', () => {
    const body = 'for (let i = 0; i < n; i++) { for (let j = 0; j < n; j++) { x++; } }\n';
    const long = `${body}${'let y = 1;\n'.repeat(10_000)}`;
    expect(long.length).toBeGreaterThan(100_000);
    const reply = explainFile({ name: 'long.js', text: long });
    expect(reply).toContain('- Time: O(n²)');
    expect(reply).toContain('- File lambi hai: yeh andaaza sirf pehle 100,000 characters padh ke hai.');
    expect(explainFile({ name: 'short.js', text: body })).not.toContain('File lambi hai');
  });

  it('reads Markdown headings (an empty one is none) and links, one level of parentheses in a URL', () => {
    const reply = explainFile({
      name: 'notes.md',
      text: '## Graphs ##\n# C#\n#  \n[BFS](https://en.wikipedia.org/wiki/BFS_(algorithm)) and [x](y)\n',
    });
    expect(reply).toContain('- Headings (2): Graphs | C');
    expect(reply).toContain('- Links: 2');
  });

  it('describes JSON nested deeper than 1,000 levels without parsing it', () => {
    const deep = explainFile({ name: 'deep.json', text: `${'['.repeat(1001)}${']'.repeat(1001)}` });
    expect(deep).toContain(
      'Yeh JSON 1,000 levels se zyada gehra nested hai, isliye main isko poora nahi padhta.',
    );
    const fine = explainFile({ name: 'ok.json', text: `${'['.repeat(1000)}${']'.repeat(1000)}` });
    expect(fine).toContain('- Nesting depth: 1000');
    expect(explainFile({ name: 's.json', text: '{"a": "[[[[\\"[["}' })).toContain('- Nesting depth: 1');
  });
});
