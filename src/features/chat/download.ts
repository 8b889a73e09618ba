import { notify } from '@/app/toasts';
import { buildChatTranscript, canDownloadChat, localDateTimeFormatter } from '@/core/tutor/transcript';
import type { ChatMessage } from '@/core/tutor/transcript';

/**
 * 'Download Chat' (docs/product-rules.md#download-chat): a dated text file, or a toast saying there is
 * nothing yet.
 */
export function downloadChat(messages: readonly ChatMessage[]): void {
  if (!canDownloadChat(messages)) {
    notify((toast) =>
      toast.error('No chat to download!', {
        description: 'Start a conversation first, then download your chat history.',
      }),
    );
    return;
  }
  const transcript = buildChatTranscript(messages, { now: Date.now(), formatter: localDateTimeFormatter });
  const url = URL.createObjectURL(new Blob([transcript.content], { type: transcript.mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = transcript.fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  notify((toast) =>
    toast.success('Chat downloaded! 📥', { description: 'Your conversation was saved as a text file.' }),
  );
}
