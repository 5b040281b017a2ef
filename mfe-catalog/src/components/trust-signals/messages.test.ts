import { describeCatalogue } from '@wellness/shared/i18n/testing';
import { responseTimeText } from '@wellness/shared/host-tools';
import { trustMessages } from './messages';
import { responseTimeIn } from './TrustSignals';
import en from './messages/en.json';
import es from './messages/es.json';
import fr from './messages/fr.json';

describeCatalogue('the host trust section’s catalogue', en, { es, fr }, __dirname, () => {
  // The host tools say the response time in English (the host's dashboard shows it): the section's English is the same.
  it('says the response time in English as the host tools do, and in French by its own words', async () => {
    const t = trustMessages.fixedT('en');
    for (const minutes of [null, 30, 60, 61, 150, 23 * 60, 24 * 60, 25 * 60, 3 * 24 * 60]) expect(responseTimeIn(t, minutes)).toBe(responseTimeText(minutes));
    await trustMessages.load('fr');
    const tf = trustMessages.fixedT('fr');
    expect([responseTimeIn(tf, 150), responseTimeIn(tf, 24 * 60), responseTimeIn(tf, 3 * 24 * 60)]).toEqual([
      'Répond généralement en moins de 3 heures', 'Répond généralement en moins d’une journée', 'Répond généralement en moins de 3 jours',
    ]);
  });
});
