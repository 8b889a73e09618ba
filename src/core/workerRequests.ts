/**
 * Requests and replies over a worker's messages, in one place for every worker client: each request
 * carries an id, the other end answers it with its value or its error, and the client's promise settles
 * with that value or rejects with an Error of the same name and message. A worker that fails rejects
 * every request still waiting. Messages that are not requests or replies pass by untouched, so a worker
 * can also send messages of its own (a 'ready', progress) on the same channel.
 */

/** One end of a channel: a Worker, a worker's own scope or a MessagePort. */
export interface MessageEndpoint {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  removeEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}

/** What a worker answers: each method takes one argument and returns its reply, now or later. */
export type RequestHandlers<Api> = {
  [Method in keyof Api]: Api[Method] extends (argument: infer Argument) => infer Reply
    ? (argument: Argument) => Reply
    : never;
};

type Argument<Api, Method extends keyof Api> = Api[Method] extends (argument: infer A) => unknown ? A : never;
type Reply<Api, Method extends keyof Api> = Api[Method] extends (argument: never) => infer R
  ? Awaited<R>
  : never;

interface RequestMessage {
  readonly request: number;
  readonly method: string;
  readonly argument: unknown;
}
type ReplyMessage =
  | { readonly reply: number; readonly value: unknown }
  | { readonly reply: number; readonly error: { readonly name: string; readonly message: string } };

const isRequest = (data: unknown): data is RequestMessage =>
  typeof data === 'object' && data !== null && typeof (data as RequestMessage).request === 'number';
const isReply = (data: unknown): data is ReplyMessage =>
  typeof data === 'object' && data !== null && typeof (data as ReplyMessage).reply === 'number';

export interface RequestClient<Api> {
  /** Asks the other end; rejects after `timeoutMs` if one is given and no reply came. */
  request<Method extends keyof Api & string>(
    method: Method,
    argument: Argument<Api, Method>,
    options?: { timeoutMs?: number },
  ): Promise<Reply<Api, Method>>;
  /** Rejects every request still waiting, and every later one, with `error` (the worker failed). */
  fail(error: Error): void;
  /** Stops listening; requests still waiting are rejected. */
  close(): void;
}

export interface Timers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const systemTimers: Timers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** The requesting end of a channel. */
export function createRequestClient<Api>(
  endpoint: MessageEndpoint,
  timers: Timers = systemTimers,
): RequestClient<Api> {
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let failure: Error | null = null;

  const onMessage = (event: { data: unknown }) => {
    const data = event.data;
    if (!isReply(data)) return;
    const request = waiting.get(data.reply);
    if (!request) return;
    waiting.delete(data.reply);
    if ('error' in data)
      request.reject(Object.assign(new Error(data.error.message), { name: data.error.name }));
    else request.resolve(data.value);
  };
  endpoint.addEventListener('message', onMessage);

  const fail = (error: Error) => {
    failure ??= error;
    for (const request of waiting.values()) request.reject(error);
    waiting.clear();
  };

  return {
    request(method, argument, options = {}) {
      if (failure) return Promise.reject(failure);
      const id = nextId++;
      return new Promise((resolve, reject) => {
        let timer: unknown;
        const settle = () => {
          if (timer !== undefined) timers.clearTimeout(timer);
        };
        waiting.set(id, {
          resolve: (value) => {
            settle();
            resolve(value as Reply<Api, typeof method>);
          },
          reject: (error) => {
            settle();
            reject(error);
          },
        });
        if (options.timeoutMs !== undefined) {
          timer = timers.setTimeout(() => {
            if (!waiting.delete(id)) return;
            reject(new Error(`No reply to "${method}" within ${options.timeoutMs} ms`));
          }, options.timeoutMs);
        }
        endpoint.postMessage({ request: id, method, argument } satisfies RequestMessage);
      });
    },
    fail,
    close() {
      endpoint.removeEventListener('message', onMessage);
      fail(new Error('The channel was closed'));
    },
  };
}

/** The answering end of a channel (inside the worker). Returns a function that stops answering. */
export function serveRequests<Api>(endpoint: MessageEndpoint, handlers: RequestHandlers<Api>): () => void {
  const onMessage = (event: { data: unknown }) => {
    const data = event.data;
    if (!isRequest(data)) return;
    const handler = (handlers as Record<string, ((argument: unknown) => unknown) | undefined>)[data.method];
    const post = (message: ReplyMessage) => endpoint.postMessage(message);
    const sendError = (error: unknown) => {
      const { name, message } = error instanceof Error ? error : { name: 'Error', message: String(error) };
      post({ reply: data.request, error: { name, message } });
    };
    if (!handler) {
      sendError(new Error(`Unknown request "${data.method}"`));
      return;
    }
    Promise.resolve()
      .then(() => handler(data.argument))
      .then((value) => post({ reply: data.request, value }))
      // A reply that cannot be sent (it does not clone) is answered with that error instead.
      .catch(sendError);
  };
  endpoint.addEventListener('message', onMessage);
  return () => endpoint.removeEventListener('message', onMessage);
}
