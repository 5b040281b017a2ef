import { describeCatalogue } from '@wellness/shared/i18n/testing';
import { CALENDAR_MESSAGES } from '@wellness/shared/host-tools';
import { calendarMessages } from './messages';
import en from './messages/en.json';
import es from './messages/es.json';
import fr from './messages/fr.json';

describeCatalogue("the calendar's messages", en, { es, fr }, __dirname, () => {
  it('says the shared words of calendar feeds in English, and loads a language only when asked', async () => {
    expect(calendarMessages.fixedT('en')('feeds.refresh')).toBe(CALENDAR_MESSAGES.feedsRefresh);
    expect(calendarMessages.loaded('es')).toBe(false);
    await calendarMessages.load('es');
    expect(calendarMessages.fixedT('es')('booking.guests', { count: 1 })).toBe('1 huésped');
    expect(calendarMessages.fixedT('es')('booking.guests', { count: 3 })).toBe('3 huéspedes');
  });
});
