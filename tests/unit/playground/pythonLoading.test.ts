import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { editorColumn } from '@/core/playground/python/harnessReply';
import { stoppedRun, timedOutRun } from '@/core/playground/python/endedRuns';
import { PYODIDE_PATH, PYODIDE_VERSION } from '@/core/playground/python/pyodideFiles';
import { countingFetch } from '@/player-ui/code-runner/python/countingFetch';
import { pyodideManifest } from '../../../scripts/pyodideFiles';

describe('Pyodide’s files', () => {
  it('are served from a folder named after the installed package’s version', () => {
    const installed = JSON.parse(
      readFileSync(join(import.meta.dirname, '../../../node_modules/pyodide/package.json'), 'utf8'),
    ) as { version: string };
    expect(PYODIDE_VERSION).toBe(installed.version);
    expect(PYODIDE_PATH).toBe(`/pyodide/${installed.version}/`);
  });

  it('are listed with their sizes, the runtime and the standard library among them', () => {
    const { files } = pyodideManifest();
    expect(files.map((file) => file.name)).toEqual([
      'pyodide.mjs',
      'pyodide.asm.mjs',
      'pyodide.asm.wasm',
      'python_stdlib.zip',
      'pyodide-lock.json',
    ]);
    const total = files.reduce((sum, file) => sum + file.bytes, 0);
    // The README gives the size: about 13.5 MB.
    expect(total).toBeGreaterThan(13_000_000);
    expect(total).toBeLessThan(14_000_000);
  });
});

describe('counting a download', () => {
  it('reports each chunk’s bytes and keeps the body, status and headers', async () => {
    const chunks = [new Uint8Array(3), new Uint8Array(5)];
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk);
        controller.close();
      },
    });
    const reported: number[] = [];
    const fetchFn = () =>
      Promise.resolve(new Response(body, { status: 200, headers: { 'Content-Type': 'application/wasm' } }));
    const response = await countingFetch(fetchFn, (bytes) => reported.push(bytes))('/pyodide.asm.wasm');
    expect(response.headers.get('Content-Type')).toBe('application/wasm');
    expect((await response.arrayBuffer()).byteLength).toBe(8);
    expect(reported).toEqual([3, 5]);
  });
});

describe('columns in the editor', () => {
  it('counts a traceback’s UTF-8 bytes as the characters the editor shows', () => {
    // "é" is two bytes; byte offset 17 (column 18) is the "a" of arr.
    expect(editorColumn('def f():\n    y = "é"; x = arr[1]\n', 2, 18, 'utf-8')).toBe(17);
    expect(editorColumn('x = 1\n', 1, 5, 'utf-8')).toBe(5);
  });

  it('counts a syntax error’s characters, with characters beyond the basic plane taking two', () => {
    expect(editorColumn('s = "😀" +\n', 1, 9, 'code-point')).toBe(10);
  });
});

describe('runs the page ends itself', () => {
  it('says the learner stopped it', () => {
    expect(stoppedRun().error).toEqual({ kind: 'stopped', message: 'Stopped.', line: null, column: null });
  });

  it('says it ran past the time limit', () => {
    const run = timedOutRun({ maxOperations: 1_000_000, maxMillis: 2_000, maxOutputLines: 200 });
    expect(run.error).toEqual({
      kind: 'timeout',
      message: 'stopped after 2 s: is there a loop that never ends, or recursion that never stops?',
      line: null,
      column: null,
    });
    expect(run.operations).toEqual([]);
  });
});
