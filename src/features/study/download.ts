import { ANKI_MIME_TYPE, ankiFileName, toAnkiText } from '@/core/study';
import type { Flashcard } from '@/core/study';
import { downloadFile } from '@/ui/download';
import { notify } from '@/ui/toasts';

/** 'Export to Anki': the cards as a tab-separated text file Anki imports (File > Import). */
export function downloadAnkiDeck(cards: readonly Flashcard[], pdfName: string): void {
  downloadFile({ content: toAnkiText(cards), fileName: ankiFileName(pdfName), mimeType: ANKI_MIME_TYPE });
  notify((toast) =>
    toast.success('Flashcards exported', {
      description: `${cards.length} cards saved for Anki: import the file with File > Import.`,
    }),
  );
}
