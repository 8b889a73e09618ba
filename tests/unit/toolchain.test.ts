import { describe, expect, it } from 'vitest';
import { runningInCi, toolRuns } from './toolchain';

describe('listing toolchains', () => {
  it('counts any CI value but an empty, false or 0 one as running in CI', () => {
    expect(runningInCi({ CI: 'true' })).toBe(true);
    expect(runningInCi({ CI: '1' })).toBe(true);
    expect(runningInCi({ CI: 'woodpecker' })).toBe(true);
    for (const CI of [undefined, '', 'false', 'FALSE', '0']) expect(runningInCi({ CI })).toBe(false);
  });

  it('finds a tool that runs and not one that is missing', () => {
    expect(toolRuns({ command: 'node', versionArgs: ['--version'] })).toBe(true);
    expect(toolRuns({ command: 'queuebee-no-such-tool', versionArgs: ['--version'] })).toBe(false);
  });
});
