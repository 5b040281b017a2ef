import { criteriaFromSearch, criteriaFromState, searchOf } from './listCriteria';
import { nightsText, priceTextOf } from './format';

describe('the list criteria in the URL query', () => {
  it('reads a query back into criteria, dropping what the API would refuse, and writes it in a stable order', () => {
    const criteria = criteriaFromSearch(new URLSearchParams('sort=nope&city=Ubud&country=Bali&maxPrice=3000&minPrice=5000&month=2027-13&minNights=x'));
    expect(criteria).toEqual({ country: 'Bali', city: 'Ubud', minPrice: 3000, maxPrice: 5000 });
    expect(searchOf(criteria)).toBe('country=Bali&city=Ubud&minPrice=3000&maxPrice=5000');
    expect(criteriaFromSearch(new URLSearchParams('category=spa&country=Bali'))).toEqual({ category: 'spa' });
  });

  it('keeps a minimum rating of 1 to 5 and the Top rated sort, and drops any other rating', () => {
    const criteria = criteriaFromSearch(new URLSearchParams('country=Bali&sort=rating-desc&minRating=4'));
    expect(criteria).toEqual({ country: 'Bali', minRating: 4, sort: 'rating-desc' });
    expect(searchOf(criteria)).toBe('country=Bali&minRating=4&sort=rating-desc');
    for (const bad of ['0', '6', 'x', '4.5', '-1']) expect(criteriaFromSearch(new URLSearchParams(`minRating=${bad}`))).toEqual({});
  });

  it('accepts the list\'s navigation state (type and category, or country and city) as the way in', () => {
    expect(criteriaFromState({ type: 'category', categoryType: 'Metabolic Health' })).toEqual({ category: 'Metabolic Health' });
    expect(criteriaFromState({ type: 'location', country: 'Japan' })).toEqual({ country: 'Japan' });
    expect(criteriaFromState({ type: 'location', city: 'Kyoto' })).toBeNull();
    expect(criteriaFromState(null)).toBeNull();
  });
});

describe('the cards\' defaults (Contact for pricing, Custom Duration)', () => {
  it('says Contact for pricing and Custom Duration when unknown', () => {
    expect(priceTextOf('')).toBe('Contact for pricing');
    expect(nightsText(null, '')).toBe('Custom Duration');
    expect(nightsText(6, '7 Days / 6 Nights')).toBe('6 nights');
  });
});
