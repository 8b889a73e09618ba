import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * Voice input with the Web Speech API (docs/product-rules.md#voice-input): after microphone permission,
 * continuous recognition with interim results in en-US; a second press stops; on stop the last non-empty line
 * of the transcript is sent; 1.5 s after a final result the message goes automatically, while recording.
 */

export const AUTO_SEND_DELAY_MS = 1500;
export const SPEECH_LANGUAGE = 'en-US';

interface SpeechAlternativeLike {
  readonly transcript: string;
}
interface SpeechResultLike {
  readonly isFinal: boolean;
  readonly length: number;
  readonly [index: number]: SpeechAlternativeLike | undefined;
}
export interface SpeechResultListLike {
  readonly length: number;
  readonly [index: number]: SpeechResultLike | undefined;
}
interface SpeechResultEventLike {
  readonly resultIndex: number;
  readonly results: SpeechResultListLike;
}
interface SpeechErrorEventLike {
  readonly error: string;
  readonly message?: string;
}
export interface SpeechRecognitionLike {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  onresult: ((event: SpeechResultEventLike) => void) | null;
  onerror: ((event: SpeechErrorEventLike) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
type SpeechRecognitionConstructor = new () => SpeechRecognitionLike;

export function speechRecognitionConstructor(): SpeechRecognitionConstructor | undefined {
  if (typeof window === 'undefined') return undefined;
  const w = window as unknown as {
    SpeechRecognition?: SpeechRecognitionConstructor;
    webkitSpeechRecognition?: SpeechRecognitionConstructor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
}

/** The transcript so far: one line per recognised phrase (final or interim). */
export function transcriptOf(results: SpeechResultListLike): string {
  const lines: string[] = [];
  for (let i = 0; i < results.length; i += 1) {
    const phrase = results[i]?.[0]?.transcript.trim() ?? '';
    if (phrase !== '') lines.push(phrase);
  }
  return lines.join('\n');
}

export function lastNonEmptyLine(text: string): string {
  const lines = text.split('\n').map((line) => line.trim());
  for (let i = lines.length - 1; i >= 0; i -= 1) {
    const line = lines[i];
    if (line) return line;
  }
  return '';
}

/** Whether the event brought a final result. */
export function hasNewFinalResult(event: SpeechResultEventLike): boolean {
  for (let i = event.resultIndex; i < event.results.length; i += 1) {
    if (event.results[i]?.isFinal) return true;
  }
  return false;
}

const DENIED_ERRORS = new Set(['not-allowed', 'service-not-allowed', 'audio-capture']);

export interface SpeechInputCallbacks {
  /** The text to show in the input while recording (the line that would be sent). */
  onTranscript: (text: string) => void;
  /** Recording stopped with something said. */
  onSend: (text: string) => void;
  /** The microphone is denied or unavailable. */
  onDenied: () => void;
}

export interface SpeechInput {
  supported: boolean;
  recording: boolean;
  /** Starts recording, or stops it (and sends) when recording. */
  toggle: () => void;
  /** Stops without sending. */
  cancel: () => void;
}

let loggedUnsupported = false;

export function useSpeechInput(callbacks: SpeechInputCallbacks): SpeechInput {
  const [supported] = useState(() => speechRecognitionConstructor() !== undefined);
  const [recording, setRecording] = useState(false);
  const callbacksRef = useRef(callbacks);
  const recognitionRef = useRef<SpeechRecognitionLike | null>(null);
  const transcriptRef = useRef('');
  const autoSendRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const startingRef = useRef(false);
  const mountedRef = useRef(true);

  useLayoutEffect(() => {
    callbacksRef.current = callbacks;
  });

  useEffect(() => {
    if (!supported && !loggedUnsupported) {
      loggedUnsupported = true;
      console.info('QueueBee: speech recognition is not supported in this browser; voice input is off.');
    }
  }, [supported]);

  const clearAutoSend = () => {
    if (autoSendRef.current !== undefined) clearTimeout(autoSendRef.current);
    autoSendRef.current = undefined;
  };

  const cancel = useCallback(() => {
    clearAutoSend();
    const recognition = recognitionRef.current;
    recognitionRef.current = null;
    transcriptRef.current = '';
    if (recognition) {
      recognition.onresult = null;
      recognition.onerror = null;
      recognition.onend = null;
      try {
        recognition.abort();
      } catch (error) {
        console.warn('QueueBee: could not stop speech recognition', error);
      }
      setRecording(false);
    }
  }, []);

  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
      cancel();
    };
  }, [cancel]);

  const stop = () => {
    const recognition = recognitionRef.current;
    if (!recognition) return;
    clearAutoSend();
    try {
      recognition.stop(); // 'end' follows, and sends the transcript
    } catch (error) {
      console.warn('QueueBee: could not stop speech recognition', error);
      recognition.onend?.();
    }
  };

  const start = async () => {
    const Recognition = speechRecognitionConstructor();
    if (!Recognition || startingRef.current) return;
    startingRef.current = true;
    try {
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new Error('No microphone API in this browser');
        const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
        for (const track of stream.getTracks()) track.stop();
      } catch (error) {
        console.warn('QueueBee: microphone access failed', error);
        if (mountedRef.current) callbacksRef.current.onDenied();
        return;
      }
      if (!mountedRef.current) return;

      const recognition = new Recognition();
      recognition.continuous = true;
      recognition.interimResults = true;
      recognition.lang = SPEECH_LANGUAGE;
      recognition.onresult = (event) => {
        if (recognitionRef.current !== recognition) return;
        transcriptRef.current = transcriptOf(event.results);
        callbacksRef.current.onTranscript(lastNonEmptyLine(transcriptRef.current));
        if (hasNewFinalResult(event)) {
          clearAutoSend();
          autoSendRef.current = setTimeout(() => {
            if (recognitionRef.current === recognition) stop();
          }, AUTO_SEND_DELAY_MS);
        }
      };
      recognition.onerror = (event) => {
        if (recognitionRef.current !== recognition) return;
        if (DENIED_ERRORS.has(event.error)) {
          transcriptRef.current = '';
          callbacksRef.current.onDenied();
        } else if (event.error !== 'no-speech' && event.error !== 'aborted') {
          console.warn(`QueueBee: speech recognition error: ${event.error}`);
        }
      };
      recognition.onend = () => {
        if (recognitionRef.current !== recognition) return;
        clearAutoSend();
        recognitionRef.current = null;
        const line = lastNonEmptyLine(transcriptRef.current);
        transcriptRef.current = '';
        setRecording(false);
        if (line !== '') callbacksRef.current.onSend(line);
      };
      recognitionRef.current = recognition;
      transcriptRef.current = '';
      try {
        recognition.start();
        setRecording(true);
      } catch (error) {
        recognitionRef.current = null;
        console.warn('QueueBee: could not start speech recognition', error);
        callbacksRef.current.onDenied();
      }
    } finally {
      startingRef.current = false;
    }
  };

  const toggle = () => {
    if (!supported) return;
    if (recognitionRef.current) stop();
    else void start();
  };

  return { supported, recording, toggle, cancel };
}
