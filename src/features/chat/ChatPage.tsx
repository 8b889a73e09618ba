import { useSetAtom } from 'jotai';
import { useEffect, useId } from 'react';
import { offlineTutorAtom, offlineTutorHostAtom } from '@/state/ai';
import { cancelChatRequestAtom, typingMessageIdAtom } from '@/state/chat';
import { store } from '@/state/store';
import { afterNextPaint } from '@/ui/afterNextPaint';
import { ChatHeader } from './ChatHeader';
import { ChatSidebar } from './ChatSidebar';
import { Composer } from './Composer';
import { Mascot, MASCOT_IMAGES } from './Mascot';
import { MessageList } from './MessageList';
import { loadTutorInWorker } from './tutorInWorker';

// On the chat page the built-in tutor is built and asked in a worker, so indexing its knowledge base
// never freezes the page. Set as this module loads, before the page first renders: setting it while
// the page mounts would render its provider's readers a second time.
store.set(offlineTutorHostAtom, { load: loadTutorInWorker });

/** /chat: QueueBee, the Hinglish mentor (docs/product-rules.md#chat). */
export default function ChatPage() {
  const titleId = useId();
  const cancel = useSetAtom(cancelChatRequestAtom);
  const setTyping = useSetAtom(typingMessageIdAtom);

  useEffect(() => {
    // Once the greeting is on screen (so the first paint never waits for them): build the built-in
    // tutor in its worker while the visitor reads, and fetch the mascots, so a reaction shows at once
    // (and works offline later).
    const cancelWarmUp = afterNextPaint(() => {
      store
        .get(offlineTutorAtom)()
        .catch((error: unknown) => console.warn('QueueBee: the built-in tutor could not load yet', error));
      for (const { src } of Object.values(MASCOT_IMAGES)) new Image().src = src;
    });
    // Leaving the page cancels the request in flight and finishes any reply being typed.
    return () => {
      cancelWarmUp();
      cancel();
      setTyping(null);
    };
  }, [cancel, setTyping]);

  return (
    <div className="mx-auto grid max-w-7xl gap-5 px-3 py-5 sm:px-4 lg:grid-cols-[17rem_minmax(0,1fr)] lg:py-6">
      {/* The conversation comes first (it holds the h1, and on a phone it is what matters); on wide
          screens the sidebar is placed to its left. */}
      <section
        aria-labelledby={titleId}
        className="relative flex h-[calc(100dvh-6rem)] min-h-[30rem] flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-sm lg:col-start-2 lg:row-start-1 lg:h-[calc(100dvh-7rem)] lg:min-h-[34rem]"
      >
        <ChatHeader titleId={titleId} />
        <div className="relative flex min-h-0 flex-1 flex-col">
          <MessageList />
          <Mascot />
        </div>
        <Composer />
      </section>
      <div className="lg:col-start-1 lg:row-start-1">
        <ChatSidebar />
      </div>
    </div>
  );
}
