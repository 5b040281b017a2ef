import { describeCatalogue } from '@wellness/shared/i18n/testing';
import {
  BOOKING_STATE_LABEL, BOOKING_STATES, CANCELLATION_POLICIES, CANCELLATION_POLICY_LABEL, DEFAULT_PRICE_TEXT, OWNER_BOOKING_STATE_LABEL,
} from '@wellness/shared/domain';
import { PROGRAM_STATUS_LABEL } from './lib/programStatus';
import { bookingStateIn, dashboardsMessages, policyNameIn, programStatusIn } from './messages';
import en from './messages/en.json';
import es from './messages/es.json';
import fr from './messages/fr.json';

describeCatalogue("the dashboards' own catalogue (the layout and what the features share)", en, { es, fr }, __dirname, () => {
  it('says in English what the shared domain says', () => {
    const t = dashboardsMessages.fixedT('en');
    for (const state of BOOKING_STATES) {
      expect(bookingStateIn(t, state, 'guest')).toBe(BOOKING_STATE_LABEL[state]);
      expect(bookingStateIn(t, state, 'owner')).toBe(OWNER_BOOKING_STATE_LABEL[state]);
    }
    for (const policy of CANCELLATION_POLICIES) {
      expect(policyNameIn(t, policy)).toBe(CANCELLATION_POLICY_LABEL[policy]);
    }
    for (const [status, label] of Object.entries(PROGRAM_STATUS_LABEL)) expect(programStatusIn(t, status as keyof typeof PROGRAM_STATUS_LABEL)).toBe(label);
    expect(t('price.contact')).toBe(DEFAULT_PRICE_TEXT);
  });

  it('loads Spanish and French only when asked, then writes states with their gender and guests by count', async () => {
    expect(dashboardsMessages.loaded('fr')).toBe(false);
    await dashboardsMessages.load('fr');
    await dashboardsMessages.load('es');
    const fr = dashboardsMessages.fixedT('fr');
    const es = dashboardsMessages.fixedT('es');
    expect([bookingStateIn(fr, 'canceled_by_guest', 'guest'), programStatusIn(fr, 'active')]).toEqual(['Annulée par vous', 'Actif']);
    expect([bookingStateIn(es, 'confirmed', 'owner'), programStatusIn(es, 'rejected')]).toEqual(['Confirmada', 'Rechazado']);
    expect([fr('guests', { count: 1 }), fr('guests', { count: 3 })]).toEqual(['1 voyageur', '3 voyageurs']);
    expect([es('guests', { count: 1 }), es('guests', { count: 3 })]).toEqual(['1 huésped', '3 huéspedes']);
  });
});
