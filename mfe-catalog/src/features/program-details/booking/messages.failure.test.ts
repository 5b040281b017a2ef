import { bookingMessages, failureText } from './messages';
import en from './messages/en.json';

// The API writes its refusals in the page's language (its Accept-Language): the dialog says them as they are.
describe('a refused booking in the page’s language', () => {
  it('names a known rule in its own words, the API’s other refusals as written, and its own words when there are none', async () => {
    await bookingMessages.load('fr');
    const t = bookingMessages.fixedT('fr');
    expect(failureText(t, en.check.sessionFull)).toBe(t('check.sessionFull'));
    expect(failureText(t, 'Il ne reste que 2 places pour cette session.')).toBe('Il ne reste que 2 places pour cette session.');
    expect(failureText(t, undefined)).toBe(t('failed'));
    expect(t('failed')).not.toBe(en.failed);
  });
});
