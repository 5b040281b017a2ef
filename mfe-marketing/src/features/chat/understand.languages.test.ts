import { destinations } from '@wellness/shared/data';
import type { SearchCriteria } from '@wellness/shared/domain';
import { formatMoney } from '@wellness/shared/format';
import { french } from './languages/fr';
import { spanish } from './languages/es';
import type { UnderstandingTable } from './languages/types';
import { chatMessages } from './messages';
import { describeUnderstanding, understandRequest, type KnownPlaces } from './understand';

// A fixed day: Wednesday 25 November 2026, so "en marzo" is March 2027 and "cet hiver" December 2026.
const TODAY = new Date(2026, 10, 25, 12);
const PLACES: KnownPlaces = {
  countries: destinations.map((d) => d.country),
  cities: destinations.flatMap((d) => d.cities.map((city) => ({ city, country: d.country }))),
};
const english = (text: string) => understandRequest(text, TODAY, PLACES, 'en');
const inLanguage = (locale: 'es' | 'fr', table: UnderstandingTable) => (text: string) => understandRequest(text, TODAY, PLACES, locale, table);

beforeAll(() => Promise.all([chatMessages.load('es'), chatMessages.load('fr')]));

/** A phrasing, its English counterpart, and what both ask for (with the budget's currency when there is one). */
type Row = [string, string, SearchCriteria, string?];

/**
 * Each phrasing gives the full understanding (every criterion and the budget's currency, nothing else), and its English
 * counterpart gives the same criteria (and, for an amount it writes in euros, the same currency).
 */
function understandsAsEnglish(read: (text: string) => ReturnType<typeof english>, rows: Row[]) {
  // Every row with its four values, so the test function is not given jest's `done` for a missing currency.
  const full = rows.map(([text, counterpart, criteria, currency]) => [text, counterpart, criteria, currency ?? null] as const);
  it.each(full)('%s (as “%s”)', (text, counterpart, criteria, currency) => {
    const understanding = read(text);
    expect({ criteria: understanding.criteria, currency: understanding.currency ?? null }).toEqual({ criteria, currency });
    const asEnglish = english(counterpart);
    expect(asEnglish.criteria).toEqual(criteria);
    if (/€|euro/.test(counterpart)) expect(asEnglish.currency).toBe(currency);
  });
}

