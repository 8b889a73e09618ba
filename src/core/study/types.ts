/** The study set's shapes. Framework-free. */

/** One multiple-choice question: 4 options, `correctAnswer` is one of them. */
export interface QuizQuestion {
  readonly question: string;
  readonly options: readonly string[];
  readonly correctAnswer: string;
  readonly explanation: string;
}

export interface Flashcard {
  readonly term: string;
  readonly definition: string;
}

/** What a generator returns: a pool of questions (a quiz session draws 5 of them) and the flashcards. */
export interface StudyMaterials {
  readonly quiz: readonly QuizQuestion[];
  readonly flashcards: readonly Flashcard[];
}

/** The text of one PDF page; `page` counts from 1. */
export interface PageText {
  readonly page: number;
  readonly text: string;
}

/** A PDF's text as the study tool read it; `truncated` when the text caps left some out. */
export interface DocumentText {
  readonly pages: readonly PageText[];
  readonly truncated: boolean;
}

/** Who wrote the study set: the built-in generator or a remote model. */
export type StudySource = 'offline' | 'gemini' | 'openai';

export interface StudySet extends StudyMaterials {
  readonly source: StudySource;
  /** Pages read from the PDF (0 when a remote model read a scanned PDF). */
  readonly pageCount: number;
  /** Characters of text the set was made from. */
  readonly textLength: number;
  /** True when the text came from the Gemini fallback for scanned PDFs. */
  readonly readByGemini: boolean;
  /** True when the PDF had more text than the study tool reads, so only its start was used. */
  readonly truncated: boolean;
}
