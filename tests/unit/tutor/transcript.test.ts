import { describe, expect, it } from 'vitest';
import { DAILY_MOTIVATION, INITIAL_GREETING, QUICK_START_PROMPTS } from '@/core/tutor/persona';
import {
  buildChatTranscript,
  canDownloadChat,
  createOffsetFormatter,
  localDateTimeFormatter,
  transcriptFileName,
} from '@/core/tutor/transcript';
import type { ChatMessage } from '@/core/tutor/transcript';

const utc = createOffsetFormatter(0);
const ist = createOffsetFormatter(330);

const at = (iso: string): number => Date.parse(iso);

const messages: ChatMessage[] = [
  { id: 'greeting', text: INITIAL_GREETING, isUser: false, timestamp: at('2026-11-22T09:05:00Z') },
  { id: 'm1', text: 'recursion samjhao', isUser: true, timestamp: at('2026-11-22T09:06:30Z') },
  {
    id: 'm2',
    text: 'Recursion: function khud ko call kare.\nChamka?',
    isUser: false,
    timestamp: at('2026-11-22T09:07:59Z'),
  },
];

describe('chat transcript', () => {
  it('formats dates and times independent of the machine clock and zone', () => {
    const t = at('2026-11-22T18:45:00Z');
    expect(utc.date(t)).toBe('2026-11-22');
    expect(utc.time(t)).toBe('18:45');
    expect(ist.date(t)).toBe('2026-11-23'); // 00:15 the next day in India
    expect(ist.time(t)).toBe('00:15');
    expect(createOffsetFormatter(-300).time(at('2026-01-01T03:07:00Z'))).toBe('22:07');
    expect(createOffsetFormatter(-300).date(at('2026-01-01T03:07:00Z'))).toBe('2025-12-31');
  });

  it('names the file with the date', () => {
    expect(transcriptFileName(at('2026-11-22T10:00:00Z'), utc)).toBe('queuebee-chat-2026-11-22.txt');
    expect(transcriptFileName(at('2026-11-22T19:00:00Z'), ist)).toBe('queuebee-chat-2026-11-23.txt');
  });

  it('writes the header, a 60-character rule and one entry per message', () => {
    const transcript = buildChatTranscript(messages, { now: at('2026-11-22T09:10:00Z'), formatter: utc });
    expect(transcript.fileName).toBe('queuebee-chat-2026-11-22.txt');
    expect(transcript.mimeType).toBe('text/plain;charset=utf-8');
    expect(transcript.content).toBe(
      [
        'QueueBee Chat Transcript',
        'Generated: 2026-11-22 09:10',
        'Messages: 3',
        '============================================================',
        `[09:05] QueueBee: ${INITIAL_GREETING}`,
        '[09:06] You: recursion samjhao',
        '[09:07] QueueBee: Recursion: function khud ko call kare.',
        'Chamka?',
        '',
      ].join('\n'),
    );
    const lines = transcript.content.split('\n');
    expect(lines[3]).toMatch(/^={60}$/);
  });

  it('uses the formatter for every time it prints', () => {
    const transcript = buildChatTranscript(messages.slice(1, 2), {
      now: at('2026-11-22T09:10:00Z'),
      formatter: ist,
    });
    expect(transcript.content.split('\n').slice(0, 5)).toEqual([
      'QueueBee Chat Transcript',
      'Generated: 2026-11-22 14:40',
      'Messages: 1',
      '='.repeat(60),
      '[14:36] You: recursion samjhao',
    ]);
  });

  it('has a local formatter with the same shapes', () => {
    const t = at('2026-06-15T12:00:00Z');
    expect(localDateTimeFormatter.date(t)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(localDateTimeFormatter.time(t)).toMatch(/^\d{2}:\d{2}$/);
    const d = new Date(t);
    expect(localDateTimeFormatter.time(t)).toBe(
      `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`,
    );
  });

  it('needs a message beyond the greeting before it can download', () => {
    expect(canDownloadChat([])).toBe(false);
    expect(canDownloadChat(messages.slice(0, 1))).toBe(false);
    expect(canDownloadChat(messages.slice(0, 2))).toBe(true);
  });

  it('exports the chat screen constants', () => {
    expect([...QUICK_START_PROMPTS]).toEqual([
      'Start DSA',
      'Explain Recursion',
      'Interview Tips',
      'MERN Stack Guide',
    ]);
    expect(DAILY_MOTIVATION).toBe('Consistency is key !');
    expect(INITIAL_GREETING.endsWith('Chamka?')).toBe(true);
  });
});