describe('understandRequest in Spanish: what a guest asks on /es/chat, as its English counterpart', () => {
  understandsAsEnglish(inLanguage('es', spanish), [
    // Nothing a search can use.
    ['¿Cuánto cuesta?', 'What does it cost?', {}],
    ['Hola', 'Hello there!', {}],
    ['solo quiero información', 'I only want information', {}],
    // Budgets, with the currency (euros when the message writes none).
    ['retiro de yoga en Italia por menos de 3.000 €', 'yoga retreat in Italy under €3,000', { category: 'yoga', country: 'Italy', maxPrice: 3000 }, 'EUR'],
    ['desintoxicación por menos de 3000 €', 'detox under €3,000', { category: 'detox', maxPrice: 3000 }, 'EUR'],
    ['spa por debajo de 2.500 euros', 'spa below 2500 euros', { category: 'spa', maxPrice: 2500 }, 'EUR'],
    ['algo de hasta 4.500 €', 'something up to €4,500', { maxPrice: 4500 }, 'EUR'],
    ['yoga como máximo 2,5k €', 'yoga max €2.5k', { category: 'yoga', maxPrice: 2500 }, 'EUR'],
    ['mi presupuesto es de 3000', 'my budget is €3000', { maxPrice: 3000 }, 'EUR'],
    ['alrededor de 2000 €', 'around €2,000', { minPrice: 1500, maxPrice: 2500 }, 'EUR'],
    ['unos 4.000 € en Japón', 'about €4,000 in Japan', { country: 'Japan', minPrice: 3000, maxPrice: 5000 }, 'EUR'],
    ['entre 2000 y 4000 euros', 'between 2000 and 4000 euros', { minPrice: 2000, maxPrice: 4000 }, 'EUR'],
    ['longevidad desde 5.000 €', 'longevity from €5,000', { category: 'transformative-health', minPrice: 5000 }, 'EUR'],
    ['6000 € o más', '€6000 or more', { minPrice: 6000 }, 'EUR'],
    ['un retiro de 3 mil dólares', 'a $3,000 retreat', { maxPrice: 3000 }, 'USD'],
    ['algo barato en Bali', 'something cheap in Bali', { country: 'Bali', maxPrice: 3000 }, 'EUR'],
    // Months and seasons.
    ['yoga en marzo', 'yoga in March', { category: 'yoga', month: '2027-03' }],
    ['en diciembre', 'in December', { month: '2026-12' }],
    ['el próximo noviembre', 'next November', { month: '2027-11' }],
    ['un detox en mayo', 'a detox in May', { category: 'detox', month: '2027-05' }],
    ['junio de 2028', 'June 2028', { month: '2028-06' }],
    ['el mes que viene', 'next month', { month: '2026-12' }],
    ['este verano', 'this summer', { month: '2027-06' }],
    ['la próxima primavera en Italia', 'next spring in Italy', { country: 'Italy', month: '2027-03' }],
    ['en Navidad', 'over Christmas', { month: '2026-12' }],
    // Lengths.
    ['una semana de yoga', 'a week of yoga', { category: 'yoga', minNights: 6, maxNights: 8 }],
    ['5 noches en Grecia', '5 nights in Greece', { country: 'Greece', minNights: 5, maxNights: 5 }],
    ['10 días en Tailandia', '10 days in Thailand', { country: 'Thailand', minNights: 9, maxNights: 9 }],
    ['un fin de semana de spa', 'a weekend spa break', { category: 'spa', maxNights: 3 }],
    ['dos semanas', 'two weeks', { minNights: 13, maxNights: 15 }],
    ['al menos 7 noches', 'at least 7 nights', { minNights: 7 }],
    ['menos de una semana', 'less than a week', { maxNights: 5 }],
    ['hasta 10 noches', 'up to 10 nights', { maxNights: 10 }],
    ['de 7 a 10 días', '7 to 10 days', { minNights: 6, maxNights: 9 }],
    ['una cura depurativa de 10 días', 'a 10-day cleanse', { category: 'detox', minNights: 9, maxNights: 9 }],
    // Places: cities, countries by their Spanish names, demonyms, regions.
    ['retiro de yoga en Ubud', 'Yoga retreat in Ubud', { category: 'yoga', country: 'Bali', city: 'Ubud' }],
    ['un retiro en la Toscana', 'a retreat in Tuscany', { country: 'Italy', city: 'Tuscany' }],
    ['surf en Costa Rica', 'surf in Costa Rica', { q: 'surf', country: 'Costa Rica' }],
    ['algo suizo y tranquilo', 'somewhere Swiss and quiet', { country: 'Switzerland' }],
    ['algo en Estados Unidos', 'anything in the US?', { country: 'USA' }],
    ['Centroamérica', 'Central America', { country: 'Costa Rica' }],
    ['detox en Europa', 'detox in Europe', { category: 'detox', q: 'Europe' }],
    ['el Caribe', 'the Caribbean', { q: 'Caribbean' }],
    // Kinds of program.
    ['perder peso', 'weight loss', { category: 'metabolic-health' }],
    ['una clínica de longevidad', 'a longevity clinic', { category: 'transformative-health' }],
    ['meditación', 'meditation', { category: 'yoga' }],
    ['ayuno en Alemania', 'fasting in Germany', { category: 'detox', country: 'Germany' }],
    ['comida sana', 'healthy eating', { category: 'nutrition' }],
    ['Me gustaría conocer los programas de bienestar', "I'd like to learn about wellness programs", { category: 'wellness' }],
    ['ayurveda', 'ayurveda', { q: 'ayurveda' }],
    // Guests, instant booking, rating.
    ['para dos', 'for two', { guests: 2 }],
    ['spa para 3 personas', 'spa for 3 people', { category: 'spa', guests: 3 }],
    ['una familia de cuatro', 'a family of four', { guests: 4 }],
    ['con mi esposa', 'with my wife', { guests: 2 }],
    ['viajo sola', 'solo travel', { guests: 1 }],
    ['reserva inmediata', 'book instantly', { instant: true }],
    ['spa mejor valorado', 'top rated spa', { category: 'spa', minRating: 4 }],
    ['4 estrellas o más', '4 stars or more', { minRating: 4 }],
    // Everything at once.
    ['Programas de desintoxicación por menos de 3.000 € en marzo', 'Detox programs under €3,000 in March', { category: 'detox', maxPrice: 3000, month: '2027-03' }, 'EUR'],
    ['Una semana de yoga en Bali para dos la próxima primavera, por unos 2.500 €', 'A week of yoga in Bali for two next spring, around €2,500', { category: 'yoga', country: 'Bali', minPrice: 1900, maxPrice: 3100, month: '2027-03', minNights: 6, maxNights: 8, guests: 2 }, 'EUR'],
    ['Spa con reserva inmediata en Japón por menos de 4.000 € para 2 personas en enero', 'Instant booking spa in Japan under €4k for 2 guests in January', { category: 'spa', country: 'Japan', maxPrice: 4000, month: '2027-01', guests: 2, instant: true }, 'EUR'],
    ['longevidad en Suiza durante 10 días en verano', 'longevity in Switzerland for 10 days in the summer', { category: 'transformative-health', country: 'Switzerland', minNights: 9, maxNights: 9, month: '2027-06' }],
    ['fitness en Chiang Mai durante dos semanas, máximo 3.000 €', 'fitness in Chiang Mai for two weeks, max €3,000', { category: 'fitness', country: 'Thailand', city: 'Chiang Mai', minNights: 13, maxNights: 15, maxPrice: 3000 }, 'EUR'],
  ]);
});

