import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { SEALED_CAPABILITIES, sealWorkerScope } from '@/player-ui/code-runner/python/sealWorkerScope';

/** A stand-in for a worker's scope: like a browser's, some capabilities are inherited, some its own. */
function fakeWorkerScope() {
  const sent: unknown[] = [];
  class WorkerGlobalScope {
    fetch(url: string) {
      sent.push(`fetch ${url}`);
      return Promise.resolve(url);
    }
    importScripts(url: string) {
      sent.push(`importScripts ${url}`);
    }
    get indexedDB() {
      return { open: () => sent.push('indexedDB') };
    }
    get caches() {
      return { open: () => sent.push('caches') };
    }
  }
  class DedicatedWorkerGlobalScope extends WorkerGlobalScope {
    postMessage(message: unknown) {
      sent.push(message);
    }
    close() {
      sent.push('closed');
    }
  }
  const scope = new DedicatedWorkerGlobalScope() as DedicatedWorkerGlobalScope & Record<string, unknown>;
  class FakeSocket {
    constructor() {
      sent.push('socket');
    }
  }
  Object.assign(scope, { XMLHttpRequest: FakeSocket, WebSocket: FakeSocket, BroadcastChannel: FakeSocket });
  return { scope, sent };
}

describe('sealing the Python worker’s scope', () => {
  it('leaves the capabilities working before it is sealed', async () => {
    const { scope, sent } = fakeWorkerScope();
    await scope.fetch('/data');
    scope.postMessage('hello');
    expect(sent).toEqual(['fetch /data', 'hello']);
  });

  it('refuses every function and constructor that reaches out, wherever it is inherited from', () => {
    const { scope, sent } = fakeWorkerScope();
    const postMessage = DedicatedPostMessage(scope);
    sealWorkerScope(scope);
    expect(() => scope.fetch('/data')).toThrow('fetch is not available to your code');
    expect(() => scope.importScripts('/x.js')).toThrow('importScripts is not available to your code');
    expect(() => scope.postMessage('leak')).toThrow('postMessage is not available to your code');
    expect(() => scope.close()).toThrow('close is not available to your code');
    for (const name of ['XMLHttpRequest', 'WebSocket', 'BroadcastChannel'])
      expect(() => new (scope[name] as new () => unknown)()).toThrow(`${name} is not available to your code`);
    // Nor can it be reached through the prototype it was inherited from.
    const inherited = Object.getPrototypeOf(scope) as { postMessage: (message: unknown) => void };
    expect(() => inherited.postMessage.call(scope, 'leak')).toThrow(
      'postMessage is not available to your code',
    );
    expect(sent).toEqual([]);
    // What the runner took before sealing still answers the page.
    postMessage('result');
    expect(sent).toEqual(['result']);
  });

  it('takes storage away and cannot be undone', () => {
    const { scope } = fakeWorkerScope();
    sealWorkerScope(scope);
    expect(scope.indexedDB).toBeUndefined();
    expect(scope.caches).toBeUndefined();
    expect(() => {
      (scope as Record<string, unknown>).fetch = () => 'restored';
    }).toThrow(TypeError);
  });

  it('seals what the issue names', () => {
    for (const name of [
      'fetch',
      'XMLHttpRequest',
      'importScripts',
      'WebSocket',
      'indexedDB',
      'caches',
      'postMessage',
      'close',
    ])
      expect(SEALED_CAPABILITIES).toContain(name);
  });

  it('refuses fonts that load by URL', () => {
    const { scope } = fakeWorkerScope();
    Object.assign(scope, { FontFace: class {}, fonts: { load: () => 'loaded' } });
    sealWorkerScope(scope);
    expect(() => new (scope.FontFace as new () => unknown)()).toThrow(
      'FontFace is not available to your code',
    );
    expect(scope.fonts).toBeUndefined();
  });

  const runChild = (mode: 'sealed' | 'open') =>
    JSON.parse(
      execFileSync(process.execPath, ['--import', 'tsx', 'tests/unit/playground/sealChild.ts', mode], {
        encoding: 'utf8',
      }),
    ) as { results: string[]; called: string[] };

  it('on the worker’s own scope, refuses Function through any constructor chain', { timeout: 30_000 }, () => {
    const { results, called } = runChild('sealed');
    expect(called).toEqual([]);
    for (const result of results) expect(result).toMatch(/^EvalError: Function is not available/);
  });

  it('unsealed, the same chain makes code from a string', { timeout: 30_000 }, () => {
    expect(runChild('open')).toEqual({
      results: ['made', 'made', 'made'],
      called: ['Array', 'Function', 'AsyncFunction'],
    });
  });
});

/** The runner binds the scope's postMessage before sealing, as python.worker.ts does. */
function DedicatedPostMessage(scope: { postMessage(message: unknown): void }) {
  return scope.postMessage.bind(scope);
}
