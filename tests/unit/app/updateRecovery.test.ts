import { describe, expect, it, vi } from 'vitest';
import { recoverFromStaleChunks, UPDATE_RELOAD_KEY, type UpdateRecoveryHost } from '@/app/updateRecovery';

function fakeHost(storage: Map<string, string> | 'broken' = new Map()) {
  const target = new EventTarget();
  let now = 1_000_000;
  const host: UpdateRecoveryHost & { advance(ms: number): void } = {
    addEventListener: (type, listener) => target.addEventListener(type, listener),
    reload: vi.fn(),
    now: () => now,
    advance: (ms) => {
      now += ms;
    },
    storage: () => {
      if (storage === 'broken') throw new DOMException('The operation is insecure.', 'SecurityError');
      return {
        getItem: (key: string) => storage.get(key) ?? null,
        setItem: (key: string, value: string) => void storage.set(key, value),
      };
    },
  };
  const fire = () => {
    const event = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(event);
    return event.defaultPrevented;
  };
  return { host, fire };
}

describe('recovering from chunks of an old deploy', () => {
  it('reloads once when a chunk fails to load, and not again within a minute', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = new Map<string, string>();
    const { host, fire } = fakeHost(storage);
    recoverFromStaleChunks(host);

    expect(fire()).toBe(true);
    expect(host.reload).toHaveBeenCalledTimes(1);
    expect(storage.get(UPDATE_RELOAD_KEY)).toBe('1000000');

    // The reloaded page fails again 59 s later: the error goes on to the error boundary.
    host.advance(59_000);
    expect(fire()).toBe(false);
    expect(host.reload).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledOnce();

    // A later deploy, more than a minute on, reloads again.
    host.advance(2_000);
    expect(fire()).toBe(true);
    expect(host.reload).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('leaves the failure to the error boundary when storage is unavailable', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { host, fire } = fakeHost('broken');
    recoverFromStaleChunks(host);
    expect(fire()).toBe(false);
    expect(host.reload).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