describe('understandRequest in French: what a guest asks on /fr/chat, as its English counterpart', () => {
  understandsAsEnglish(inLanguage('fr', french), [
    // Nothing a search can use.
    ['Combien ça coûte ?', 'What does it cost?', {}],
    ['Bonjour !', 'Hello there!', {}],
    // Budgets, with the currency (euros when the message writes none).
    ['yoga en Italie à moins de 3 000 €', 'yoga in Italy under €3,000', { category: 'yoga', country: 'Italy', maxPrice: 3000 }, 'EUR'],
    ['détox pour moins de 3000€', 'detox under €3000', { category: 'detox', maxPrice: 3000 }, 'EUR'],
    ['spa sous 2 500 euros', 'spa below 2500 euros', { category: 'spa', maxPrice: 2500 }, 'EUR'],
    ['max 4 500 €', 'max €4,500', { maxPrice: 4500 }, 'EUR'],
    ['pas plus de 2,5k €', 'no more than €2.5k', { maxPrice: 2500 }, 'EUR'],
    ['mon budget est de 3000', 'my budget is €3000', { maxPrice: 3000 }, 'EUR'],
    ['environ 2000 €', 'around €2,000', { minPrice: 1500, maxPrice: 2500 }, 'EUR'],
    ['autour de 4 000 € au Japon', 'about €4,000 in Japan', { country: 'Japan', minPrice: 3000, maxPrice: 5000 }, 'EUR'],
    ['entre 2000 et 4000 euros', 'between 2000 and 4000 euros', { minPrice: 2000, maxPrice: 4000 }, 'EUR'],
    ['longévité à partir de 5 000 €', 'longevity from €5,000', { category: 'transformative-health', minPrice: 5000 }, 'EUR'],
    ['6000 € ou plus', '€6000 or more', { minPrice: 6000 }, 'EUR'],
    // As formatMoney writes it: a narrow no-break space between thousands, a no-break space before the sign.
    ['spa à moins de 3\u202f000\u00a0€', 'spa under €3,000', { category: 'spa', maxPrice: 3000 }, 'EUR'],
    ['quelque chose de pas cher à Bali', 'something cheap in Bali', { country: 'Bali', maxPrice: 3000 }, 'EUR'],
    // Months and seasons.
    ['une semaine de détox en mars', 'a week of detox in March', { category: 'detox', minNights: 6, maxNights: 8, month: '2027-03' }],
    ['yoga en mars', 'yoga in March', { category: 'yoga', month: '2027-03' }],
    ['en décembre', 'in December', { month: '2026-12' }],
    ['novembre prochain', 'next November', { month: '2027-11' }],
    ['une détox en mai', 'a detox in May', { category: 'detox', month: '2027-05' }],
    ['juin 2028', 'June 2028', { month: '2028-06' }],
    ['le mois prochain', 'next month', { month: '2026-12' }],
    ['cet été', 'this summer', { month: '2027-06' }],
    ['le printemps prochain en Italie', 'next spring in Italy', { country: 'Italy', month: '2027-03' }],
    ['à Noël', 'over Christmas', { month: '2026-12' }],
    // Lengths.
    ['cinq nuits en Grèce', '5 nights in Greece', { country: 'Greece', minNights: 5, maxNights: 5 }],
    ['10 jours en Thaïlande', '10 days in Thailand', { country: 'Thailand', minNights: 9, maxNights: 9 }],
    ['un week-end spa', 'a weekend spa break', { category: 'spa', maxNights: 3 }],
    ['deux semaines', 'two weeks', { minNights: 13, maxNights: 15 }],
    ['au moins 7 nuits', 'at least 7 nights', { minNights: 7 }],
    ['moins d’une semaine', 'less than a week', { maxNights: 5 }],
    ['jusqu’à 10 nuits', 'up to 10 nights', { maxNights: 10 }],
    ['de 7 à 10 jours', '7 to 10 days', { minNights: 6, maxNights: 9 }],
    ['une cure détox de 10 jours', 'a 10-day cleanse', { category: 'detox', minNights: 9, maxNights: 9 }],
    // Places: cities, countries by their French names, demonyms, regions.
    ['retraite de yoga à Ubud', 'Yoga retreat in Ubud', { category: 'yoga', country: 'Bali', city: 'Ubud' }],
    ['une retraite en Toscane', 'a retreat in Tuscany', { country: 'Italy', city: 'Tuscany' }],
    ['surf au Costa Rica', 'surf in Costa Rica', { q: 'surf', country: 'Costa Rica' }],
    ['quelque chose de suisse et calme', 'somewhere Swiss and quiet', { country: 'Switzerland' }],
    ['quelque chose aux États-Unis', 'anything in the US?', { country: 'USA' }],
    ['Amérique centrale', 'Central America', { country: 'Costa Rica' }],
    ['détox en Europe', 'detox in Europe', { category: 'detox', q: 'Europe' }],
    ['les Caraïbes', 'the Caribbean', { q: 'Caribbean' }],
    // Kinds of program.
    ['perte de poids', 'weight loss', { category: 'metabolic-health' }],
    ['une clinique de longévité', 'a longevity clinic', { category: 'transformative-health' }],
    ['méditation', 'meditation', { category: 'yoga' }],
    ['un jeûne en Allemagne', 'fasting in Germany', { category: 'detox', country: 'Germany' }],
    ['alimentation saine', 'healthy eating', { category: 'nutrition' }],
    ['J’aimerais découvrir les programmes de bien-être', "I'd like to learn about wellness programs", { category: 'wellness' }],
    ['ayurvéda', 'ayurveda', { q: 'ayurveda' }],
    // Guests, instant booking, rating.
    ['pour deux', 'for two', { guests: 2 }],
    ['spa pour 3 personnes', 'spa for 3 people', { category: 'spa', guests: 3 }],
    ['une famille de quatre', 'a family of four', { guests: 4 }],
    ['avec ma femme', 'with my wife', { guests: 2 }],
    ['voyage en solo', 'solo travel', { guests: 1 }],
    ['réservation immédiate', 'book instantly', { instant: true }],
    ['spa les mieux notés', 'top rated spa', { category: 'spa', minRating: 4 }],
    ['4 étoiles ou plus', '4 stars or more', { minRating: 4 }],
    // Everything at once.
    ['Programmes détox à moins de 3 000 € en mars', 'Detox programs under €3,000 in March', { category: 'detox', maxPrice: 3000, month: '2027-03' }, 'EUR'],
    ['Une semaine de yoga à Bali pour deux au printemps prochain, environ 2 500 €', 'A week of yoga in Bali for two next spring, around €2,500', { category: 'yoga', country: 'Bali', minPrice: 1900, maxPrice: 3100, month: '2027-03', minNights: 6, maxNights: 8, guests: 2 }, 'EUR'],
    ['Spa avec réservation immédiate au Japon à moins de 4 000 € pour 2 personnes en janvier', 'Instant booking spa in Japan under €4k for 2 guests in January', { category: 'spa', country: 'Japan', maxPrice: 4000, month: '2027-01', guests: 2, instant: true }, 'EUR'],
    ['longévité en Suisse pendant 10 jours cet été', 'longevity in Switzerland for 10 days in the summer', { category: 'transformative-health', country: 'Switzerland', minNights: 9, maxNights: 9, month: '2027-06' }],
    ['fitness à Chiang Mai pendant deux semaines, max 3 000 €', 'fitness in Chiang Mai for two weeks, max €3,000', { category: 'fitness', country: 'Thailand', city: 'Chiang Mai', minNights: 13, maxNights: 15, maxPrice: 3000 }, 'EUR'],
  ]);
});

