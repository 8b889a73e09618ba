import { useAtomValue, useSetAtom } from 'jotai';
import { Download, MessageSquarePlus, TriangleAlert } from 'lucide-react';
import { AiSettingsButton } from '@/ui/ai-settings/AiSettingsButton';
import { resolvedAiProviderAtom } from '@/state/ai';
import { chatMessagesAtom, newChatAtom } from '@/state/chat';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { downloadChat } from './download';

export const CHAT_TITLE = 'Chat with QueueBee';

/**
 * Title, 'Active' badge, the provider answering (always visible), AI settings, and the conversation's
 * actions. Wide: title and actions on one line, provider below. Phone: title, provider, then the buttons
 * (the two actions as icons, named for screen readers).
 */
export function ChatHeader({ titleId }: { titleId: string }) {
  const messages = useAtomValue(chatMessagesAtom);
  const { provider, fallbackReason } = useAtomValue(resolvedAiProviderAtom);
  const newChat = useSetAtom(newChatAtom);
  return (
    <header className="border-b border-border px-4 py-3 sm:px-5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
        <h1 id={titleId} className="order-1 text-lg font-bold tracking-tight sm:text-2xl">
          {CHAT_TITLE}
        </h1>
        <Badge tone="success" className="order-2">
          <span aria-hidden="true" className="mr-1.5 h-2 w-2 rounded-full bg-success" />
          Active
        </Badge>
        <p className="order-5 basis-full text-sm text-muted sm:basis-auto" data-active-provider={provider.id}>
          Answering: <span className="font-semibold text-text">{provider.label}</span>
          {provider.model ? <span> · {provider.model}</span> : null}
        </p>
        <div className="order-6">
          <AiSettingsButton variant="ghost" size="sm" className="-ml-2 h-8 px-2 sm:ml-0" />
        </div>
        <div className="order-7 ml-auto flex gap-2 sm:order-3">
          <Button variant="ghost" size="sm" onClick={newChat} title="New chat" className="px-2.5 sm:px-3">
            <MessageSquarePlus aria-hidden="true" size={16} />
            <span className="sr-only sm:not-sr-only">New chat</span>
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => downloadChat(messages)}
            title="Download Chat"
            className="px-2.5 sm:px-3"
          >
            <Download aria-hidden="true" size={16} />
            <span className="sr-only sm:not-sr-only">Download Chat</span>
          </Button>
        </div>
        <span aria-hidden="true" className="hidden h-0 basis-full sm:order-4 sm:block" />
      </div>
      {fallbackReason ? (
        <p className="mt-1 flex items-start gap-1.5 text-xs text-muted" role="note">
          <TriangleAlert aria-hidden="true" size={14} className="mt-0.5 shrink-0 text-accent" />
          {fallbackReason}
        </p>
      ) : null}
    </header>
  );
}
