import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  registerServiceWorkerAfterLoad,
  SERVICE_WORKER_DELAY_MS,
  SERVICE_WORKER_IDLE_TIMEOUT_MS,
  SERVICE_WORKER_URL,
  type ServiceWorkerHost,
} from '@/app/serviceWorker';

function fakeHost(registration: Promise<unknown> = Promise.resolve()) {
  let load: (() => void) | null = null;
  let idle: { then: () => void; timeoutMs: number } | null = null;
  const host: ServiceWorkerHost = {
    afterLoad: (then) => {
      load = then;
    },
    whenIdle: (then, timeoutMs) => {
      idle = { then, timeoutMs };
    },
    register: vi.fn(() => registration),
  };
  return {
    host,
    fireLoad: () => load?.(),
    becomeIdle: () => idle?.then(),
    idleTimeout: () => idle?.timeoutMs,
    waitingForIdle: () => idle !== null,
  };
}

describe('the offline copy (service worker)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('is registered only after the page has loaded, waited and then found the thread idle', () => {
    const page = fakeHost();
    registerServiceWorkerAfterLoad(page.host);
    vi.advanceTimersByTime(60_000);
    expect(page.host.register).not.toHaveBeenCalled();

    page.fireLoad();
    vi.advanceTimersByTime(SERVICE_WORKER_DELAY_MS - 1);
    expect(page.waitingForIdle()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(page.waitingForIdle()).toBe(true);
    expect(page.idleTimeout()).toBe(SERVICE_WORKER_IDLE_TIMEOUT_MS);
    expect(page.host.register).not.toHaveBeenCalled();

    page.becomeIdle();
    expect(page.host.register).toHaveBeenCalledTimes(1);
    expect(page.host.register).toHaveBeenCalledWith(SERVICE_WORKER_URL);
  });

  it('says so in the console when the registration fails, and the page goes on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failure = new DOMException('Failed to register a ServiceWorker', 'SecurityError');
    const page = fakeHost(Promise.reject(failure));
    registerServiceWorkerAfterLoad(page.host);
    page.fireLoad();
    vi.advanceTimersByTime(SERVICE_WORKER_DELAY_MS);
    page.becomeIdle();
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith('The offline copy of the site could not be set up', failure),
    );
  });
});
