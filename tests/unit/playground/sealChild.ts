/**
 * Run by sealWorkerScope.test.ts in its own Node process, as the Python worker would run: the scope is
 * sealed (unless told 'open'), then JavaScript reached from Python tries to make code from a string.
 * Prints what each attempt gave.
 */
import { sealWorkerScope } from '@/player-ui/code-runner/python/sealWorkerScope';

const scope = globalThis as unknown as Record<string, unknown>;
const called: string[] = [];
scope.leak = (name: string) => called.push(name);
if (process.argv[2] !== 'open') sealWorkerScope(globalThis);

// What a JavaScript object handed to Python offers: its constructor, and that one's constructor.
const proxied: object[] = [[], () => 1, async () => {}];
const results = proxied.map((value) => {
  const make = (value.constructor as unknown as { constructor: (code: string) => () => unknown }).constructor;
  try {
    make(`leak(${JSON.stringify(value.constructor.name)})`)();
    return 'made';
  } catch (error) {
    return String(error);
  }
});
process.stdout.write(JSON.stringify({ results, called }));
