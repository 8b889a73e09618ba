/// <reference lib="webworker" />
/**
 * The sandbox the learner's JavaScript runs in: a dedicated module worker, one per run. Before it says
 * 'ready' it takes its own postMessage and removes the network, storage and the page from its global
 * scope (lockDownScope), so the learner's code, interpreted by sval, finds none of them; Function and
 * the constructor chain that reaches it are replaced too, so no code can be made from strings even
 * where the site's Content-Security-Policy (which forbids eval) is not sent.
 */
import { lockDownScope } from '@/core/playground/javascript/sandbox';
import { runJavaScript } from '@/core/playground/javascript/runJavaScript';
import { sendRun } from '@/core/playground/javascript/sendable';
import type { RunRequest } from '@/core/playground/recording';
import type { RunnerMessage } from './protocol';

const scope = self as DedicatedWorkerGlobalScope;
const post = scope.postMessage.bind(scope) as (message: RunnerMessage) => void;
let started = false;

scope.addEventListener('message', (event: MessageEvent<RunRequest>) => {
  // One run per worker: anything after the first request is ignored.
  if (started) return;
  started = true;
  const run = runJavaScript(event.data, {
    now: () => performance.now(),
    onHeartbeat: (line) => post({ type: 'line', line }),
  });
  sendRun(post, run, event.data.input.task);
});

lockDownScope(scope);
post({ type: 'ready' });
