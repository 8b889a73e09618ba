import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeGraphRunConfig } from '@/core/algorithms/graph/runConfig';
import { encodeGraph, graphLinkNotice, graphPreset } from '@/core/graph';
import { MAX_GRAPH_LINK_CHARS, readGraphLink } from '@/core/graph/urlEncoding';
import { decodeHashTableRunConfig } from '@/core/hash-table/runConfig';
import { decodeHeapRunConfig } from '@/core/heap/runConfig';
import { decodeRunConfig } from '@/core/algorithms/runConfig';
import { CUSTOM_INPUT_ERRORS, parseCustomValues } from '@/core/customInput';
import { decodeRaceSetup, defaultRaceSetup } from '@/core/race/setup';
import { structureRunLink } from '@/core/structures/runConfig';
import { decodeTreeRunConfig } from '@/core/tree/runConfig';

/** A 2 MB list, as a hostile link might carry. */
const HUGE_LIST = Array.from({ length: 500_000 }, (_, i) => i % 1000).join(',');
const fallback = { size: 30, seed: 1, preset: 'random' as const, speed: 50, step: 0, target: null };

/** Spies on string splits from now on: a long parameter must be refused before it is split. */
function watchSplits() {
  const spy = vi.spyOn(String.prototype, 'split');
  return {
    /** How many strings over 10,000 characters were split. */
    long: () => spy.mock.contexts.filter((text) => String(text).length > 10_000).length,
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a shared link is measured before it is parsed', () => {
  it('refuses a 2 MB list of values with the too-many message, without splitting it', () => {
    expect(HUGE_LIST.length).toBeGreaterThan(1_900_000);
    const splits = watchSplits();
    expect(parseCustomValues(HUGE_LIST)).toEqual({ ok: false, error: CUSTOM_INPUT_ERRORS.tooMany });
    expect(splits.long()).toBe(0);
  });

  it('opens a sorting or race link with 2 MB of values on a generated input', () => {
    const search = `algo=bubbleSort&values=${HUGE_LIST}`;
    const splits = watchSplits();
    const run = decodeRunConfig(search, ['bubbleSort'], fallback);
    const race = decodeRaceSetup(`tab=sorting&values=${HUGE_LIST}`, defaultRaceSetup(1));
    expect(splits.long()).toBe(0);
    expect(run?.values).toBeUndefined();
    expect(run?.size).toBe(30);
    expect(race.custom).toBeNull();
  });

  it('refuses 2 MB structure, tree, heap and hash-table lists before reading them', () => {
    const splits = watchSplits();
    expect(structureRunLink('stack').decode(`values=${HUGE_LIST}`)).toBeNull();
    expect(decodeTreeRunConfig(`variant=bst&keys=${HUGE_LIST}`)).toBeNull();
    expect(decodeHeapRunConfig(`kind=min&values=${HUGE_LIST}`)).toBeNull();
    expect(decodeHashTableRunConfig(`mode=chaining&history=${HUGE_LIST}`)).toBeNull();
    expect(decodeRaceSetup(`tab=sorting&algos=${HUGE_LIST}`, defaultRaceSetup(1)).algorithms).toEqual([]);
    expect(splits.long()).toBe(0);
  });

  it('refuses a 2 MB graph before splitting it, and says why', () => {
    const graph = `un_${'A.'.repeat(1_000_000)}_`;
    const splits = watchSplits();
    expect(readGraphLink(graph)).toEqual({
      ok: false,
      reason: `it is longer than ${MAX_GRAPH_LINK_CHARS.toLocaleString('en-US')} characters`,
    });
    expect(splits.long()).toBe(0);
    expect(graphLinkNotice(`graph=${graph}`)).toBe(
      `This link's graph could not be opened: it is longer than ${MAX_GRAPH_LINK_CHARS.toLocaleString('en-US')} characters.`,
    );
  });
});

describe('a graph link that cannot be opened', () => {
  it('is named on the page, and the default graph opens', () => {
    expect(graphLinkNotice('graph=un_A.B_A-A')).toBe(
      "This link's graph could not be opened: edge A–A goes from a vertex to itself.",
    );
    expect(graphLinkNotice('graph=hello')).toBe(
      "This link's graph could not be opened: it is not a graph as this site writes them.",
    );
    expect(decodeGraphRunConfig('algo=bfs&graph=hello')?.graph).toEqual(graphPreset('textbook'));
  });

  it('says nothing when the link has no graph, or its graph opens', () => {
    expect(graphLinkNotice('')).toBeNull();
    expect(graphLinkNotice(`graph=${encodeGraph(graphPreset('textbook'))}`)).toBeNull();
  });
});
