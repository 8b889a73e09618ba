import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRequestClient, serveRequests, type MessageEndpoint } from '@/core/workerRequests';

/** Both ends of a real MessageChannel, as the page and a worker would hold them. */
const ports: MessagePort[] = [];
function channel(): { page: MessageEndpoint; worker: MessageEndpoint & MessagePort } {
  const { port1, port2 } = new MessageChannel();
  port1.start();
  port2.start();
  ports.push(port1, port2);
  return { page: port1 as unknown as MessageEndpoint, worker: port2 as MessagePort & MessageEndpoint };
}
afterEach(() => {
  for (const port of ports.splice(0)) port.close();
  vi.useRealTimers();
});

interface LayoutApi {
  double(value: number): number;
  later(text: string): Promise<string>;
  broken(reason: string): never;
}

const handlers = {
  double: (value: number) => value * 2,
  later: (text: string) => new Promise<string>((resolve) => setTimeout(() => resolve(text.toUpperCase()), 5)),
  broken: (reason: string) => {
    throw new RangeError(reason);
  },
};

describe('requests and replies over a worker channel', () => {
  it('answers each request with its own reply, however the replies are ordered', async () => {
    const { page, worker } = channel();
    serveRequests<LayoutApi>(worker, handlers);
    const client = createRequestClient<LayoutApi>(page);
    const slow = client.request('later', 'stack');
    const fast = client.request('double', 21);
    await expect(fast).resolves.toBe(42);
    await expect(slow).resolves.toBe('STACK');
  });

  it('rejects with an Error of the same name and message as the one thrown in the worker', async () => {
    const { page, worker } = channel();
    serveRequests<LayoutApi>(worker, handlers);
    const client = createRequestClient<LayoutApi>(page);
    const error = await client.request('broken', 'too many vertices').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'RangeError', message: 'too many vertices' });
    // An unknown method is an error too, not a request left waiting.
    await expect(
      (client as unknown as { request(m: string, a: unknown): Promise<unknown> }).request('missing', 1),
    ).rejects.toThrow('Unknown request "missing"');
  });

  it('lets other messages on the channel pass by', async () => {
    const { page, worker } = channel();
    serveRequests<LayoutApi>(worker, handlers);
    const heard: unknown[] = [];
    page.addEventListener('message', (event) => heard.push(event.data));
    const client = createRequestClient<LayoutApi>(page);
    worker.postMessage({ type: 'ready' });
    await expect(client.request('double', 2)).resolves.toBe(4);
    expect(heard[0]).toEqual({ type: 'ready' });
  });

  it('rejects every waiting request, and every later one, when the worker fails', async () => {
    const { page } = channel();
    const client = createRequestClient<LayoutApi>(page);
    const first = client.request('double', 1);
    const second = client.request('later', 'x');
    client.fail(new Error('the layout worker did not load'));
    await expect(first).rejects.toThrow('the layout worker did not load');
    await expect(second).rejects.toThrow('the layout worker did not load');
    await expect(client.request('double', 3)).rejects.toThrow('the layout worker did not load');
  });

  it('gives up after the timeout it is asked for, with a fake clock', async () => {
    vi.useFakeTimers();
    const { page } = channel();
    const client = createRequestClient<LayoutApi>(page);
    const unanswered = client.request('double', 1, { timeoutMs: 2000 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1999);
    let settled = false;
    void unanswered.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await unanswered).toMatchObject({ message: 'No reply to "double" within 2000 ms' });
  });
});
