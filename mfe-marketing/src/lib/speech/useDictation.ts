import { useCallback, useEffect, useRef, useState } from 'react';

/** SPEC §8, word for word. */
export const SPEECH_MESSAGES = {
  denied: 'Microphone access denied. Please allow microphone access and try again.',
  unsupported: 'Speech recognition is not supported in your browser',
  failed: 'Failed to start speech recognition. Please try again.',
} as const;

/** SPEC §9 and §8: dictation in en-US, continuous; a network error tries again after 1 s. */
export const DICTATION_LANG = 'en-US';
export const NETWORK_RETRY_MS = 1000;

// The Web Speech API's recognition, as far as dictation uses it (not in TypeScript's DOM library).
interface RecognitionAlternative {
  transcript: string;
}
interface RecognitionResult {
  readonly isFinal: boolean;
  readonly length: number;
  [index: number]: RecognitionAlternative;
}
export interface RecognitionResultEvent {
  readonly resultIndex: number;
  readonly results: { readonly length: number; [index: number]: RecognitionResult };
}
export interface RecognitionErrorEvent {
  readonly error: string;
}
export interface SpeechRecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: RecognitionErrorEvent) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
type RecognitionConstructor = new () => SpeechRecognitionLike;

/** The browser's recognition, if it has one (Chrome and Safari prefix it). */
export function speechRecognitionConstructor(): RecognitionConstructor | null {
  if (typeof window === 'undefined') return null;
  const w = window as Window & { SpeechRecognition?: RecognitionConstructor; webkitSpeechRecognition?: RecognitionConstructor };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

export type DictationStatus = 'idle' | 'listening';

export interface Dictation {
  status: DictationStatus;
  /** A SPEC §8 message, or null. */
  error: string | null;
  /** Words heard but not final yet. */
  interim: string;
  start: () => void;
  stop: () => void;
  toggle: () => void;
}

/**
 * Microphone dictation (SPEC §4): idle → listening → restarted whenever recognition ends or fails while the visitor
 * still wants it (after 1 s on a network error) → stopped by the visitor. Denied access, a missing API or a failed
 * start say so and return to idle. `onFinal` receives each final phrase.
 */
export function useDictation(onFinal: (phrase: string) => void): Dictation {
  const [status, setStatus] = useState<DictationStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const [interim, setInterim] = useState('');
  const recognition = useRef<SpeechRecognitionLike | null>(null);
  const active = useRef(false);
  const lastError = useRef<string | null>(null);
  const retryTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onFinalRef = useRef(onFinal);
  useEffect(() => {
    onFinalRef.current = onFinal;
  });

  const fail = useCallback((message: string) => {
    active.current = false;
    clearTimeout(retryTimer.current);
    setError(message);
    setInterim('');
    setStatus('idle');
  }, []);

  const begin = useCallback(() => {
    const r = recognition.current;
    if (!r || !active.current) return;
    try {
      r.start();
    } catch {
      fail(SPEECH_MESSAGES.failed);
    }
  }, [fail]);

  const start = useCallback(() => {
    if (active.current) return;
    const Recognition = speechRecognitionConstructor();
    if (!Recognition) {
      setError(SPEECH_MESSAGES.unsupported);
      return;
    }
    let r = recognition.current;
    if (!r) {
      try {
        r = new Recognition();
      } catch {
        setError(SPEECH_MESSAGES.failed);
        return;
      }
      r.lang = DICTATION_LANG;
      r.continuous = true;
      r.interimResults = true;
      r.onresult = (event) => {
        let pending = '';
        for (let i = event.resultIndex; i < event.results.length; i += 1) {
          const result = event.results[i]!;
          const phrase = result[0]?.transcript ?? '';
          if (result.isFinal) {
            if (phrase.trim()) onFinalRef.current(phrase.trim());
          } else {
            pending += phrase;
          }
        }
        setInterim(pending.trim());
      };
      r.onerror = (event) => {
        lastError.current = event.error;
        if (event.error === 'not-allowed' || event.error === 'service-not-allowed') fail(SPEECH_MESSAGES.denied);
      };
      r.onend = () => {
        setInterim('');
        if (!active.current) return;
        // Still wanted: listen again, after a pause when the network failed.
        const wasNetwork = lastError.current === 'network';
        lastError.current = null;
        if (wasNetwork) retryTimer.current = setTimeout(begin, NETWORK_RETRY_MS);
        else begin();
      };
      recognition.current = r;
    }
    active.current = true;
    lastError.current = null;
    setError(null);
    setStatus('listening');
    begin();
  }, [begin, fail]);

  const stop = useCallback(() => {
    active.current = false;
    clearTimeout(retryTimer.current);
    setStatus('idle');
    setInterim('');
    try {
      recognition.current?.stop();
    } catch {
      // Already stopped.
    }
  }, []);

  useEffect(
    () => () => {
      active.current = false;
      clearTimeout(retryTimer.current);
      try {
        recognition.current?.abort();
      } catch {
        // Nothing to stop.
      }
    },
    [],
  );

  const toggle = useCallback(() => (active.current ? stop() : start()), [start, stop]);
  return { status, error, interim, start, stop, toggle };
}
