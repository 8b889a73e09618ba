import { describe, expect, it, vi } from 'vitest';
import {
  RACE_IT_ALGORITHMS,
  decodeRaceSetup,
  defaultRaceSetup,
  loadCodeLane,
  raceInput,
  raceItQuery,
  removeCodeLane,
  saveCodeLane,
} from '@/core/race';
import { createSafeStorage } from '@/core/storage';

function sessionStorageLike() {
  const data = new Map<string, string>();
  const storage = createSafeStorage(
    () => ({
      getItem: (key) => data.get(key) ?? null,
      setItem: (key, value) => void data.set(key, value),
      removeItem: (key) => void data.delete(key),
    }),
    { warn: vi.fn() },
  );
  return { data, storage };
}

describe('handing the learner’s sort to Race Mode', () => {
  it('keeps the code and its language for the tab until the lane is removed', () => {
    const { data, storage } = sessionStorageLike();
    expect(loadCodeLane(storage)).toBeNull();
    saveCodeLane(storage, { language: 'python', code: 'def sort(arr):\n    arr.sort()\n' });
    expect(JSON.parse(data.get('queuebee.race.code') ?? 'null')).toMatchObject({
      version: 1,
      language: 'python',
    });
    expect(loadCodeLane(storage)).toEqual({ language: 'python', code: 'def sort(arr):\n    arr.sort()\n' });
    removeCodeLane(storage);
    expect(loadCodeLane(storage)).toBeNull();
    expect(data.has('queuebee.race.code')).toBe(false);
  });

  it('reads damaged or foreign values as no lane', () => {
    const { data, storage } = sessionStorageLike();
    for (const raw of [
      '{"version":1,"language":"ruby","code":"x"}',
      '{"version":2}',
      'not json',
      '{"version":1,"language":"javascript"}',
    ]) {
      data.set('queuebee.race.code', raw);
      storage.reload('queuebee.race.code');
      expect(loadCodeLane(storage)).toBeNull();
    }
  });

  it('opens the sorting race against the default rivals on exactly the array the code ran on', () => {
    const values = [7, -2, 3.5, 0, 11];
    const setup = decodeRaceSetup(raceItQuery(values, 9), defaultRaceSetup(1));
    expect(setup).toMatchObject({ kind: 'sorting', algorithms: [...RACE_IT_ALGORITHMS], size: 5 });
    expect(raceInput(setup).values).toEqual(values);
  });
});
