import { useAtomValue, useSetAtom } from 'jotai';
import { memo, useCallback, useEffect, useRef, useState } from 'react';
import { formatTimeOr } from '@/core/storage/timestamps';
import type { ChatEntry } from '@/core/tutor/chatLog';
import { localDateTimeFormatter } from '@/core/tutor/transcript';
import { chatMessagesAtom, chatPendingAtom, sendChatMessageAtom, typingMessageIdAtom } from '@/state/chat';
import { cx } from '@/ui/cx';
import { BeeAvatar } from './BeeAvatar';
import { MessageText } from './MessageText';
import { startTypewriter } from './typewriter';
import { useReducedMotion } from '@/ui/useReducedMotion';
import { useStickToBottom } from './useStickToBottom';

/** The visible part of a reply being typed out; only this bubble re-renders while it types. */
function useTypedText(text: string, animate: boolean, onDone: () => void): string {
  const [progress, setProgress] = useState({ text, shown: 0 });
  useEffect(() => {
    if (!animate) return;
    return startTypewriter({
      length: text.length,
      onProgress: (shown) => setProgress({ text, shown }),
      onDone,
    });
  }, [text, animate, onDone]);
  if (!animate) return text;
  return progress.text === text ? text.slice(0, progress.shown) : '';
}

const MessageBubble = memo(function MessageBubble({
  message,
  typing,
  onTyped,
  onSuggest,
  suggestionsDisabled,
}: {
  message: ChatEntry;
  typing: boolean;
  onTyped: (id: string) => void;
  onSuggest: (text: string) => void;
  suggestionsDisabled: boolean;
}) {
  const done = useCallback(() => onTyped(message.id), [onTyped, message.id]);
  const shown = useTypedText(message.text, typing, done);
  const time = localDateTimeFormatter.time(message.timestamp);
  const user = message.isUser;
  return (
    <div
      className={cx('flex items-end gap-2', user ? 'justify-end' : 'justify-start')}
      data-message-role={user ? 'user' : 'assistant'}
      data-typing={typing ? 'true' : undefined}
      data-failed={message.failed ? 'true' : undefined}
    >
      {user ? null : <BeeAvatar size={32} className="mb-5 hidden sm:block" />}
      <div
        className={cx(
          'flex flex-col sm:max-w-[75%]',
          user ? 'max-w-[85%] items-end' : 'max-w-[95%] items-start',
        )}
      >
        <div
          className={cx(
            'rounded-2xl px-4 py-2.5 text-sm leading-relaxed break-words shadow-sm',
            user
              ? 'rounded-br-md bg-primary text-primary-fg'
              : 'rounded-bl-md border border-border bg-surface-2 text-text',
          )}
        >
          <span className="sr-only">{user ? 'You said:' : 'QueueBee said:'}</span>
          {user ? (
            <p className="whitespace-pre-wrap" data-message-text>
              {message.text}
            </p>
          ) : (
            <div data-message-text aria-hidden={typing ? true : undefined}>
              <MessageText
                text={shown}
                onSuggest={onSuggest}
                suggestionsDisabled={suggestionsDisabled || typing}
              />
            </div>
          )}
        </div>
        {message.detail ? (
          <p className="mt-1 max-w-full text-xs break-words text-muted">Details: {message.detail}</p>
        ) : null}
        <time
          dateTime={formatTimeOr(message.timestamp, (ms) => new Date(ms).toISOString(), undefined)}
          className="mt-1 px-1 text-xs text-muted"
          data-message-time
        >
          {time}
        </time>
      </div>
    </div>
  );
});

function TypingIndicator() {
  return (
    <div className="flex items-end gap-2" data-typing-indicator>
      <BeeAvatar size={32} className="hidden sm:block" />
      <div className="rounded-2xl rounded-bl-md border border-border bg-surface-2 px-4 py-2.5 text-sm text-muted">
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="flex gap-1">
            {[0, 150, 300].map((delay) => (
              <span
                key={delay}
                className="h-1.5 w-1.5 animate-bounce rounded-full bg-primary motion-reduce:animate-none"
                style={{ animationDelay: `${delay}ms` }}
              />
            ))}
          </span>
          typing...
        </span>
      </div>
    </div>
  );
}

/** The conversation: a keyboard-scrollable log that follows new messages. */
export function MessageList() {
  const messages = useAtomValue(chatMessagesAtom);
  const typingId = useAtomValue(typingMessageIdAtom);
  const pending = useAtomValue(chatPendingAtom);
  const setTypingId = useSetAtom(typingMessageIdAtom);
  const send = useSetAtom(sendChatMessageAtom);
  const onSuggest = useCallback((text: string) => void send(text), [send]);
  const reducedMotion = useReducedMotion();
  const scrollRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  useStickToBottom(scrollRef, contentRef);

  const onTyped = useCallback(
    (id: string) => setTypingId((current) => (current === id ? null : current)),
    [setTypingId],
  );
  const animating = typingId !== null && !reducedMotion;
  // With reduced motion nothing is typed out: the reply is whole at once, so it is no longer 'typing'.
  useEffect(() => {
    if (reducedMotion && typingId !== null) setTypingId(null);
  }, [reducedMotion, typingId, setTypingId]);

  return (
    <div
      ref={scrollRef}
      role="log"
      aria-label="Conversation"
      aria-busy={animating || undefined}
      tabIndex={0}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 py-4 sm:px-5"
    >
      <div ref={contentRef} className="space-y-4">
        {messages.map((message) => (
          <MessageBubble
            key={message.id}
            message={message}
            typing={animating && message.id === typingId}
            onTyped={onTyped}
            onSuggest={onSuggest}
            suggestionsDisabled={pending !== null}
          />
        ))}
        {pending ? <TypingIndicator /> : null}
      </div>
    </div>
  );
}
