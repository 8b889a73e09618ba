import type { StudyFile } from '@/core/study';

/** A chosen File as the study pipeline reads it. Base64 comes from FileReader, which encodes off-thread. */
export function toStudyFile(file: File): StudyFile {
  return {
    name: file.name,
    size: file.size,
    bytes: async () => new Uint8Array(await file.arrayBuffer()),
    base64: () =>
      new Promise((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => {
          const url = typeof reader.result === 'string' ? reader.result : '';
          resolve(url.slice(url.indexOf(',') + 1));
        };
        reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
        reader.readAsDataURL(file);
      }),
  };
}
