import { SIGN_OFF } from './persona';

/**
 * Which files the chat accepts for an explanation (docs/product-rules.md#file-upload), kept apart from the
 * analyser so the chat page can check an upload without loading it: the explanation itself is made where
 * the tutor runs (its worker).
 */

export const ACCEPTED_UPLOAD_EXTENSIONS = [
  '.txt',
  '.js',
  '.ts',
  '.json',
  '.md',
  '.cpp',
  '.py',
  '.java',
] as const;
export type UploadExtension = (typeof ACCEPTED_UPLOAD_EXTENSIONS)[number];

/** For an <input type="file" accept="...">. */
export const UPLOAD_ACCEPT_ATTRIBUTE = ACCEPTED_UPLOAD_EXTENSIONS.join(',');

/** The file's extension, lower-cased with its dot ('.py'), or '' when it has none. */
export function fileExtension(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot).toLowerCase() : '';
}

/** Whether the chat accepts this file (by extension, case-insensitive). */
export function isAcceptedUpload(fileName: string): boolean {
  return (ACCEPTED_UPLOAD_EXTENSIONS as readonly string[]).includes(fileExtension(fileName));
}

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** The reply to a file of a type the chat does not read, ending with 'Chamka?'. */
export function unsupportedUploadReply(fileName: string): string {
  return [
    `Bhai, ${fileName} type ki file main nahi padh sakta. Yeh formats bhejo: ${ACCEPTED_UPLOAD_EXTENSIONS.join(', ')}.`,
    SIGN_OFF,
  ].join('\n');
}
