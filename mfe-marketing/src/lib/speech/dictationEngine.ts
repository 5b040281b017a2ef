import { NETWORK_RETRY_MS, SPEECH_MESSAGES, speechRecognitionConstructor, type SpeechRecognitionLike } from './speechApi';

export interface DictationCallbacks {
  onFinal: (phrase: string) => void;
  onInterim: (text: string) => void;
  /** Recognition gave up (one of the dictation's messages); the session is over. */
  onFail: (message: string) => void;
}

export interface DictationEngine {
  start: () => void;
  stop: () => void;
  dispose: () => void;
}

/**
 * The recognition behind dictation, loaded on the first press of the microphone: listens in `lang` (the page's
 * language as the browser names it, "en-US"), continuously; while the visitor still wants it, starts again whenever
 * recognition ends or fails (after 1 s on a network error); denied access and a failed start end the session with
 * their message.
 */
export function createDictationEngine(callbacks: DictationCallbacks, lang: string): DictationEngine | string {
  const Recognition = speechRecognitionConstructor();
  if (!Recognition) return SPEECH_MESSAGES.unsupported;
  let r: SpeechRecognitionLike;
  try {
    r = new Recognition();
  } catch {
    return SPEECH_MESSAGES.failed;
  }
  let active = false;
  let lastError: string | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const fail = (message: string) => {
    active = false;
    clearTimeout(retryTimer);
    callbacks.onInterim('');
    callbacks.onFail(message);
  };
  const begin = () => {
    if (!active) return;
    try {
      r.start();
    } catch {
      fail(SPEECH_MESSAGES.failed);
    }
  };

  r.lang = lang;
  r.continuous = true;
  r.interimResults = true;
  r.onresult = (event) => {
    let pending = '';
    for (let i = event.resultIndex; i < event.results.length; i += 1) {
      const result = event.results[i]!;
      const phrase = result[0]?.transcript ?? '';
      if (result.isFinal) {
        if (phrase.trim()) callbacks.onFinal(phrase.trim());
      } else {
        pending += phrase;
      }
    }
    callbacks.onInterim(pending.trim());
  };
  r.onerror = (event) => {
    lastError = event.error;
    if (event.error === 'not-allowed' || event.error === 'service-not-allowed') fail(SPEECH_MESSAGES.denied);
  };
  r.onend = () => {
    callbacks.onInterim('');
    if (!active) return;
    // Still wanted: listen again, after a pause when the network failed.
    const wasNetwork = lastError === 'network';
    lastError = null;
    if (wasNetwork) retryTimer = setTimeout(begin, NETWORK_RETRY_MS);
    else begin();
  };

  return {
    start() {
      if (active) return;
      active = true;
      lastError = null;
      begin();
    },
    stop() {
      active = false;
      clearTimeout(retryTimer);
      callbacks.onInterim('');
      try {
        r.stop();
      } catch {
        // Already stopped.
      }
    },
    dispose() {
      active = false;
      clearTimeout(retryTimer);
      try {
        r.abort();
      } catch {
        // Nothing to stop.
      }
    },
  };
}
