import { useAtomValue, useSetAtom } from 'jotai';
import { Loader2, Mic, Paperclip, SendHorizontal, Square } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { MAX_MESSAGE_CHARS } from '@/core/tutor/chatLog';
import { UPLOAD_ACCEPT_ATTRIBUTE } from '@/core/tutor/uploads';
import {
  addChatNoticeAtom,
  chatMessagesAtom,
  chatPendingAtom,
  sendChatMessageAtom,
  uploadChatFileAtom,
} from '@/state/chat';
import { Button } from '@/ui/Button';
import { cx } from '@/ui/cx';
import { Tooltip } from '@/ui/Tooltip';
import { useSpeechInput } from './speech';

export const MIC_UNSUPPORTED_TEXT = 'Voice input is not supported in this browser.';
export const MICROPHONE_DENIED_MESSAGE = 'Could not access microphone. Please check permissions.';

/** Input, mic, 'Upload File' and send, with the footer hint. */
export function Composer() {
  const pending = useAtomValue(chatPendingAtom);
  const send = useSetAtom(sendChatMessageAtom);
  const upload = useSetAtom(uploadChatFileAtom);
  const addNotice = useSetAtom(addChatNoticeAtom);
  const [input, setInput] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const mountedRef = useRef(false);
  const messageCount = useAtomValue(chatMessagesAtom).length;
  const hintId = useId();
  const waiting = pending !== null;

  const submit = (text: string) => {
    if (text.trim() === '' || waiting) return;
    setInput('');
    void send(text);
  };

  const speech = useSpeechInput({
    onTranscript: setInput,
    onSend: (text) => {
      setInput('');
      void send(text);
    },
    onDenied: () => addNotice(MICROPHONE_DENIED_MESSAGE),
  });

  // A reply or upload in flight stops the microphone (it is disabled while waiting).
  const { cancel: cancelSpeech } = speech;
  useEffect(() => {
    if (waiting) cancelSpeech();
  }, [waiting, cancelSpeech]);

  // Waiting disables the control that had focus (input, send, a Quick Start button), which drops focus to
  // the page: when the answer is in, give it to the input. (Not on the first render: no focus stealing.)
  useEffect(() => {
    if (!mountedRef.current) {
      mountedRef.current = true;
      return;
    }
    if (waiting) return;
    // Chrome moves focus off a disabled control only at its next frame, so a disabled one counts as lost.
    const active = document.activeElement;
    if (active === null || active === document.body || active.matches(':disabled')) inputRef.current?.focus();
  }, [waiting, messageCount]);

  const micLabel = speech.recording ? 'Stop recording' : 'Start voice input';
  const micButton = (
    <Button
      variant={speech.recording ? 'primary' : 'outline'}
      size="icon"
      aria-label={micLabel}
      aria-pressed={speech.supported ? speech.recording : undefined}
      aria-disabled={!speech.supported || undefined}
      disabled={speech.supported && waiting}
      onClick={speech.toggle}
      className={cx(
        'shrink-0',
        !speech.supported && 'cursor-not-allowed opacity-50',
        speech.recording && 'animate-pulse motion-reduce:animate-none',
      )}
    >
      {speech.recording ? <Square aria-hidden="true" size={16} /> : <Mic aria-hidden="true" size={18} />}
    </Button>
  );

  return (
    <div className="border-t border-border bg-surface px-3 pt-3 pb-2 sm:px-5">
      <form
        className="flex items-center gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          submit(input);
        }}
      >
        <input
          ref={fileRef}
          type="file"
          accept={UPLOAD_ACCEPT_ATTRIBUTE}
          className="hidden"
          tabIndex={-1}
          aria-hidden="true"
          data-chat-file-input
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
        <Button
          variant="outline"
          size="md"
          className="shrink-0 px-3"
          disabled={waiting}
          onClick={() => fileRef.current?.click()}
          aria-label={pending === 'upload' ? 'Uploading...' : 'Upload File'}
        >
          {pending === 'upload' ? (
            <Loader2 aria-hidden="true" size={16} className="animate-spin motion-reduce:animate-none" />
          ) : (
            <Paperclip aria-hidden="true" size={16} />
          )}
          <span className="hidden sm:inline">{pending === 'upload' ? 'Uploading...' : 'Upload File'}</span>
        </Button>
        <label htmlFor={`${hintId}-input`} className="sr-only">
          Message QueueBee
        </label>
        <input
          id={`${hintId}-input`}
          ref={inputRef}
          type="text"
          value={input}
          onChange={(event) => setInput(event.target.value)}
          disabled={waiting}
          placeholder={speech.recording ? 'Listening…' : 'Ask about DSA, MERN, interviews…'}
          autoComplete="off"
          aria-describedby={hintId}
          maxLength={MAX_MESSAGE_CHARS}
          className="h-10 min-w-0 flex-1 rounded-lg border border-border bg-surface-2 px-3 text-sm text-text placeholder:text-muted disabled:cursor-not-allowed disabled:opacity-60"
        />
        {speech.supported ? micButton : <Tooltip content={MIC_UNSUPPORTED_TEXT}>{micButton}</Tooltip>}
        <Button
          type="submit"
          size="icon"
          aria-label="Send message"
          disabled={waiting || input.trim() === ''}
          className="shrink-0"
        >
          <SendHorizontal aria-hidden="true" size={18} />
        </Button>
      </form>
      <p id={hintId} aria-live="polite" className="mt-2 text-center text-xs text-muted">
        Press Enter to send
        {' · '}
        {speech.recording ? (
          <span className="font-semibold text-danger">Recording...</span>
        ) : speech.supported ? (
          'Press mic to speak'
        ) : (
          'Voice input unavailable in this browser'
        )}
        {' · '}
        or upload a file ({UPLOAD_ACCEPT_ATTRIBUTE.replaceAll(',', ', ')})
      </p>
    </div>
  );
}
