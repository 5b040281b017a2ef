import { countryCode, countryNameIn } from './countryNames';
import type { PlaceIn, UnderstandingTable } from './types';

// French phrasings of what the English reading understands (understand.ts), in the order they are rewritten: numbers,
// then phrases of several words, then single words, so "au moins" is a minimum before "au" is "in". Patterns see the
// message in lower case without accents ("été" is "ete"), elided "l'" and "d'" dropped.

const MONTHS = 'january|february|march|april|may|june|july|august|september|october|november|december';
const TIMES = `month|spring|summer|autumn|winter|${MONTHS}`;

const REGIONS: Record<string, string> = {
  'the Alps': 'les Alpes', 'Southeast Asia': 'l’Asie du Sud-Est', Asia: 'Asie', Europe: 'Europe', 'the Mediterranean': 'la Méditerranée',
  Scandinavia: 'Scandinavie', 'Central America': 'Amérique centrale', 'North America': 'Amérique du Nord', 'South America': 'Amérique du Sud',
  'the Caribbean': 'les Caraïbes', 'the Middle East': 'Moyen-Orient', Africa: 'Afrique',
};

/** Countries whose French name is plural ("aux États-Unis"), and masculine names ending in "e" ("au Mexique"). */
const PLURAL = /^(etats-unis|emirats|pays-bas|philippines|maldives|seychelles|bahamas|comores|fidji)/;
const MASCULINE_E = /^(mexique|cambodge|mozambique|zimbabwe|belize)/;

/** "en" before feminine names and vowels, "au" before masculine ones, "aux" before plurals, "à" before an island. */
function placeIn(name: string, country: string): PlaceIn {
  if (!countryCode(country)) return 'island';
  const plain = name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  if (PLURAL.test(plain)) return 'plural';
  if (/^[aeiou]/.test(plain) || (plain.endsWith('e') && !MASCULINE_E.test(plain))) return 'in';
  return 'masculine';
}

