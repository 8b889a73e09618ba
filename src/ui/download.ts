/** A file the visitor saves: its text, name and type. */
export interface DownloadFile {
  content: string;
  fileName: string;
  mimeType: string;
}

/** How long the file's object URL outlives the click, so the browser has started the download. */
export const REVOKE_AFTER_MS = 10_000;

/** Saves a file built in the page: a Blob behind a hidden link that is clicked once. */
export function downloadFile({ content, fileName, mimeType }: DownloadFile): void {
  const url = URL.createObjectURL(new Blob([content], { type: mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
