/** The dictation's messages, word for word as the product gives them. */
export const SPEECH_MESSAGES = {
  denied: 'Microphone access denied. Please allow microphone access and try again.',
  unsupported: 'Speech recognition is not supported in your browser',
  failed: 'Failed to start speech recognition. Please try again.',
} as const;

/** A network error of dictation tries again after 1 s. */
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