describe('what the assistant understood, said in the page’s language', () => {
  const es = inLanguage('es', spanish);
  const fr = inLanguage('fr', french);

  it('says the two requests of the issue back in Spanish and French, amounts and months through the format module', () => {
    const yoga = es('retiro de yoga en Italia por menos de 3.000 €');
    expect(yoga.understood).toEqual(['yoga y meditación', 'en Italia', `por menos de ${formatMoney(3000, 'EUR', 'es')}`]);
    expect(describeUnderstanding(yoga.phrases, 'es')).toBe('Programas de yoga y meditación en Italia por menos de 3000\u00a0€');
    const detox = fr('une semaine de détox en mars');
    expect(describeUnderstanding(detox.phrases, 'fr')).toBe('Programmes de détox en mars 2027 de 6 à 8 nuits');
  });

  it('writes the English side in dollars or in the currency the message names', () => {
    expect(english('yoga retreat in Italy under €3,000').understood).toEqual(['yoga and meditation', 'in Italy', 'under €3,000']);
    expect(english('under £2,000').understood).toEqual(['under £2,000']);
    expect(english('under 2000').currency).toBe('USD');
  });

  it('puts French places after the right preposition, and names countries as Intl does', () => {
    expect(fr('au Japon').understood).toEqual(['au Japon']);
    expect(fr('aux États-Unis').understood).toEqual(['aux États-Unis']);
    expect(fr('à Bali').understood).toEqual(['à Bali']);
    expect(fr('en Grèce').understood).toEqual(['en Grèce']);
    expect(fr('à Ubud').understood).toEqual(['à Ubud (Bali)']);
    expect(es('en Japón').understood).toEqual(['en Japón']);
    expect(es('Centroamérica').understood).toEqual(['en Centroamérica (Costa Rica)']);
  });

  it('writes seasons, lengths, guests and ratings with the plural each count needs', () => {
    expect(es('la próxima primavera').understood).toEqual(['en primavera (marzo de 2027)']);
    expect(fr('le printemps prochain').understood).toEqual(['au printemps (mars 2027)']);
    expect(es('una noche para una persona').understood).toEqual(['de 1 noche', 'para 1 persona']);
    expect(es('3 noches para 2 personas').understood).toEqual(['de 3 noches', 'para 2 personas']);
    expect(fr('au moins 7 nuits, 1 étoile ou plus').understood).toEqual(['de 7 nuits ou plus', 'notés 1 étoile ou plus']);
    expect(fr('une nuit pour 2').understood).toEqual(['de 1 nuit', 'pour 2 personnes']);
    expect(es('un detox con reserva inmediata').understood).toEqual(['detox', 'con reserva inmediata']);
  });

  it('reads a language only with its table, and English as before on a Spanish page', () => {
    expect(es('detox under $3,000 in March').criteria).toEqual({ category: 'detox', maxPrice: 3000, month: '2027-03' });
    expect(english('retiro en Italia en marzo').criteria).toEqual({});
  });
});
