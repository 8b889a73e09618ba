import { buildChatTranscript, canDownloadChat, localDateTimeFormatter } from '@/core/tutor/transcript';
import type { ChatMessage } from '@/core/tutor/transcript';
import { downloadFile } from '@/ui/download';
import { notify } from '@/ui/toasts';

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
  downloadFile(transcript);
  notify((toast) =>
    toast.success('Chat downloaded! 📥', { description: 'Your conversation was saved as a text file.' }),
  );
}
