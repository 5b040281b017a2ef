import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocale } from '@wellness/shared/contract';
import { languageTag } from '@wellness/shared/format';
import type { DictationEngine } from './dictationEngine';
import { SPEECH_MESSAGES } from './speechApi';

export { NETWORK_RETRY_MS, SPEECH_MESSAGES, type RecognitionResultEvent } from './speechApi';

export type DictationStatus = 'idle' | 'listening';

export interface Dictation {
  status: DictationStatus;
  /** One of the dictation's messages (speechApi.ts), or null. */
  error: string | null;
  /** Words heard but not final yet. */
  interim: string;
  toggle: () => void;
  stop: () => void;
}

/**
 * Microphone dictation: idle → listening (restarted on end or error while active) → stopped by the
 * visitor. The recognition itself loads on the first press. `onFinal` receives each final phrase.
 */
export function useDictation(onFinal: (phrase: string) => void): Dictation {
  const [status, setStatus] = useState<DictationStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const [interim, setInterim] = useState('');
  const locale = useLocale();
  const engine = useRef<DictationEngine | null>(null);
  const wanted = useRef(false);
  const mounted = useRef(true);
  const onFinalRef = useRef(onFinal);
  useEffect(() => {
    onFinalRef.current = onFinal;
  });

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      wanted.current = false;
      engine.current?.dispose();
      engine.current = null;
    };
  }, []);

  const start = useCallback(() => {
    wanted.current = true;
    setError(null);
    setStatus('listening');
    const run = (current: DictationEngine) => {
      if (wanted.current && mounted.current) current.start();
    };
    if (engine.current) return run(engine.current);
    import(/* webpackChunkName: "dictation" */ './dictationEngine').then(
      ({ createDictationEngine }) => {
        if (!mounted.current) return;
        const made = createDictationEngine({
          onFinal: (phrase) => onFinalRef.current(phrase),
          onInterim: setInterim,
          onFail: (message) => {
            wanted.current = false;
            setError(message);
            setStatus('idle');
          },
        }, languageTag(locale));
        if (typeof made === 'string') {
          wanted.current = false;
          setError(made);
          setStatus('idle');
          return;
        }
        engine.current = made;
        run(made);
      },
      () => {
        wanted.current = false;
        setError(SPEECH_MESSAGES.failed);
        setStatus('idle');
      },
    );
  }, [locale]);

  const stop = useCallback(() => {
    wanted.current = false;
    engine.current?.stop();
    setInterim('');
    setStatus('idle');
  }, []);

  const toggle = useCallback(() => (wanted.current ? stop() : start()), [start, stop]);
  return { status, error, interim, toggle, stop };
}
