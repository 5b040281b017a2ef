import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@wellness/shared/testing';
import { NETWORK_RETRY_MS, SPEECH_MESSAGES, type RecognitionResultEvent } from '../../lib/speech/useDictation';
import { ATTACH_ACCEPT, ChatComposer, fileTag } from './ChatComposer';

class FakeRecognition {
  static instances: FakeRecognition[] = [];
  static failStart = false;
  lang = '';
  continuous = false;
  interimResults = false;
  onresult: ((event: RecognitionResultEvent) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  start = jest.fn(() => {
    if (FakeRecognition.failStart) throw new Error('InvalidStateError');
  });
  stop = jest.fn();
  abort = jest.fn();
  constructor() {
    FakeRecognition.instances.push(this);
  }
  say(transcript: string, isFinal = true) {
    const result = Object.assign([{ transcript }], { isFinal });
    act(() => this.onresult?.({ resultIndex: 0, results: [result] as unknown as RecognitionResultEvent['results'] }));
  }
  fail(error: string) {
    act(() => {
      this.onerror?.({ error });
      this.onend?.();
    });
  }
  end() {
    act(() => this.onend?.());
  }
}

const input = () => screen.getByRole('textbox', { name: 'Your message' });
const send = () => screen.getByRole('button', { name: 'Send message' });
const mic = () => screen.getByRole('button', { name: /dictation/ });
/** Presses the microphone and lets the recognition module (loaded on first use) arrive. */
const pressMic = () => act(async () => {
  fireEvent.click(mic());
});

describe('the chat composer (text, attachments, dictation and their messages)', () => {
  it('sends the trimmed text; the send button is disabled while the text is blank', () => {
    const onSend = jest.fn();
    renderWithProviders(<ChatComposer onSend={onSend} />);
    expect(send()).toBeDisabled();
    fireEvent.change(input(), { target: { value: '   ' } });
    expect(send()).toBeDisabled();
    fireEvent.change(input(), { target: { value: '  Detox in Bali ' } });
    expect(send()).toBeEnabled();
    fireEvent.click(send());
    expect(onSend).toHaveBeenCalledWith('Detox in Bali');
    expect(input()).toHaveValue('');
  });

  it('attach menu: Photo, Document and Camera take the spec’s types, and a chosen file adds its name as a tag', async () => {
    const { container } = renderWithProviders(<ChatComposer onSend={() => {}} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Attach a file' }));
    });
    expect(await screen.findByRole('menu', { name: 'Attach a file' })).toBeInTheDocument();
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Photo', 'Document', 'Camera']);
    expect(screen.getByRole('menuitem', { name: 'Photo' })).toHaveFocus();

    const files = container.querySelectorAll<HTMLInputElement>('input[type="file"]');
    expect([...files].map((f) => f.accept)).toEqual([ATTACH_ACCEPT.photo, ATTACH_ACCEPT.document, ATTACH_ACCEPT.camera]);
    expect(ATTACH_ACCEPT).toEqual({ photo: 'image/*', document: '.pdf,.doc,.docx,.txt', camera: 'image/*' });
    expect(files[2]).toHaveAttribute('capture', 'environment');

    const click = jest.spyOn(files[1]!, 'click').mockImplementation(() => {});
    fireEvent.click(screen.getByRole('menuitem', { name: 'Document' }));
    expect(click).toHaveBeenCalled();

    fireEvent.change(input(), { target: { value: 'My results' } });
    fireEvent.change(files[1]!, { target: { files: [new File(['x'], 'bloodwork.pdf', { type: 'application/pdf' })] } });
    expect(input()).toHaveValue(`My results ${fileTag('bloodwork.pdf')}`);
  });

  describe('dictation', () => {
    const w = window as unknown as { webkitSpeechRecognition?: unknown };
    beforeEach(() => {
      FakeRecognition.instances = [];
      FakeRecognition.failStart = false;
      w.webkitSpeechRecognition = FakeRecognition;
    });
    afterEach(() => {
      delete w.webkitSpeechRecognition;
    });
    const recognition = () => FakeRecognition.instances[0]!;

    it('says so, without crashing, where the browser has no speech recognition', async () => {
      delete w.webkitSpeechRecognition;
      renderWithProviders(<ChatComposer onSend={() => {}} />);
      await pressMic();
      expect(screen.getByRole('alert')).toHaveTextContent(SPEECH_MESSAGES.unsupported);
    });

    it('listens in en-US, continuously, shows Listening..., and adds what it hears to the text', async () => {
      renderWithProviders(<ChatComposer onSend={() => {}} />);
      fireEvent.change(input(), { target: { value: 'Hello' } });
      await pressMic();
      expect(recognition()).toMatchObject({ lang: 'en-US', continuous: true });
      expect(recognition().start).toHaveBeenCalledTimes(1);
      expect(mic()).toHaveAttribute('aria-pressed', 'true');
      expect(input()).toHaveAttribute('placeholder', 'Listening...');
      recognition().say('yoga in Bali');
      expect(input()).toHaveValue('Hello yoga in Bali');
    });

    it('starts again when recognition ends while the visitor still listens, and stops when they say so', async () => {
      renderWithProviders(<ChatComposer onSend={() => {}} />);
      await pressMic();
      recognition().end();
      expect(recognition().start).toHaveBeenCalledTimes(2);
      recognition().fail('no-speech');
      expect(recognition().start).toHaveBeenCalledTimes(3);

      await pressMic();
      expect(recognition().stop).toHaveBeenCalled();
      expect(mic()).toHaveAttribute('aria-pressed', 'false');
      recognition().end();
      expect(recognition().start).toHaveBeenCalledTimes(3);
    });

    it('tries again 1 s after a network error', async () => {
      jest.useFakeTimers();
      try {
        renderWithProviders(<ChatComposer onSend={() => {}} />);
        await pressMic();
        recognition().fail('network');
        act(() => jest.advanceTimersByTime(NETWORK_RETRY_MS - 1));
        expect(recognition().start).toHaveBeenCalledTimes(1);
        act(() => jest.advanceTimersByTime(1));
        expect(recognition().start).toHaveBeenCalledTimes(2);
        expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      } finally {
        jest.useRealTimers();
      }
    });

    it('says when the microphone is denied, and stops', async () => {
      renderWithProviders(<ChatComposer onSend={() => {}} />);
      await pressMic();
      recognition().fail('not-allowed');
      expect(screen.getByRole('alert')).toHaveTextContent(SPEECH_MESSAGES.denied);
      expect(mic()).toHaveAttribute('aria-pressed', 'false');
      expect(recognition().start).toHaveBeenCalledTimes(1);
    });

    it('says when recognition fails to start', async () => {
      FakeRecognition.failStart = true;
      renderWithProviders(<ChatComposer onSend={() => {}} />);
      await pressMic();
      expect(screen.getByRole('alert')).toHaveTextContent(SPEECH_MESSAGES.failed);
      expect(mic()).toHaveAttribute('aria-pressed', 'false');
    });
  });
});
