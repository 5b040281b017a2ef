import { describeCatalogue } from '@wellness/shared/i18n/testing';
import en from './messages/en.json';
import es from './messages/es.json';
import fr from './messages/fr.json';
import path from 'node:path';
import { ACCOUNT_MESSAGES, VALIDATION_MESSAGES } from '@wellness/shared/domain';
import { shellMessages } from './messages';
import authEn from './features/auth/messages/en.json';
import authEs from './features/auth/messages/es.json';
import authFr from './features/auth/messages/fr.json';
import { authMessages } from './features/auth/messages';
import contactEn from './features/contact/messages/en.json';
import contactEs from './features/contact/messages/es.json';
import contactFr from './features/contact/messages/fr.json';
import { contactMessages } from './features/contact/messages';

describeCatalogue("the shell's messages", en, { es, fr }, __dirname, () => {
  it('loads a language only when asked, then writes in it', async () => {
    expect(shellMessages.loaded('fr')).toBe(false);
    await shellMessages.load('fr');
    expect(shellMessages.fixedT('fr')('footer.contact')).toBe('Nous contacter');
    await shellMessages.load('es');
    expect(shellMessages.fixedT('es')('footer.contact')).toBe('Contacto');
    expect(shellMessages.fixedT('en')('footer.contact')).toBe('Contact us');
  });
});

describeCatalogue("the account dialogs' messages", authEn, { es: authEs, fr: authFr }, path.join(__dirname, 'features', 'auth'), () => {
  it('says the English of the shared schemas word for word', () => {
    const english = authMessages.fixedT('en');
    for (const [name, key] of [['required', 'check.required'], ['email', 'check.email'], ['passwordMin', 'check.passwordMin'], ['passwordsMismatch', 'check.mismatch'], ['unsupportedCharacters', 'check.characters']] as const) {
      expect(english(key)).toBe(VALIDATION_MESSAGES[name]);
    }
    expect(english('reset.sent')).toBe(ACCOUNT_MESSAGES.resetSent);
    expect(english('link.changed')).toBe(ACCOUNT_MESSAGES.passwordChanged);
    expect(english('link.verified')).toBe(ACCOUNT_MESSAGES.emailVerified);
  });
});

describeCatalogue("the contact dialog's messages", contactEn, { es: contactEs, fr: contactFr }, path.join(__dirname, 'features', 'contact'), () => {
  it('says the English of the shared contact schema word for word', () => {
    const english = contactMessages.fixedT('en');
    for (const [name, key] of [['required', 'check.required'], ['email', 'check.email'], ['contactPhone', 'check.phone'], ['unsupportedCharacters', 'check.characters']] as const) {
      expect(english(key)).toBe(VALIDATION_MESSAGES[name]);
    }
  });
});
