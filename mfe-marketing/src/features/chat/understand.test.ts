import { destinations } from '@wellness/shared/data';
import type { SearchCriteria } from '@wellness/shared/domain';
import { describeUnderstanding, understandRequest, type KnownPlaces } from './understand';

// A fixed day: Wednesday 25 November 2026, so "in March" is March 2027 and "this winter" December 2026.
const TODAY = new Date(2026, 10, 25, 12);
const PLACES: KnownPlaces = {
  countries: destinations.map((d) => d.country),
  cities: destinations.flatMap((d) => d.cities.map((city) => ({ city, country: d.country }))),
};
const read = (text: string, today = TODAY) => understandRequest(text, today, PLACES, 'en');

describe('understandRequest: what a guest asks, as search criteria', () => {
  it.each<[string, SearchCriteria]>([
    // Nothing a search can use: no criterion (the chat's canned replies answer these).
    ['What does it cost?', {}],
    ['Hello there!', {}],
    ['May I ask you something?', {}],
    ['I fall asleep on long flights', {}],
    ['Tell me about the 3 kids menu', {}],
    // Budgets.
    ['detox under $3,000', { category: 'detox', maxPrice: 3000 }],
    ['Spa below 2500 dollars', { category: 'spa', maxPrice: 2500 }],
    ['something less than 3k', { maxPrice: 3000 }],
    ['max $4,500 please', { maxPrice: 4500 }],
    ['up to 2.5k for yoga', { category: 'yoga', maxPrice: 2500 }],
    ['my budget is 3000', { maxPrice: 3000 }],
    ['around 2k', { minPrice: 1500, maxPrice: 2500 }],
    ['about $4,000 in Japan', { country: 'Japan', minPrice: 3000, maxPrice: 5000 }],
    ['between 2k and 4k', { minPrice: 2000, maxPrice: 4000 }],
    ['between 2 and 4k', { minPrice: 2000, maxPrice: 4000 }],
    ['$2,000-$3,500 spa', { category: 'spa', minPrice: 2000, maxPrice: 3500 }],
    ['over $5,000 longevity', { category: 'transformative-health', minPrice: 5000 }],
    ['$6000 or more', { minPrice: 6000 }],
    ['a $3,000 retreat', { maxPrice: 3000 }],
    ['something cheap in Bali', { country: 'Bali', maxPrice: 3000 }],
    // Months and seasons, looking forward from today.
    ['yoga in March', { category: 'yoga', month: '2027-03' }],
    ['in December', { month: '2026-12' }],
    ['in November', { month: '2026-11' }],
    ['next November', { month: '2027-11' }],
    ['a detox in May', { category: 'detox', month: '2027-05' }],
    ['June 2028', { month: '2028-06' }],
    ['next month', { month: '2026-12' }],
    ['this summer', { month: '2027-06' }],
    ['next spring in Italy', { country: 'Italy', month: '2027-03' }],
    // Autumn is on in November: "this fall" is this month, "next fall" the next one.
    ['this fall', { month: '2026-11' }],
    ['next fall', { month: '2027-09' }],
    ['over Christmas', { month: '2026-12' }],
    // Lengths.
    ['a week of yoga', { category: 'yoga', minNights: 6, maxNights: 8 }],
    ['5 nights in Greece', { country: 'Greece', minNights: 5, maxNights: 5 }],
    ['10 days in Thailand', { country: 'Thailand', minNights: 9, maxNights: 9 }],
    ['a weekend spa break', { category: 'spa', maxNights: 3 }],
    ['two weeks', { minNights: 13, maxNights: 15 }],
    ['at least 7 nights', { minNights: 7 }],
    ['less than a week', { maxNights: 5 }],
    ['7 to 10 days', { minNights: 6, maxNights: 9 }],
    ['a 10-day cleanse', { category: 'detox', minNights: 9, maxNights: 9 }],
    // Places: cities (with their country), countries, other names, regions.
    ['Yoga retreat in Ubud', { category: 'yoga', country: 'Bali', city: 'Ubud' }],
    ['Costa Navarino', { country: 'Greece', city: 'Costa Navarino' }],
    ['Costa Rica surfing', { q: 'surfing', country: 'Costa Rica' }],
    ['somewhere Swiss and quiet', { country: 'Switzerland' }],
    ['anything in the US?', { country: 'USA' }],
    ['tell us about sleep', { category: 'healing-renewal' }],
    ['Baden-Baden thermal baths', { category: 'spa', country: 'Germany', city: 'Baden-Baden' }],
    ['St. Moritz', { country: 'Switzerland', city: 'St. Moritz' }],
    ['Central America', { country: 'Costa Rica' }],
    ['detox in Europe', { category: 'detox', q: 'Europe' }],
    ['the Caribbean', { q: 'Caribbean' }],
    // Kinds of program.
    ['weight loss', { category: 'metabolic-health' }],
    ['I want to lose weight', { category: 'metabolic-health' }],
    ['a longevity clinic', { category: 'transformative-health' }],
    ['meditation', { category: 'yoga' }],
    ['healthy eating', { category: 'nutrition' }],
    ["I'd like to learn about wellness programs", { category: 'wellness' }],
    ['ayurveda', { q: 'ayurveda' }],
    // Guests, instant booking, rating.
    ['for two', { guests: 2 }],
    ['spa for 3 people', { category: 'spa', guests: 3 }],
    ['a family of four', { guests: 4 }],
    ['with my wife', { guests: 2 }],
    ['solo travel', { guests: 1 }],
    ['book instantly', { instant: true }],
    ['top rated spa', { category: 'spa', minRating: 4 }],
    // Everything at once.
    ['Detox programs under $3,000 in March', { category: 'detox', maxPrice: 3000, month: '2027-03' }],
    ['A week of yoga in Bali for two next spring, around $2,500', { category: 'yoga', country: 'Bali', minPrice: 1900, maxPrice: 3100, month: '2027-03', minNights: 6, maxNights: 8, guests: 2 }],
    ['Instant booking spa in Japan under 4k for 2 guests in January', { category: 'spa', country: 'Japan', maxPrice: 4000, month: '2027-01', guests: 2, instant: true }],
    ['longevity in Switzerland for 10 days in the summer', { category: 'transformative-health', country: 'Switzerland', minNights: 9, maxNights: 9, month: '2027-06' }],
    ['fitness in Chiang Mai for two weeks, max $3,000', { category: 'fitness', country: 'Thailand', city: 'Chiang Mai', minNights: 13, maxNights: 15, maxPrice: 3000 }],
  ])('%s', (text, criteria) => {
    expect(read(text).criteria).toEqual(criteria);
  });

  it('says what it understood, in the order of its sentence', () => {
    const { understood, phrases } = read('Detox programs under $3,000 in March');
    expect(understood).toEqual(['detox', 'under $3,000', 'in March 2027']);
    expect(describeUnderstanding(phrases)).toBe('Detox programs under $3,000 in March 2027');
  });

  it('names the season and the month it starts the search from', () => {
    expect(read('next spring').understood).toEqual(['in spring (March 2027)']);
    // While a season is on, "this winter" is the current month; "next winter" the following one.
    expect(read('this winter', new Date(2027, 0, 15)).criteria.month).toBe('2027-01');
    expect(read('next winter', new Date(2027, 0, 15)).criteria.month).toBe('2027-12');
  });

  it('says a region is searched as words when one search cannot ask for its countries', () => {
    const { understood, phrases } = read('detox in Europe');
    expect(understood).toEqual(['detox', 'mentioning “Europe” (a region is searched as words)']);
    expect(describeUnderstanding(phrases)).toBe('Detox programs mentioning “Europe” (a region is searched as words)');
  });

  it('describes budgets, lengths, guests and the rest', () => {
    expect(read('around 2k').understood).toEqual(['around $2,000 ($1,500–$2,500)']);
    expect(read('a week in Ubud for 2 with instant booking').understood).toEqual(['in Ubud, Bali', 'of 6–8 nights', 'for 2 guests', 'with instant booking']);
    expect(describeUnderstanding(read('5 nights in Greece').phrases)).toBe('Programs in Greece of 5 nights');
  });
});
