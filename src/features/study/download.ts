import { notify } from '@/app/toasts';
import { ANKI_MIME_TYPE, ankiFileName, toAnkiText } from '@/core/study';
import type { Flashcard } from '@/core/study';

/** 'Export to Anki': the cards as a tab-separated text file Anki imports (File > Import). */
export function downloadAnkiDeck(cards: readonly Flashcard[], pdfName: string): void {
  const url = URL.createObjectURL(new Blob([toAnkiText(cards)], { type: ANKI_MIME_TYPE }));
  const link = document.createElement('a');
  link.href = url;
  link.download = ankiFileName(pdfName);
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  notify((toast) =>
    toast.success('Flashcards exported', {
      description: `${cards.length} cards saved for Anki: import the file with File > Import.`,
    }),
  );
}
