import { describe, expect, it } from 'vitest';
import { ankiFileName, toAnkiText } from '@/core/study';

describe('Export to Anki', () => {
  it('writes the header lines, then one tab-separated card a line', () => {
    const text = toAnkiText([
      { term: 'Stack', definition: 'A LIFO structure.' },
      { term: 'Queue', definition: 'A FIFO structure.' },
    ]);
    expect(text).toBe(
      '#separator:tab\n#html:false\n#columns:Front\tBack\nStack\tA LIFO structure.\nQueue\tA FIFO structure.\n',
    );
  });

  it('quotes fields that hold tabs, line breaks, quotes or a leading #', () => {
    const text = toAnkiText([
      { term: 'Tab\tterm', definition: 'Line one\nline two' },
      { term: '#hash', definition: 'Say "hi"' },
      { term: '<b>bold</b>', definition: 'Kept as text: html is off' },
    ]);
    const lines = text.split('\n');
    expect(lines[3]).toBe('"Tab\tterm"\t"Line one');
    expect(lines[4]).toBe('line two"');
    expect(lines[5]).toBe('"#hash"\t"Say ""hi"""');
    expect(lines[6]).toBe('<b>bold</b>\tKept as text: html is off');
  });

  it('names the file after the PDF', () => {
    expect(ankiFileName('Data Structures.pdf')).toBe('data-structures-flashcards.txt');
    expect(ankiFileName('notes.PDF')).toBe('notes-flashcards.txt');
    expect(ankiFileName('???.pdf')).toBe('study-flashcards.txt');
  });
});
