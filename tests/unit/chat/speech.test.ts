import { describe, expect, it } from 'vitest';
import {
  AUTO_SEND_DELAY_MS,
  hasNewFinalResult,
  lastNonEmptyLine,
  SPEECH_LANGUAGE,
  transcriptOf,
} from '@/features/chat/speech';
import type { SpeechResultListLike } from '@/features/chat/speech';

const results = (...phrases: [string, boolean][]): SpeechResultListLike =>
  Object.assign(
    phrases.map(([transcript, isFinal]) => Object.assign([{ transcript }], { isFinal })),
    {},
  ) as unknown as SpeechResultListLike;

describe('speech helpers', () => {
  it('uses the documented voice-input constants', () => {
    expect(AUTO_SEND_DELAY_MS).toBe(1500);
    expect(SPEECH_LANGUAGE).toBe('en-US');
  });

  it('builds one transcript line per phrase, skipping empty ones', () => {
    expect(transcriptOf(results([' what is a stack ', true], ['', false], ['and a queue', false]))).toBe(
      'what is a stack\nand a queue',
    );
  });

  it('sends the last non-empty line', () => {
    expect(lastNonEmptyLine('first\nsecond\n  \n')).toBe('second');
    expect(lastNonEmptyLine('  \n ')).toBe('');
  });

  it('notices a new final result only from resultIndex on', () => {
    const list = results(['a', true], ['b', false]);
    expect(hasNewFinalResult({ resultIndex: 0, results: list })).toBe(true);
    expect(hasNewFinalResult({ resultIndex: 1, results: list })).toBe(false);
  });
});