export const french: UnderstandingTable = {
  rewrites: [
    // Numbers: "3 000", "3.000" and "3'000" are 3000, "1,5" is 1.5.
    [/(?<![\d.,])(\d{1,3})[. '](\d{3})[. '](\d{3})(?![\d]|[.,]\d)/g, '$1$2$3'],
    [/(?<![\d.,])(\d{1,3})[. '](\d{3})(?![\d]|[.,]\d)/g, '$1$2'],
    [/(\d),(\d{1,2})(?!\d)/g, '$1.$2'],
    [/(\d) ?mille\b/g, '$1 thousand'],
    [/\bfrancs suisses\b/g, 'chf'],
    [/\bjusqu'(?:a|au|aux)\b/g, 'up to'],
    // Budgets.
    [/\b(?:mon |notre )?budget(?: est)?(?: de| max(?:imum)?(?: de)?)?\b/g, 'budget of'],
    [/\b(?:moins d'|(?:moins de|en dessous de|inferieure? a|sous)\b)/g, 'under '],
    [/\b(?:au maximum|tout au plus|au plus|pas plus de|maximum|max)\b/g, 'up to'],
    [/\b(?:plus d'|(?:plus de|au-dessus de|superieure? a)\b)/g, 'more than '],
    [/\b[dl]'/g, ''],
    [/\b(?:au moins|au minimum|minimum)\b/g, 'at least'],
    [/\ba partir de\b/g, 'from'],
    [/\bquelques (jours|nuits)\b/g, 'a few $1'],
    [/\b(?:environ|autour de|aux alentours de|a peu pres|dans les|vers)\b/g, 'around'],
    [/\b(?:pas chere?s?|bon marche|abordables?|economiques?|petit budget|petits prix)\b/g, 'cheap'],
    [/\bou plus\b/g, 'or more'],
    [/\bou moins\b/g, 'or less'],
    // Lengths.
    [/\b(?:un |le |ce )?long week-?end\b|\b(?:un |le )?pont\b/g, 'a long weekend'],
    [/\b(?:un |le |ce )?week-?ends?\b/g, 'a weekend'],
    [/\b(?:une )?quinzaine\b|\bquinze jours\b/g, 'a fortnight'],
    [/\bnuit(?:ee)?\b/g, 'night'],
    [/\bnuit(?:ee)?s\b/g, 'nights'],
    [/\bjour(?:nee)?\b/g, 'day'],
    [/\bjour(?:nee)?s\b/g, 'days'],
    [/\bsemaine\b/g, 'week'],
    [/\bsemaines\b/g, 'weeks'],
    [/\b(?:de|entre) (\d{1,3}) (?:a|et) (\d{1,3}) (nights|days|weeks)\b/g, '$1 to $2 $3'],
    [/\b(?:un|une)\b/g, 'a'],
    [/\bdeux\b/g, 'two'],
    [/\btrois\b/g, 'three'],
    [/\bquatre\b/g, 'four'],
    [/\bcinq\b/g, 'five'],
    [/\bsept\b/g, 'seven'],
    [/\bhuit\b/g, 'eight'],
    [/\bneuf\b/g, 'nine'],
    [/\bdix\b/g, 'ten'],
    [/\bonze\b/g, 'eleven'],
    [/\bdouze\b/g, 'twelve'],
    [/\btreize\b/g, 'thirteen'],
    [/\bquatorze\b/g, 'fourteen'],
    [/\bquinze\b/g, 'fifteen'],
    [/\bvingt\b/g, 'twenty'],
    // Months and seasons ("mai" is only a month in French, but Chiang Mai is a city).
    [/\bjanvier\b/g, 'january'],
    [/\bfevrier\b/g, 'february'],
    [/\bmars\b/g, 'march'],
    [/\bavril\b/g, 'april'],
    [/(?<!chiang )\bmai prochain\b/g, 'next may'],
    [/(?<!chiang )\bmai\b/g, 'in may'],
    [/\bjuin\b/g, 'june'],
    [/\bjuillet\b/g, 'july'],
    [/\baout\b/g, 'august'],
    [/\bseptembre\b/g, 'september'],
    [/\boctobre\b/g, 'october'],
    [/\bnovembre\b/g, 'november'],
    [/\bdecembre\b/g, 'december'],
    [/\bmois\b/g, 'month'],
    [/\bprintemps\b/g, 'spring'],
    [/\bete\b/g, 'summer'],
    [/\bautomne\b/g, 'autumn'],
    [/\bhiver\b/g, 'winter'],
    [new RegExp(`\\b(?:le |la )?prochaine? (${TIMES})\\b`, 'g'), 'next $1'],
    [new RegExp(`\\b(?:le |la )?(${TIMES}) (?:prochaine?|qui vient)\\b`, 'g'), 'next $1'],
    [new RegExp(`\\b(?:ce|cet|cette) (${TIMES})(?:-ci)?\\b`, 'g'), 'this $1'],
    [/\bdebut\b/g, 'early'],
    [/\bmi-/g, 'mid-'],
    [/\bfin\b/g, 'late'],
    [/\bnoel\b/g, 'christmas'],
    [/\bles fetes\b/g, 'the holidays'],
    // Guests.
    [/\bpersonnes?\b/g, 'people'],
    [/\bvoyageu(?:r|se)s\b/g, 'travellers'],
    [/\badultes\b/g, 'adults'],
    [/\bami(?:e)?s\b/g, 'friends'],
    [/\b(?:a )?groupe de\b/g, 'group of'],
    [/\b(?:a )?famille de\b/g, 'family of'],
    [/\b(?:en couple|a deux|avec (?:mon|ma) (?:conjointe?|femme|mari|compagne|compagnon|partenaire|epouse|epoux|copine|copain|fiancee?)|lune de miel|voyage de noces|nous deux)\b/g, 'couple'],
    [/\b(?:toute? )?seule?\b|\ben solitaire\b/g, 'alone'],
    // Instant booking and ratings.
    [/\b(?:reservation|confirmation) (?:immediate|instantanee)\b|\breserv(?:er|able)s? (?:immediatement|tout de suite|instantanement)\b/g, 'instant booking'],
    [/\b(?:les )?(?:mieux notee?s?|tres bien notee?s?|bien notee?s?|meilleurs avis|bons avis|excellents avis)\b/g, 'top rated'],
    [/\b([1-5]) etoiles?\b/g, '$1 stars'],
    // Kinds of program.
    [/\b(?:perte de poids|perdre du poids|maigrir|mincir|minceur)\b/g, 'weight loss'],
    [/\b(?:metabolisme|metabolique|diabete|glycemie)\b/g, 'metabolic'],
    [/\b(?:desintoxication|detoxifi\w*|depurati\w*)\b/g, 'detox'],
    [/\bjeun(?:e|er|es)\b/g, 'fasting'],
    [/\bjus\b/g, 'juice'],
    [/\bmediter\b/g, 'meditation'],
    [/\bpleine conscience\b/g, 'mindfulness'],
    [/\brespiration\b/g, 'breathing'],
    [/\b(?:thermes|thermale?s?|thermaux|thalasso\w*|massages?)\b/g, 'spa'],
    [/\b(?:detente|relaxation|se detendre|repos|me reposer|se reposer)\b/g, 'relax'],
    [/\b(?:remise en forme|sportif|sportive|sports?|entrainement|randonnees?|musculation|exercices?)\b/g, 'fitness'],
    [/\b(?:alimentation|regime|cuisine|vegan(?:e)?s?|vegetalien\w*|vegetarien\w*|sante intestinale|manger sain)\b/g, 'nutrition'],
    [/\b(?:longevite|anti-?age|anti-?vieillissement|bilan de sante|check-?up|medicale?s?|medicaux|cliniques?|diagnostics?)\b/g, 'longevity'],
    [/\b(?:guerison|guerir|ressourcement|se ressourcer|epuisement|sommeil|dormir|insomnie|recuperation|renouveau|deconnexion|deconnecter)\b/g, 'healing'],
    [/\b(?:bien-etre|bien etre|sante|holistique)\b/g, 'wellness'],
    [/\bbains? sonores?\b/g, 'sound bath'],
    [/\b(?:bains? de foret|sylvotherapie)\b/g, 'forest bathing'],
    [/\bcryotherapie\b/g, 'cryotherapy'],
    [/\bfertilite\b/g, 'fertility'],
    [/\btai-chi\b/g, 'tai chi'],
    [/\bqi gong\b/g, 'qigong'],
    // Places: other names of the catalogue's countries, its cities' French names, regions.
    [/\bitalien(?:ne)?s?\b/g, 'italy'],
    [/\bgrec(?:que)?s?\b|\biles grecques\b/g, 'greece'],
    [/\bjaponais(?:e|es)?\b/g, 'japan'],
    [/\bthailandais(?:e|es)?\b/g, 'thailand'],
    [/\ballemand(?:e|es|s)?\b|\bbaviere\b/g, 'germany'],
    [/\b(?:americain(?:e|es|s)?|californie|floride|arizona|colorado)\b/g, 'usa'],
    [/\bcostaricien(?:ne)?s?\b/g, 'costa rica'],
    [/\bbalinais(?:e|es)?\b|\bindonesie\b/g, 'bali'],
    [/\btoscane\b/g, 'tuscany'],
    [/\blac de come\b/g, 'lake como'],
    [/\bcote amalfitaine\b/g, 'amalfi coast'],
    [/\bsardaigne\b/g, 'sardinia'],
    [/\bsantorin\b/g, 'santorini'],
    [/\bcorfou\b/g, 'corfu'],
    [/\bforet[- ]noire\b/g, 'black forest'],
    [/\b(?:les )?alpes\b|\balpine?s?\b/g, 'the alps'],
    [/\basie du sud-est\b/g, 'southeast asia'],
    [/\basie\b|\basiatiques?\b/g, 'asia'],
    [/\beuropeen(?:ne)?s?\b/g, 'europe'],
    [/\b(?:la )?mediterranee\b|\bmediterraneen\w*/g, 'the mediterranean'],
    [/\b(?:scandinavie|(?:les )?pays nordiques)\b/g, 'scandinavia'],
    [/\b(?:amerique centrale|amerique latine)\b/g, 'central america'],
    [/\bamerique du nord\b/g, 'north america'],
    [/\bamerique du sud\b/g, 'south america'],
    [/\b(?:les )?(?:caraibes|antilles)\b/g, 'the caribbean'],
    [/\bmoyen-orient\b/g, 'the middle east'],
    [/\bafrique\b|\bafricain\w*/g, 'africa'],
    // Single words last.
    [/\b(?:en|au|aux)\b/g, 'in'],
    [/\bpour\b/g, 'for'],
    [/\b(?:pendant|durant)\b/g, 'during'],
    [/\bentre\b/g, 'between'],
    [/\bet\b/g, 'and'],
  ],
  countryNames: (country) => {
    const name = countryNameIn('fr', country);
    return name === country ? [] : [name];
  },
  countryName: (country) => countryNameIn('fr', country),
  regionName: (region) => REGIONS[region] ?? region,
  placeIn,
  currency: 'EUR',
};
