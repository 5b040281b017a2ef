import type { Destination } from '@wellness/shared/domain';

/** What a chat message asks for: a kind of program, a place, or failing both, its telling words. */
export interface ChatIntent {
  /** The API's `category` filter (a form category value or a group slug) and how the reply names it. */
  category?: { query: string; label: string };
  place?: { country: string; city?: string };
  words: string[];
}

// Kinds of program, most specific first: the first that the message mentions is the one it asks for.
const CATEGORY_RULES: readonly { query: string; label: string; pattern: RegExp }[] = [
  { query: 'detox', label: 'detox', pattern: /\b(detox\w*|cleans\w*|fast(ing)?|juic\w*)\b/ },
  { query: 'yoga', label: 'yoga and meditation', pattern: /\b(yoga|meditat\w*|mindful\w*|breath\w*|pranayama|zen|silen\w*)\b/ },
  { query: 'spa', label: 'spa', pattern: /\b(spas?|massages?|thermal|onsen|hot springs?|saunas?|hammam|pamper\w*|relax\w*)\b/ },
  { query: 'fitness', label: 'fitness', pattern: /\b(fitness|fit|training|workouts?|strength|hik\w*|athlet\w*|sports?|exercis\w*|active)\b/ },
  { query: 'metabolic-health', label: 'metabolic health', pattern: /\b(metaboli\w*|glucose|diabet\w*|weight|insulin)\b/ },
  { query: 'nutrition', label: 'nutrition', pattern: /\b(nutrition\w*|diet\w*|food|eat\w*|cook\w*|plant-based|vegan)\b/ },
  { query: 'healing-renewal', label: 'healing and renewal', pattern: /\b(heal\w*|renew\w*|stress\w*|burn-?out|sleep\w*|recover\w*|rest|reset)\b/ },
  { query: 'transformative-health', label: 'longevity', pattern: /\b(longevity|anti-?ag(e|ing)|age(ing)?|diagnos\w*|check-?ups?|clinic\w*|medical|physician\w*|doctors?)\b/ },
  { query: 'wellness', label: 'wellness', pattern: /\b(wellness|well-?being|health\w*|holistic)\b/ },
];

// Other ways visitors name the countries of the collection.
const COUNTRY_ALIASES: Record<string, readonly string[]> = {
  usa: ['united states', 'america', 'american', 'u.s.a.', 'u.s.', 'california', 'arizona'],
  switzerland: ['swiss', 'alps', 'alpine'],
  italy: ['italian'],
  greece: ['greek'],
  japan: ['japanese'],
  thailand: ['thai'],
  bali: ['balinese', 'indonesia'],
  germany: ['german'],
  'costa rica': ['costa rican'],
};

const STOP_WORDS = new Set(
  ('about above after again also any are around available best book booking can could days do does find for from get give good great help how ' +
    'ideas i\'d i\'m i\'ll into just know learn like looking love me more most my need near nice offer options please program programs ' +
    'recommend recommendation recommendations retreat retreats show some something suggest tell than that the their them then there these ' +
    'they this time trip travel travelling traveling want wants week weeks what when where which while who why will with would you your ' +
    'experience experiences place places somewhere stay stays holiday holidays vacation journey journeys').split(' '),
);

/** Lower case, without accents, single spaces. */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const mentions = (text: string, name: string) => new RegExp(`(^|[^a-z])${escape(normalize(name))}($|[^a-z])`).test(text);

/** Reads a message for a kind of program, a country or city of the collection, and the words worth searching for. */
export function readIntent(message: string, destinations: readonly Pick<Destination, 'country' | 'cities'>[]): ChatIntent {
  const text = normalize(message);
  const category = CATEGORY_RULES.find((rule) => rule.pattern.test(text));

  let place: ChatIntent['place'];
  for (const d of destinations) {
    const city = d.cities.find((c) => mentions(text, c));
    if (city) {
      place = { country: d.country, city };
      break;
    }
  }
  if (!place) {
    const country = destinations.find((d) => [d.country, ...(COUNTRY_ALIASES[normalize(d.country)] ?? [])].some((name) => mentions(text, name)));
    if (country) place = { country: country.country };
  }

  const words = [...new Set(text.split(/[^a-z0-9'-]+/).filter((w) => w.length >= 4 && !STOP_WORDS.has(w)))]
    .sort((a, b) => b.length - a.length)
    .slice(0, 3);

  return { category: category && { query: category.query, label: category.label }, place, words };
}

export const placeName = (place: NonNullable<ChatIntent['place']>) => (place.city ? `${place.city}, ${place.country}` : place.country);
