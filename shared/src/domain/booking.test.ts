import { amountInText, BALANCE_DUE_DAYS, bookingModeFor, bookingTab, cancellationOutcome, dayIn, daysBeforeArrival, guestMayCancel, MAX_PRICE, chargeAtBooking, chargedNowText, depositText, moneyAtBooking, nextStepFor, nextStepText, NOTHING_CHARGED_NOW, takesDeposit, placesLeftText, priceBreakdown, priceTooHigh, refundShare, SIGN_IN_FOR_INSTANT } from './booking';

describe('the booking contract', () => {
  it('formats nothing while it loads: a page that imports the booking rules builds no number formatter before it renders', async () => {
    const made = jest.spyOn(Intl, 'NumberFormat');
    try {
      await jest.isolateModulesAsync(async () => {
        await import('./booking');
        await import('../schemas/programs');
      });
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
    expect(priceTooHigh()).toBe('A price per person can be at most $10,000,000');
  });

  it('books an instant program at once only for a signed-in guest; a visitor without an account asks, and is told how to book at once', () => {
    expect(bookingModeFor('instant', true)).toBe('instant');
    expect(bookingModeFor('instant', false)).toBe('request');
    expect(bookingModeFor('request', true)).toBe('request');
    expect(bookingModeFor('request', false)).toBe('request');
    expect(nextStepFor('instant', true, 48)).toBe(nextStepText('instant', 48));
    expect(nextStepFor('instant', false, 48)).toBe(`${nextStepText('request', 48)} ${SIGN_IN_FOR_INSTANT}`);
    expect(nextStepFor('request', false, 24)).toBe(nextStepText('request', 24));
  });

  it('says what booking charges: nothing without a price, the deposit or the whole price at once for an instant booking, held until the host accepts for a request', () => {
    expect(takesDeposit({ price: 1000, depositPercent: 30 })).toBe(true);
    expect(takesDeposit({ price: 1000, depositPercent: null })).toBe(false);
    expect(chargeAtBooking({ price: 1000, depositPercent: 30 })).toBe('deposit');
    // No deposit asked: the whole price is paid at checkout, and the platform holds it until the stay.
    expect(chargeAtBooking({ price: 1000, depositPercent: null })).toBe('whole');
    expect(chargeAtBooking({ price: 1000, depositPercent: 0 })).toBe('whole');
    // No price, no checkout: a request without a payment.
    expect(chargeAtBooking({ price: null, depositPercent: 30 })).toBe('none');
    expect(takesDeposit({ price: null, depositPercent: 30 })).toBe(false);
    expect(moneyAtBooking('instant', 'none')).toBe('nothing');
    expect(moneyAtBooking('instant', 'deposit')).toBe('charged');
    expect(moneyAtBooking('request', 'deposit')).toBe('held');
    expect(moneyAtBooking('instant', 'whole')).toBe('whole_charged');
    expect(moneyAtBooking('request', 'whole')).toBe('whole_held');

    expect(nextStepText('instant', 24)).toBe(`Your place is confirmed at once. ${NOTHING_CHARGED_NOW}`);
    expect(nextStepText('instant', 24, 'deposit')).toBe(`Your place is confirmed at once. The deposit is charged now; the balance ${BALANCE_DUE_DAYS} days before arrival.`);
    expect(nextStepText('instant', 24, 'deposit')).not.toContain(NOTHING_CHARGED_NOW);
    expect(nextStepText('request', 24, 'deposit')).toMatch(/^The host answers within 24 hours .* The deposit is held on your card now and charged if the host accepts; the balance 30 days before arrival\.$/);
    expect(nextStepText('instant', 24, 'whole')).toBe('Your place is confirmed at once. The whole price is charged now; the platform holds it until your stay.');
    expect(nextStepText('request', 24, 'whole')).toMatch(/The whole price is held on your card now and charged if the host accepts\.$/);
    // The days come from the API's setting when the page knows it.
    expect(nextStepText('instant', 24, 'deposit', 45)).toContain('the balance 45 days before arrival.');
    expect(chargedNowText('held', 14)).toBe('The deposit is held on your card now and charged if the host accepts; the balance 14 days before arrival.');
    // A visitor without an account asks even for an instant program: the deposit is held, not charged.
    expect(nextStepFor('instant', false, 48, 'deposit')).toBe(`${nextStepText('request', 48, 'deposit')} ${SIGN_IN_FOR_INSTANT}`);
    expect(nextStepFor('instant', true, 48, 'deposit')).toContain('The deposit is charged now');

    expect(depositText(30)).toBe('30% of the total, to pay later; nothing is charged when you book');
    expect(depositText(30, 'charged')).toBe('30% of the total, charged when you book');
    expect(depositText(30, 'held')).toBe('30% of the total, held when you ask and charged if the host accepts');
  });

  it('puts every booking in exactly one tab of the guest dashboard', () => {
    const today = '2027-03-10';
    expect(bookingTab({ state: 'requested', startDate: '2027-04-01' }, today)).toBe('upcoming');
    expect(bookingTab({ state: 'confirmed', startDate: '2027-04-01' }, today)).toBe('upcoming');
    expect(bookingTab({ state: 'confirmed', startDate: '2027-03-10' }, today)).toBe('booked');
    expect(bookingTab({ state: 'completed', startDate: '2027-01-01' }, today)).toBe('booked');
    for (const state of ['declined', 'expired', 'canceled_by_guest', 'canceled_by_provider'] as const) {
      expect(bookingTab({ state, startDate: '2027-04-01' }, today)).toBe('canceled');
    }
  });

  it('lets the guest cancel only a live booking that has not started', () => {
    expect(guestMayCancel({ state: 'confirmed', startDate: '2027-03-11' }, '2027-03-10')).toBe(true);
    expect(guestMayCancel({ state: 'confirmed', startDate: '2027-03-10' }, '2027-03-10')).toBe(false);
    expect(guestMayCancel({ state: 'declined', startDate: '2027-04-01' }, '2027-03-10')).toBe(false);
  });

  it('gives back what each policy says, by days before arrival', () => {
    expect([refundShare('flexible', 7), refundShare('flexible', 6)]).toEqual([1, 0.5]);
    expect([refundShare('moderate', 30), refundShare('moderate', 29), refundShare('moderate', 7), refundShare('moderate', 6)]).toEqual([1, 0.5, 0.5, 0]);
    expect([refundShare('strict', 30), refundShare('strict', 29)]).toEqual([0.5, 0]);
  });

  it('counts "at least N days" in whole days, inclusive: the 7th day before arrival is 7 days before at any hour', () => {
    const booking = { state: 'confirmed' as const, startDate: '2027-04-01', total: 1000, currency: 'USD', policy: 'flexible' as const };
    // 7 days and some hours before arrival's midnight: counting hours gave 6 days, and the lower tier.
    expect(daysBeforeArrival('2027-04-01', new Date('2027-03-25T10:00:00Z'))).toBe(7);
    expect(daysBeforeArrival('2027-04-01', new Date('2027-03-25T23:59:59Z'))).toBe(7);
    expect(cancellationOutcome(booking, 'guest', new Date('2027-03-25T10:00:00Z'))).toMatchObject({ refund: 'full', amount: 1000 });
    expect(cancellationOutcome(booking, 'guest', new Date('2027-03-26T00:00:00Z'))).toMatchObject({ refund: 'partial', amount: 500 });
    expect(cancellationOutcome({ ...booking, policy: 'moderate', startDate: '2027-04-24' }, 'guest', new Date('2027-03-25T18:00:00Z')).refund).toBe('full');
  });

  it('changes day at the program’s midnight, not the server’s', () => {
    const now = new Date('2027-03-25T20:00:00Z');
    expect([dayIn(now, 'UTC'), dayIn(now, 'Asia/Tokyo'), dayIn(now, 'America/Los_Angeles')]).toEqual(['2027-03-25', '2027-03-26', '2027-03-25']);
    expect(dayIn(now, 'Not/AZone')).toBe('2027-03-25');
    // Moderate, arrival 30 days after 25 March: still the 25th in UTC (full refund), already the 26th in Tokyo (29 days: half).
    const booking = { state: 'confirmed' as const, startDate: '2027-04-24', total: 1000, currency: 'USD', policy: 'moderate' as const };
    expect(cancellationOutcome({ ...booking, timeZone: 'UTC' }, 'guest', now).refund).toBe('full');
    expect(cancellationOutcome({ ...booking, timeZone: 'Asia/Tokyo' }, 'guest', now).refund).toBe('partial');
    expect(daysBeforeArrival('2027-04-24', now, 'Asia/Tokyo')).toBe(29);
  });

  it('reads the whole first amount of a price text, so the cap holds for text as for numbers', () => {
    expect([amountInText('$3,450'), amountInText('From $2,400 per person'), amountInText('Contact for pricing'), amountInText('1499.6')]).toEqual([3450, 2400, null, 1500]);
    expect(amountInText('$10,000,000,000')).toBe(10_000_000_000);
    expect(amountInText('$999,999,999')! > MAX_PRICE).toBe(true);
  });

  it('states the outcome of a cancellation in words and amount', () => {
    const booking = { state: 'confirmed' as const, startDate: '2027-04-01', total: 6900, currency: 'USD', policy: 'moderate' as const };
    const now = new Date('2027-03-20T12:00:00Z');
    expect(cancellationOutcome(booking, 'guest', now)).toEqual({ refund: 'partial', amount: 3450, text: 'You get 50% back of $3,450.' });
    expect(cancellationOutcome(booking, 'owner', now)).toMatchObject({ refund: 'full', amount: 6900 });
    expect(cancellationOutcome({ ...booking, state: 'requested' }, 'guest', new Date('2027-03-31T12:00:00Z')).refund).toBe('full');
    expect(cancellationOutcome({ ...booking, policy: 'strict' }, 'guest', now)).toMatchObject({ refund: 'none', amount: 0 });
  });

  it('works out totals and places left', () => {
    expect(priceBreakdown(3450, 2, 30)).toEqual({ unitPrice: 3450, guests: 2, total: 6900, deposit: 2070, balance: 4830 });
    expect(priceBreakdown(3450, 2, null)).toMatchObject({ total: 6900, deposit: null, balance: null });
    expect([placesLeftText(0), placesLeftText(1), placesLeftText(5)]).toEqual(['Sold out', '1 place left', '5 places left']);
  });
});
