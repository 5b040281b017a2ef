import { screen } from '@testing-library/react';
import { localeSet } from '@wellness/shared/contract';
import { makeTestStore, renderWithProviders } from '@wellness/shared/testing';
import { ChatComposer } from '../../components/ChatComposer/ChatComposer';
import { composerMessages, speechErrorText } from '../../components/ChatComposer/messages';
import { SPEECH_MESSAGES } from '../../lib/speech/speechApi';

describe("the chat's own texts in other languages", () => {
  it('labels the composer in Spanish: its field, placeholder, dictation and send buttons', async () => {
    await composerMessages.load('es');
    const store = makeTestStore();
    store.dispatch(localeSet('es'));
    renderWithProviders(<ChatComposer onSend={() => {}} />, { store });
    expect(screen.getByRole('textbox', { name: 'Su mensaje' })).toHaveAttribute('placeholder', 'Escriba su pregunta…');
    expect(screen.getByRole('button', { name: 'Empezar el dictado' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar mensaje' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Adjuntar un archivo' })).toBeInTheDocument();
  });

  it("says dictation's errors in the page's language, and their English word for word", async () => {
    await composerMessages.load('fr');
    expect(speechErrorText(composerMessages.fixedT('fr'), SPEECH_MESSAGES.denied)).toBe('Accès au micro refusé. Veuillez autoriser l’accès au micro et réessayer.');
    for (const message of Object.values(SPEECH_MESSAGES)) expect(speechErrorText(composerMessages.fixedT('en'), message)).toBe(message);
  });
});
