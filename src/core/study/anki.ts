/**
 * Flashcards as an Anki-importable text file: tab-separated term and definition, one card a line, with
 * the `#separator:tab` and `#html:false` header lines (Anki 2.1.55+ file headers). Fields holding a tab,
 * a line break or a double quote are quoted CSV-style, which Anki's importer understands.
 */
import type { Flashcard } from './types';

export const ANKI_MIME_TYPE = 'text/plain;charset=utf-8';

function field(value: string): string {
  const text = value.replace(/\r\n?/g, '\n').trim();
  if (/[\t\n"]/.test(text) || text.startsWith('#')) return `"${text.replace(/"/g, '""')}"`;
  return text;
}

export function toAnkiText(cards: readonly Flashcard[]): string {
  const lines = ['#separator:tab', '#html:false', '#columns:Front\tBack'];
  for (const card of cards) lines.push(`${field(card.term)}\t${field(card.definition)}`);
  return lines.join('\n') + '\n';
}

/** 'data-structures-flashcards.txt' from 'Data Structures.pdf'. */
export function ankiFileName(pdfName: string): string {
  const base = pdfName
    .replace(/\.pdf$/i, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return `${base || 'study'}-flashcards.txt`;
}
