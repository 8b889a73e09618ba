import { describe, expect, it } from 'vitest';
import { readPlayback, runLinkCodec } from '@/core/player/runLink';

const codec = runLinkCodec<{ word: string; count: number | null }>({
  write: (own) => ({ word: own.word, count: own.count === null ? null : String(own.count) }),
  read: (params) => {
    const word = params.get('word');
    if (word === null) return null;
    const count = params.get('count');
    return { word, count: count === null ? null : Number(count) };
  },
});

describe('runLinkCodec', () => {
  it('writes the family’s parameters in order, leaves out nulls, and ends with speed and step', () => {
    expect(codec.encode({ word: 'a b', count: 3, speed: 70, step: 4 })).toBe(
      'word=a+b&count=3&speed=70&step=4',
    );
    expect(codec.encode({ word: 'x', count: null, speed: 50, step: 0 })).toBe('word=x&speed=50&step=0');
  });

  it('reads back what it wrote', () => {
    const config = { word: 'héllo, world', count: 12, speed: 30, step: 9 };
    expect(codec.decode(codec.encode(config))).toEqual(config);
  });

  it('is null when the family reads no run, whatever speed and step say', () => {
    expect(codec.decode('speed=50&step=3')).toBeNull();
  });

  it('clamps speed to 10..100 and step to at least 0, and takes the default for malformed values', () => {
    expect(readPlayback(new URLSearchParams('speed=9999&step=-4'))).toEqual({ speed: 100, step: 0 });
    expect(readPlayback(new URLSearchParams('speed=1&step=7'))).toEqual({ speed: 10, step: 7 });
    expect(readPlayback(new URLSearchParams('speed=fast&step=1.5'))).toEqual({ speed: 50, step: 0 });
    expect(readPlayback(new URLSearchParams(''), 80)).toEqual({ speed: 80, step: 0 });
  });
});
