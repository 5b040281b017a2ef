import { describeCatalogue } from '@wellness/shared/i18n/testing';
import { BOOKING_TAB_RULE, CANCELLATION_POLICY_RULE } from '@wellness/shared/domain';
import en from './messages/en.json';
import es from './messages/es.json';
import fr from './messages/fr.json';
import cancelEn from './cancel-messages/en.json';
import cancelEs from './cancel-messages/es.json';
import cancelFr from './cancel-messages/fr.json';

// The page's catalogue (its chunk) and the cancel dialog's (the dialog's chunk, loaded when a guest first cancels).
describeCatalogue("the guest's dashboard catalogue", en, { es, fr }, __dirname);
describeCatalogue('the cancel dialog catalogue', cancelEn, { es: cancelEs, fr: cancelFr }, __dirname);

it('states each tab’s rule and each policy’s rule in the shared domain’s English', () => {
  expect(en.rule).toEqual(BOOKING_TAB_RULE);
  expect(cancelEn.rule).toEqual(CANCELLATION_POLICY_RULE);
});
