import type { ArrivalInfo, CategoryValue, Program, ProgramEvent, ProgramGroupSlug, ProgramInclude, ScheduleItem, SpecialOffer } from '../domain';
import { DEFAULT_LOCALE, formatLongDate, formatMoney } from '../format';
import { programGroups } from './categories';
import { placeScenesFor, programImages } from './media';
import { sampleBookingTerms } from './bookingTerms';

/** What each sample program says for itself; the rest is filled in below from its group and destination. */
interface ProgramSeed {
  id: string;
  slug: string;
  name: string;
  city: string;
  country: string;
  group: ProgramGroupSlug;
  category: CategoryValue;
  days: number;
  price: number;
  rating: number;
  description: string;
  details: string;
  about: string;
  highlights: string[];
  includes: ProgramInclude[];
  specialOffer: string;
}

/**
 * How a guest reaches each sample program's city: the nearest airports with their codes and the road (or rail, or
 * water) there. `where` is how a sentence names the place ("in the Dolomites"; by default "in <city>").
 */
const ARRIVAL: Record<string, Omit<ArrivalInfo, 'checkIn' | 'notes'> & { where?: string }> = {
  Sedona: { airport: 'Phoenix Sky Harbor (PHX), about two hours by road; Flagstaff Pulliam (FLG), about 45 minutes', transfer: 'Private chauffeured car north on Interstate 17 and the Red Rock Scenic Byway' },
  'Napa Valley': { airport: 'San Francisco (SFO) or Oakland (OAK), about 75 minutes; Sonoma County (STS), about 40 minutes', transfer: 'Private chauffeured car to the estate on the Silverado Trail', where: 'in the Napa Valley' },
  'Big Sur': { airport: 'Monterey Regional (MRY), about an hour; San José (SJC), about two and a half hours', transfer: 'Private chauffeured car south along Highway One' },
  'Lake Como': { airport: 'Milan Malpensa (MXP), about an hour; Milan Linate (LIN) or Bergamo (BGY), about 75 minutes', transfer: 'Private car to Cernobbio, or a water taxi across the lake to the villa’s landing', where: 'at Lake Como' },
  Tuscany: { airport: 'Rome Fiumicino (FCO), about two hours by road; Florence (FLR) or Pisa (PSA), about two and a half', transfer: 'Private car through the Maremma hills to Saturnia' },
  Dolomites: { airport: 'Innsbruck (INN), about two hours; Verona (VRN) or Venice (VCE), about three', transfer: 'Private car up the Val Gardena to Selva', where: 'in the Dolomites' },
  Montreux: { airport: 'Geneva (GVA), about an hour', transfer: 'First-class Swiss rail along Lake Geneva from the airport station, with luggage forwarding, or a private car' },
  Lucerne: { airport: 'Zurich (ZRH), about an hour', transfer: 'First-class Swiss rail from the airport station to Lucerne, with luggage forwarding, or a private car' },
  Gstaad: { airport: 'Geneva (GVA), about two hours; Bern (BRN), about an hour', transfer: 'Private car, or the GoldenPass panoramic train from Montreux' },
  Ubud: { airport: 'Ngurah Rai International (DPS), about 75 minutes', transfer: 'Private air-conditioned car through the villages of Gianyar, with a welcome flower garland' },
  Uluwatu: { airport: 'Ngurah Rai International (DPS), about 40 minutes', transfer: 'Private air-conditioned car across the Bukit Peninsula' },
  Sidemen: { airport: 'Ngurah Rai International (DPS), about two hours', transfer: 'Private air-conditioned car east along the coast road and up into the Sidemen valley' },
  'Koh Samui': { airport: 'Samui International (USM), about 15 minutes', transfer: 'Private transfer with chilled towels and lemongrass tea' },
  'Chiang Mai': { airport: 'Chiang Mai International (CNX), about 30 minutes', transfer: 'Private car north into the Mae Rim valley' },
  Phuket: { airport: 'Phuket International (HKT), about 40 minutes', transfer: 'Private car down the west coast to Kamala Beach, with chilled towels and lemongrass tea' },
  Santorini: { airport: 'Santorini (JTR), about 30 minutes; or the ferry to Athinios port', transfer: 'Private car along the caldera rim to Oia' },
  Crete: { airport: 'Chania (CHQ), about 75 minutes; Heraklion (HER), about 90 minutes', transfer: 'Private car over the mountains to the south coast near Rethymno' },
  'Costa Navarino': { airport: 'Kalamata (KLX), about 45 minutes; Athens (ATH), about three and a half hours by road', transfer: 'Private car through the olive groves of Messinia; helicopter from Athens on request' },
  Kyoto: { airport: 'Kansai International (KIX), about 75 minutes; Osaka Itami (ITM), about an hour', transfer: 'Haruka limited express from Kansai with a bilingual host, or a private car' },
  Hakone: { airport: 'Tokyo Haneda (HND), about 90 minutes; Narita (NRT), about two and a half hours', transfer: 'Romancecar from Shinjuku with a bilingual host, or a private car into the hills' },
  Okinawa: { airport: 'Naha (OKA), about 75 minutes', transfer: 'Private car north along the Okinawa Expressway to Nago' },
  'Baden-Baden': { airport: 'Karlsruhe/Baden-Baden (FKB), about 15 minutes; Frankfurt (FRA) or Stuttgart (STR), about 90 minutes', transfer: 'Private transfer; first-class ICE trains stop at Baden-Baden' },
  Tegernsee: { airport: 'Munich (MUC), about an hour', transfer: 'Private car south into the Bavarian Alps; the regional train to Tegernsee on request' },
  'Black Forest': { airport: 'Stuttgart (STR), about 90 minutes; Karlsruhe/Baden-Baden (FKB), about an hour', transfer: 'Private car through the northern Black Forest to Baiersbronn', where: 'in the Black Forest' },
  Nosara: { airport: 'Liberia (LIR), about two and a half hours by road; the Nosara airstrip (NOB) by domestic flight', transfer: 'Private 4x4 transfer or a short domestic flight' },
  Arenal: { airport: 'Liberia (LIR) or San José (SJO), about three hours by road', transfer: 'Private car to La Fortuna at the foot of the volcano' },
  'Osa Peninsula': { airport: 'San José (SJO), then a 50-minute domestic flight to Puerto Jiménez (PJM)', transfer: 'The lodge’s 4x4 from the Puerto Jiménez airstrip', where: 'on the Osa Peninsula' },
};

/** Accommodation and meals in a program's includes: the day's schedule is built from the rest. */
const STAY_OR_TABLE = /suite|room|villa|bungalow|stay\b|board|meals|breakfast|menu|cuisine|dining|follow-up/i;

/**
 * A day of each kind of program. `null` is a slot for one of the program's own included sessions, in the order the
 * program lists them; a slot with no session left is dropped, so a day never promises what the program does not include.
 */
const DAYS: Record<CategoryValue, (ScheduleItem | null)[]> = {
  wellness: [
    { time: '07:00', title: 'Morning movement', description: 'Mobility and breath outdoors as the day begins.' },
    { time: '08:00', title: 'Breakfast', description: 'A seasonal, nutrient-dense menu.' },
    null,
    { time: '12:30', title: 'Lunch', description: 'Seasonal, low-glycaemic and local.' },
    null,
    null,
    { time: '18:30', title: 'Guided wind-down', description: 'Restorative yoga, sound or breathwork to prepare for deep sleep.' },
  ],
  detox: [
    { time: '07:00', title: 'Gentle movement', description: 'A slow walk or stretching before the day begins.' },
    { time: '08:30', title: 'Morning infusion', description: 'Herbal tea, juice or broth, as your protocol allows.' },
    null,
    { time: '13:00', title: 'Midday rest', description: 'A light meal or broth, as your protocol allows, then quiet time.' },
    null,
    null,
    { time: '19:00', title: 'Early evening', description: 'A warm infusion and an early night: the body does its work in sleep.' },
  ],
  fitness: [
    null,
    { time: '08:30', title: 'Breakfast', description: 'Fuel for the day, planned around your training.' },
    null,
    { time: '12:30', title: 'Lunch', description: 'Protein-forward and local.' },
    null,
    { time: '18:00', title: 'Stretch & recover', description: 'Mobility work and an early dinner.' },
  ],
  spa: [
    { time: '08:00', title: 'Slow breakfast', description: 'Whenever you wake.' },
    null,
    { time: '12:30', title: 'Light lunch', description: 'Fresh, colourful and never heavy.' },
    null,
    null,
    { time: '19:30', title: 'Evening at leisure', description: 'Dinner, a book or an early night: your choice.' },
  ],
  yoga: [
    { time: '06:45', title: 'Morning practice', description: 'Meditation and movement before words are spoken.' },
    { time: '08:15', title: 'Breakfast', description: 'Warm, seasonal food.' },
    null,
    { time: '13:00', title: 'Long lunch', description: 'Plant-forward dishes, served slowly.' },
    null,
    { time: '18:30', title: 'Evening stillness', description: 'Yin, breathwork or a quiet sit as the light goes.' },
  ],
  nutrition: [
    { time: '07:00', title: 'Morning movement', description: 'A walk, a run or stretching before breakfast.' },
    { time: '08:00', title: 'Breakfast', description: 'Built on what you will learn to cook.' },
    null,
    { time: '12:30', title: 'Lunch', description: 'Whole foods, cooked fresh.' },
    null,
    null,
    { time: '18:30', title: 'Dinner', description: 'Seasonal and unhurried.' },
  ],
};
const SESSION_TIMES: Record<CategoryValue, string[]> = {
  wellness: ['09:30', '15:00', '16:30'],
  detox: ['10:00', '15:00', '16:30'],
  fitness: ['06:30', '10:00', '15:30'],
  spa: ['10:00', '14:30', '17:00'],
  yoga: ['10:00', '15:30'],
  nutrition: ['10:00', '15:30', '17:00'],
};

/** A session that names its hour keeps it: at dawn early, at sunset or in the evening late. */
const hourOf = (item: ProgramInclude, fallback: string) => {
  const text = `${item.title} ${item.description}`;
  if (/dawn|sunrise/i.test(text)) return '06:30';
  if (/sunset|dusk|evening/i.test(text)) return '17:30';
  return fallback;
};

/** The day's schedule: the kind of program's frame with the program's own included sessions in its open slots. */
function scheduleFor(seed: ProgramSeed): ScheduleItem[] {
  const sessions = seed.includes.filter((item) => !STAY_OR_TABLE.test(item.title));
  const times = SESSION_TIMES[seed.category];
  let next = 0;
  const day: ScheduleItem[] = [];
  for (const slot of DAYS[seed.category]) {
    if (slot) day.push(slot);
    else if (next < sessions.length && next < times.length) {
      const session = sessions[next]!;
      day.push({ time: hourOf(session, times[next]!), title: session.title, description: session.description });
      next += 1;
    }
  }
  return day.sort((a, b) => a.time.localeCompare(b.time));
}

const EVENTS: Record<CategoryValue, (city: string) => ProgramEvent[]> = {
  wellness: (city) => [
    { title: 'Longevity Science Evening', description: `A fireside talk in ${city} with a visiting expert on healthspan, sleep and the biology of ageing.`, when: 'Every Tuesday' },
    { title: 'Sleep & Recovery Masterclass', description: 'Wearables, light, evening routines and cold exposure: what to keep at home, and how.', when: 'Every Thursday' },
    { title: 'Founders’ Longevity Summit', description: 'Three days of talks, labs and dinners with clinicians and researchers.', when: 'April 2027' },
  ],
  detox: (city) => [
    { title: 'Fasting & Gut Health Evening', description: `A talk in ${city} with a physician on fasting, the microbiome and eating well afterwards.`, when: 'Every Wednesday' },
    { title: 'Herbal Infusion Workshop', description: 'Learn the herbs of the cure and blend a tea to take home.', when: 'Every Saturday' },
    { title: 'Silent Renewal Weekend', description: 'Forty-eight hours of guided silence, gentle movement and rest.', when: 'March 2027' },
  ],
  fitness: (city) => [
    { title: 'Performance Evening', description: `A ${city} talk with a sports physician on training zones, strength and recovery.`, when: 'Every Wednesday' },
    { title: 'Mobility Clinic', description: 'A coached hour of joints, breath and balance for every level.', when: 'Every Saturday' },
    { title: 'Performance Week', description: 'Guest coaches lead strength, endurance and recovery clinics.', when: 'May 2027' },
  ],
  spa: (city) => [
    { title: 'Guest Therapist Residency', description: `A world-renowned therapist brings a signature ritual to ${city} for one week only.`, when: 'Monthly' },
    { title: 'Sound Bath at Sunset', description: 'Crystal bowls and gongs as the light changes, followed by herbal tea.', when: 'Every Friday' },
    { title: 'Spa Gastronomy Weekend', description: 'A guest chef pairs light tasting menus with the spa’s rituals.', when: 'February 2027' },
  ],
  yoga: (city) => [
    { title: 'Full Moon Meditation', description: `Sound and intention-setting under the ${city} night sky.`, when: 'Each full moon' },
    { title: 'Teacher in Residence', description: 'A visiting master teacher offers private sessions and a group workshop.', when: 'Monthly' },
    { title: 'Silent Retreat Weekend', description: 'Forty-eight hours of guided silence, meditation and nourishing food.', when: 'March 2027' },
  ],
  nutrition: (city) => [
    { title: 'Metabolism Masterclass', description: `A ${city} evening with a metabolic physician on glucose, insulin and the science of energy.`, when: 'Every Wednesday' },
    { title: 'Farm-to-Table Cooking Lab', description: 'Harvest, cook and eat with the head chef; recipes go home with you.', when: 'Every Saturday' },
    { title: 'Nutrition Week', description: 'Guest chefs and dietitians lead cooking and science sessions.', when: 'May 2027' },
  ],
};

/** The sample programs' copy is English: its dates and prices are written in that locale. */
const SAMPLE_LOCALE = DEFAULT_LOCALE;
const BOOK_BY = '2027-03-31';
const STAY_BY = '2027-06-30';
const longDate = (iso: string) => formatLongDate(iso, SAMPLE_LOCALE);

const OFFERS = (seed: ProgramSeed): SpecialOffer[] => [
  { title: seed.specialOffer, description: `Reserve by ${longDate(BOOK_BY)} for a stay by ${longDate(STAY_BY)} to secure this offer; subject to availability.` },
  { title: 'Complimentary airport transfers', description: 'The transfer on arrival and departure is on us, for every guest.' },
  { title: 'Stay longer, save more', description: 'Extend by three nights or more and receive 15% off the additional nights.' },
];

/** Four available dates, one every three weeks from the first, all after 2026-11-22. */
function datesFrom(first: string): string[] {
  const start = new Date(`${first}T00:00:00Z`).getTime();
  return [0, 21, 42, 63].map((d) => new Date(start + d * 86_400_000).toISOString().slice(0, 10));
}

const money = (n: number) => formatMoney(n, 'USD', SAMPLE_LOCALE);

function build(seed: ProgramSeed, index: number, offsets: { placeOffset: number; kindOffset: number }): Program {
  const group = programGroups.find((g) => g.slug === seed.group)!;
  const nights = seed.days - 1;
  const firstDate = new Date(Date.UTC(2027, 0, 10 + index * 3)).toISOString().slice(0, 10);
  const availableDates = datesFrom(firstDate);
  const gallery = programImages(seed, offsets);
  const { where = `in ${seed.city}`, ...arrival } = ARRIVAL[seed.city]!;
  const createdAt = new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString();
  return {
    id: seed.id,
    slug: seed.slug,
    name: seed.name,
    location: `${seed.city} - ${seed.country}`,
    country: seed.country,
    city: seed.city,
    description: seed.description,
    details: seed.details,
    about: seed.about,
    duration: `${seed.days} Days / ${nights} Nights`,
    days: seed.days,
    nights,
    price: seed.price,
    priceText: money(seed.price),
    category: seed.category,
    group: seed.group,
    groupName: group.type,
    image: gallery[0]!,
    specialOffer: seed.specialOffer,
    terms: { bookBy: BOOK_BY, stayBy: STAY_BY },
    status: 'active',
    approved: true,
    // The sample has no verified stays: its cards say "No reviews yet" until the API answers.
    reviewStats: { average: null, count: 0 },
    provider: null,
    imageGallery: gallery,
    includes: seed.includes,
    highlights: seed.highlights,
    bookingOptions: { pricePerPerson: `${money(seed.price)} per person`, availableDates },
    ...sampleBookingTerms(seed.id, index, nights, availableDates),
    specialOffers: OFFERS(seed),
    events: EVENTS[seed.category](seed.city),
    dailySchedule: scheduleFor(seed),
    arrival: {
      ...arrival,
      checkIn: 'Check-in from 15:00; your host greets you with a welcome consultation.',
      notes: `Arrive a day early ${where} to settle in: your concierge can arrange the extra night.`,
    },
    remark: '',
    ownerId: null,
    // The bundled copy, shown when the API cannot be reached: whether its host answers is the API's to say.
    hostReachable: true,
    createdAt,
    updatedAt: createdAt,
  };
}

const inc = (title: string, description: string): ProgramInclude => ({ title, description });

const SEEDS: ProgramSeed[] = [
  // ---- USA ----
  { id: 'prg-001', slug: 'sedona-red-rock-longevity-immersion', name: 'Sedona Red Rock Longevity Immersion', city: 'Sedona', country: 'USA',
    group: 'transformative-health', category: 'wellness', days: 7, price: 4850, rating: 4.9,
    description: 'A physician-guided reset among the red rocks, built around your own biomarkers.',
    details: 'Full-body diagnostics, personalised longevity coaching and desert rituals at a secluded canyon resort. 525 Boynton Canyon Road, Sedona, Arizona.',
    about: 'Sedona has drawn seekers for generations; this program adds science to the spell. Your week opens with advanced blood panels, a DEXA scan and a sleep study, and closes with a twelve-month plan written by your physician. In between: canyon hikes at first light, desert-botanical treatments and evenings under some of the darkest skies in America.',
    highlights: ['Advanced biomarker and DEXA analysis', 'Private canyon hikes with a naturalist', 'Twelve-month longevity plan', 'Vortex meditation at sunrise'],
    includes: [inc('Comprehensive diagnostics', 'Blood panel of over 90 markers, DEXA body composition and VO2 max test.'), inc('Daily physician time', 'One-to-one consultations to read results and shape your plan.'), inc('Two treatments a day', 'Desert sage wraps, IV nutrient therapy or deep-tissue massage.'), inc('All meals', 'Longevity-focused cuisine from the resort’s organic garden.')],
    specialOffer: 'Complimentary fourth night' },
  { id: 'prg-002', slug: 'napa-valley-metabolic-reset', name: 'Napa Valley Metabolic Reset', city: 'Napa Valley', country: 'USA',
    group: 'metabolic-health', category: 'nutrition', days: 5, price: 3200, rating: 4.7,
    description: 'Wine country, rewritten: glucose-smart gastronomy and vineyard training.',
    details: 'Continuous glucose monitoring, chef-led culinary labs and coached vineyard runs at an estate retreat. 1 Silverado Trail, Napa, California.',
    about: 'Napa’s celebrated kitchens meet metabolic science. From the moment a continuous glucose monitor is fitted, every meal becomes a lesson: you will see how sourdough, olive oil or a late dinner moves your numbers, then cook with the estate’s chefs to build a repertoire that keeps you steady and satisfied.',
    highlights: ['Continuous glucose monitor for the stay', 'Hands-on culinary labs', 'Vineyard trail runs', 'Metabolic physician consultation'],
    includes: [inc('Glucose monitoring', 'Sensor, app and daily review with a dietitian.'), inc('Culinary labs', 'Three classes with the estate’s executive chef.'), inc('Coached movement', 'Daily trail runs, strength sessions and recovery.'), inc('Estate suite', 'Vineyard-view suite with private terrace.')],
    specialOffer: 'Save 15% on autumn stays' },
  { id: 'prg-003', slug: 'big-sur-cliffside-spa-sanctuary', name: 'Big Sur Cliffside Spa Sanctuary', city: 'Big Sur', country: 'USA',
    group: 'spa-relaxation', category: 'spa', days: 6, price: 3950, rating: 4.8,
    description: 'Hot-spring baths above the Pacific and treatments timed to the tides.',
    details: 'Cliffside mineral baths, redwood-forest rituals and ocean-view suites on the Big Sur coast. 48123 Highway One, Big Sur, California.',
    about: 'Here the continent ends in a dramatic flourish, and so does the stress you arrive with. Soak in natural mineral springs a hundred feet above the surf, walk through cathedral redwoods and let therapists trained in Esalen-style bodywork unwind every knot. Evenings belong to the sunset and a slow, local menu.',
    highlights: ['Natural hot-spring baths over the ocean', 'Esalen-style long-stroke massage', 'Guided redwood forest bathing', 'Sunset sound meditation'],
    includes: [inc('Daily signature massage', 'Ninety minutes of long-stroke bodywork.'), inc('Mineral spring access', 'Private bath slots at dawn and dusk.'), inc('Forest bathing', 'Two guided shinrin-yoku walks.'), inc('Full board', 'Coastal Californian cuisine with local wines.')],
    specialOffer: 'Spa credit of $400' },
  // ---- Italy ----
  { id: 'prg-004', slug: 'lake-como-villa-longevity-retreat', name: 'Lake Como Villa Longevity Retreat', city: 'Lake Como', country: 'Italy',
    group: 'transformative-health', category: 'wellness', days: 8, price: 6200, rating: 5,
    description: 'Private-villa longevity medicine on the shores of Italy’s most elegant lake.',
    details: 'Epigenetic testing, Mediterranean longevity cuisine and lake-view therapies in a restored nineteenth-century villa. Via Regina 40, Cernobbio, Lake Como.',
    about: 'A villa of frescoed ceilings and cypress gardens becomes your private clinic. Our medical team measures biological age, inflammation and hormone balance, then composes a week of therapies, movement and food designed to turn back the clock. Mornings start with a swim in the lake; afternoons may bring a private boat to Bellagio.',
    highlights: ['Epigenetic biological-age test', 'Private boat excursions', 'Longevity chef’s table', 'Hyperbaric oxygen sessions'],
    includes: [inc('Longevity diagnostics', 'Epigenetic age, inflammation and hormone panels.'), inc('Daily therapies', 'Hyperbaric oxygen, cryotherapy and manual lymphatic drainage.'), inc('Villa suite', 'Lake-view suite with butler service.'), inc('Private excursions', 'Boat to Bellagio and a garden walk at Villa del Balbianello.')],
    specialOffer: 'Private boat day included' },
  { id: 'prg-005', slug: 'tuscan-thermal-springs-renewal', name: 'Tuscan Thermal Springs Renewal', city: 'Tuscany', country: 'Italy',
    group: 'healing-renewal', category: 'detox', days: 6, price: 3600, rating: 4.8,
    description: 'Ancient sulphur springs, vineyard silence and a gentle detox the Romans would recognise.',
    details: 'Thermal-water therapies, hydro-detox and slow Tuscan food in a hilltop borgo. Località Follonata, Saturnia, Grosseto.',
    about: 'Warm mineral waters have flowed from these hills for three thousand years. Your week combines them with modern detox medicine: hydro-colon therapy where indicated, liver-supporting nutrition and mud treatments from the springs themselves. Between sessions, cycle along cypress lanes and taste olive oil pressed that morning.',
    highlights: ['Natural thermal pools at 37 °C', 'Mud and algae detox rituals', 'Olive-oil tasting at a family frantoio', 'Vineyard cycling'],
    includes: [inc('Thermal access', 'Unlimited use of the springs and pools.'), inc('Detox therapies', 'Four medical detox treatments with a physician.'), inc('Tuscan detox menu', 'Light seasonal dishes with herbal infusions.'), inc('Borgo suite', 'Stone-walled suite with valley views.')],
    specialOffer: 'Fifth treatment free' },
  { id: 'prg-006', slug: 'dolomites-alpine-metabolic-summit', name: 'Dolomites Alpine Metabolic Summit', city: 'Dolomites', country: 'Italy',
    group: 'metabolic-health', category: 'fitness', days: 7, price: 4100, rating: 4.7,
    description: 'Altitude, pure air and expert coaching to rebuild your metabolic engine.',
    details: 'Hypoxic training, VO2 max testing and Alpine nutrition at a design lodge beneath the Sella massif. Strada Meisules 1, Selva di Val Gardena.',
    about: 'Training at altitude asks more of your mitochondria, and they answer. Sports physicians test your VO2 max and lactate thresholds on day one, then coach a week of hikes, via ferrata and strength work designed around the numbers. Evenings bring a sauna with a view of pink-lit peaks and South Tyrolean cooking, lighter than you would expect.',
    highlights: ['VO2 max and lactate testing', 'Guided Alpine hikes and via ferrata', 'Panoramic sauna', 'South Tyrolean longevity cuisine'],
    includes: [inc('Performance testing', 'Before-and-after VO2 max, lactate and body composition.'), inc('Daily coaching', 'Hikes and strength sessions with certified guides.'), inc('Recovery', 'Sauna, cold plunge and sports massage.'), inc('Half board', 'Breakfast and dinner plus mountain picnic lunches.')],
    specialOffer: 'Free e-bike rental' },
  // ---- Switzerland ----
  { id: 'prg-007', slug: 'montreux-clinical-longevity-programme', name: 'Montreux Clinical Longevity Programme', city: 'Montreux', country: 'Switzerland',
    group: 'transformative-health', category: 'wellness', days: 7, price: 6500, rating: 5,
    description: 'The Swiss standard in preventive medicine, on the shores of Lake Geneva.',
    details: 'Executive health check, cellular therapies and personalised longevity protocols at a lakeside medical spa. Rue du Lac 142, Clarens-Montreux.',
    about: 'Switzerland invented the medical spa, and Montreux perfected it. Over seven days a multidisciplinary team of cardiologists, endocrinologists and nutritionists examines you in depth, from cardiac imaging to micronutrient status, and builds a protocol of therapies, supplements and habits. Discretion is absolute; the view of the Alps is free.',
    highlights: ['Full executive health assessment', 'Cardiac and vascular imaging', 'Personalised supplement protocol', 'Lake Geneva views from every suite'],
    includes: [inc('Medical assessment', 'Cardiology, endocrinology and nutrition consultations.'), inc('Cellular therapies', 'NAD+ infusions and ozone therapy where indicated.'), inc('Lakeside suite', 'Junior suite with balcony over the lake.'), inc('Follow-up', 'Video consultations at three and six months.')],
    specialOffer: 'Follow-up care included' },
  { id: 'prg-008', slug: 'lucerne-lakeside-detox-cure', name: 'Lucerne Lakeside Detox Cure', city: 'Lucerne', country: 'Switzerland',
    group: 'healing-renewal', category: 'detox', days: 10, price: 5900, rating: 4.9,
    description: 'A ten-day modern Kur: gut health, gentle fasting and mountain air.',
    details: 'Physician-supervised fasting, gut microbiome analysis and lakeside recovery in a belle-époque grand hotel. Haldenstrasse 10, Lucerne.',
    about: 'The traditional European cure, brought up to date. A microbiome analysis and physician assessment shape a protocol of modified fasting, broths and gentle movement. Lymphatic massage, hay baths and Kneipp walks support the body as it clears; by day ten guests speak of sharper focus, lighter digestion and deep sleep.',
    highlights: ['Gut microbiome analysis', 'Modified fasting under medical care', 'Kneipp water therapy', 'Boat trips on Lake Lucerne'],
    includes: [inc('Medical supervision', 'Daily check-ins with the fasting physician.'), inc('Microbiome testing', 'Analysis with a written gut-health plan.'), inc('Detox therapies', 'Hay baths, liver wraps and lymphatic massage.'), inc('Grand-hotel room', 'Lake-view room in a 1906 landmark.')],
    specialOffer: 'Early booking: save 10%' },
  { id: 'prg-009', slug: 'gstaad-alpine-spa-escape', name: 'Gstaad Alpine Spa Escape', city: 'Gstaad', country: 'Switzerland',
    group: 'spa-relaxation', category: 'spa', days: 5, price: 4400, rating: 4.9,
    description: 'Chalet luxury, glacier-water rituals and the quiet of the Bernese Oberland.',
    details: 'Alpine herbal rituals, a vast thermal floor and chalet suites in Switzerland’s most discreet resort. Palacestrasse 28, Gstaad.',
    about: 'Gstaad keeps its glamour quiet, and so does this escape. Days unfold between hay-flower wraps, a thermal floor of saunas and salt grottos, and snowshoe walks or meadow hikes depending on the season. Therapists use Alpine botanicals harvested from the surrounding pastures.',
    highlights: ['Hay-flower and Alpine herb rituals', '2,000 m² thermal floor', 'Snowshoe or meadow walks', 'Chalet suite with fireplace'],
    includes: [inc('Daily treatments', 'One signature ritual and one massage a day.'), inc('Thermal floor access', 'Saunas, salt grotto and indoor-outdoor pool.'), inc('Mountain experiences', 'Guided walk and a fondue evening in a mountain hut.'), inc('Half board', 'Breakfast and a gourmet dinner.')],
    specialOffer: 'Suite upgrade on arrival' },
  // ---- Bali ----
  { id: 'prg-010', slug: 'ubud-jungle-yoga-breathwork-retreat', name: 'Ubud Jungle Yoga & Breathwork Retreat', city: 'Ubud', country: 'Bali',
    group: 'healing-renewal', category: 'yoga', days: 7, price: 2300, rating: 4.8,
    description: 'Open-air shalas over the Ayung River and teachers who change how you breathe.',
    details: 'Twice-daily yoga, pranayama, temple water blessings and Balinese healing in a riverside jungle retreat. Jalan Raya Sayan, Ubud, Gianyar.',
    about: 'Wake to birdsong and the river below. Twice a day master teachers lead vinyasa, yin and pranayama in a bamboo shala; in between you might receive a traditional Balinese massage, join a melukat water purification at Tirta Empul or simply rest in your pool villa. Food is plant-based, vibrant and grown a few steps from the kitchen.',
    highlights: ['Two yoga classes a day', 'Melukat water blessing at a sacred temple', 'Balinese healer consultation', 'Private pool villa'],
    includes: [inc('Daily practice', 'Vinyasa, yin and breathwork with senior teachers.'), inc('Cultural rituals', 'Temple water blessing and a healer visit.'), inc('Balinese massage', 'Three traditional treatments.'), inc('Plant-based menu', 'All meals, juices and herbal jamu.')],
    specialOffer: 'Free temple excursion' },
  { id: 'prg-011', slug: 'uluwatu-ocean-spa-ritual-journey', name: 'Uluwatu Ocean Spa Ritual Journey', city: 'Uluwatu', country: 'Bali',
    group: 'spa-relaxation', category: 'spa', days: 5, price: 1850, rating: 4.7,
    description: 'Cliff-top spa pavilions, frangipani rituals and the sound of the Indian Ocean.',
    details: 'Signature Balinese rituals, ocean-view treatment pavilions and sunset kecak at a cliff-top resort. Jalan Pura Goa Lempeh, Uluwatu, Badung.',
    about: 'Perched above turquoise breaks, this spa is built for surrender. Each day brings a ritual rooted in Balinese tradition, from boreh spice scrubs to flower baths, in pavilions open to the sea breeze. Evenings bring the kecak fire dance at Uluwatu temple and dinner on the cliff edge.',
    highlights: ['Daily Balinese spa ritual', 'Flower bath for two', 'Kecak fire dance at sunset', 'Cliff-edge dining'],
    includes: [inc('Signature rituals', 'Boreh scrub, lulur and frangipani flower bath.'), inc('Ocean villa', 'Private villa with infinity pool.'), inc('Sunset excursion', 'Kecak dance at Uluwatu temple.'), inc('Breakfast daily', 'Tropical breakfast in your villa.')],
    specialOffer: 'Couples ritual included' },
  { id: 'prg-012', slug: 'sidemen-valley-plant-based-metabolic-reset', name: 'Sidemen Valley Plant-Based Metabolic Reset', city: 'Sidemen', country: 'Bali',
    group: 'metabolic-health', category: 'nutrition', days: 8, price: 2600, rating: 4.6,
    description: 'Rice terraces, volcano views and a plant-based plan that sticks.',
    details: 'Whole-food plant-based nutrition, metabolic coaching and terrace trekking in Bali’s untouched eastern valley. Jalan Raya Sidemen, Karangasem.',
    about: 'Far from the crowds, Sidemen is Bali as it was. A nutrition physician reviews your metabolic markers on arrival; then you learn to cook vibrant plant-based food with village cooks, trek between rice terraces with Mount Agung on the horizon and sleep in a valley so quiet you hear the rice grow.',
    highlights: ['Metabolic blood panel before and after', 'Village cooking classes', 'Terrace treks facing Mount Agung', 'Daily yoga and stretching'],
    includes: [inc('Nutrition coaching', 'Physician review and daily dietitian sessions.'), inc('Cooking school', 'Four classes; recipes go home with you.'), inc('Guided treks', 'Three valley and terrace walks.'), inc('Valley villa', 'Villa with outdoor rain shower.')],
    specialOffer: 'Stay 8, pay 7' },
  // ---- Thailand ----
  { id: 'prg-013', slug: 'koh-samui-holistic-detox-journey', name: 'Koh Samui Holistic Detox Journey', city: 'Koh Samui', country: 'Thailand',
    group: 'healing-renewal', category: 'detox', days: 7, price: 2750, rating: 4.8,
    description: 'Island detox with Thai herbal medicine, juice fasting and daily massage.',
    details: 'Herbal steam, juice cleansing, colon hydrotherapy and Thai massage at a hillside spa sanctuary. 9/9 Moo 5, Bophut, Koh Samui.',
    about: 'On a hillside above the Gulf of Thailand, naturopaths and Thai traditional doctors guide a cleanse that is as kind as it is effective. Fresh coconut water, cold-pressed juices and raw dishes rest the gut; herbal steam and daily massage support the body; sunrise yoga and meditation quiet the mind.',
    highlights: ['Naturopath-designed cleanse', 'Daily traditional Thai massage', 'Herbal steam caves', 'Sunrise yoga over the gulf'],
    includes: [inc('Detox protocol', 'Juices, broths and supplements tailored by a naturopath.'), inc('Daily massage', 'Thai, lymphatic or abdominal chi nei tsang.'), inc('Herbal therapies', 'Steam, compresses and herbal baths.'), inc('Sea-view room', 'Room with balcony over the gulf.')],
    specialOffer: 'Free consultation with a Thai doctor' },
  { id: 'prg-014', slug: 'chiang-mai-mindful-movement-fitness', name: 'Chiang Mai Mindful Movement & Muay Thai Fitness', city: 'Chiang Mai', country: 'Thailand',
    group: 'metabolic-health', category: 'fitness', days: 6, price: 1950, rating: 4.6,
    description: 'Mountain temples, Muay Thai with champions and metabolic coaching.',
    details: 'Muay Thai training, temple treks and metabolic conditioning at a boutique mountain retreat. 99 Moo 3, Mae Rim, Chiang Mai.',
    about: 'Northern Thailand trains hard and rests well. Mornings belong to Muay Thai with former champions and conditioning built on heart-rate data; afternoons to temple treks through misty hills, Thai massage and a swim. A sports dietitian keeps the local menu delicious and balanced.',
    highlights: ['Muay Thai with former champions', 'Heart-rate guided conditioning', 'Doi Suthep temple trek', 'Daily Thai massage'],
    includes: [inc('Training', 'Two sessions a day, all levels welcome.'), inc('Metabolic coaching', 'Body composition and heart-rate zone testing.'), inc('Recovery', 'Thai massage, ice bath and herbal sauna.'), inc('All meals', 'Northern Thai cuisine balanced by a sports dietitian.')],
    specialOffer: 'Complimentary gloves and gear' },
  { id: 'prg-015', slug: 'phuket-andaman-longevity-reboot', name: 'Phuket Andaman Longevity Reboot', city: 'Phuket', country: 'Thailand',
    group: 'transformative-health', category: 'wellness', days: 9, price: 3850, rating: 4.8,
    description: 'Medical diagnostics, sleep science and Andaman sunsets in one restorative stay.',
    details: 'Integrative medicine, sleep optimisation and ocean therapies at a beachfront wellness resort. 60 Moo 6, Kamala Beach, Phuket.',
    about: 'This reboot begins where many health problems do: with sleep. A sleep study and metabolic panel frame nine days of integrative medicine, ocean swims, yoga and treatments drawn from Thai and Western traditions. Guests leave with a clinical report, a sleep plan and the rested face to prove it.',
    highlights: ['In-villa sleep study', 'Integrative medicine consultations', 'Andaman sea kayaking', 'Beachfront sunset yoga'],
    includes: [inc('Diagnostics', 'Sleep study, metabolic panel and stress assessment.'), inc('Treatments', 'Daily therapy from IV nutrition to Thai massage.'), inc('Ocean activities', 'Kayak and snorkelling excursions.'), inc('Beach villa', 'Private pool villa steps from the sand.')],
    specialOffer: 'Save 20% on a second guest' },
  // ---- Greece ----
  { id: 'prg-016', slug: 'santorini-caldera-spa-serenity', name: 'Santorini Caldera Spa Serenity', city: 'Santorini', country: 'Greece',
    group: 'spa-relaxation', category: 'spa', days: 5, price: 3400, rating: 4.9,
    description: 'Cave suites, volcanic-mineral rituals and the most famous sunset in Europe.',
    details: 'Volcanic-mineral treatments, a cave spa and caldera-edge suites in the village of Oia. Oia 847 02, Santorini.',
    about: 'Carved into the cliff above the caldera, the spa uses Santorini’s own volcanic minerals, sea salt and island herbs. Treatments unfold in cool cave rooms; afterwards, your plunge pool looks straight across the sea to the volcano. Dinner is Aegean, light and lit by that sunset.',
    highlights: ['Volcanic-mineral body ritual', 'Cave spa with hammam', 'Private caldera plunge pool', 'Sunset sailing cruise'],
    includes: [inc('Daily ritual', 'Volcanic scrub, sea-salt massage or Aegean facial.'), inc('Cave suite', 'Suite with plunge pool over the caldera.'), inc('Sunset cruise', 'Catamaran cruise with dinner on board.'), inc('Breakfast daily', 'Served on your terrace.')],
    specialOffer: 'Sunset cruise included' },
  { id: 'prg-017', slug: 'crete-mediterranean-diet-longevity-journey', name: 'Crete Mediterranean Diet Longevity Journey', city: 'Crete', country: 'Greece',
    group: 'metabolic-health', category: 'nutrition', days: 7, price: 2900, rating: 4.7,
    description: 'Learn the diet that made Cretans among the longest-lived people on earth.',
    details: 'Mediterranean-diet science, olive harvests, mountain walks and cooking with Cretan grandmothers. Plakias Road, Rethymno, Crete.',
    about: 'The Seven Countries Study found that Cretans lived longer than almost anyone. Spend a week learning why: forage wild greens in the White Mountains, press olive oil, cook with village elders and attend talks by a Mediterranean-diet researcher. Metabolic markers before and after show what a week can do.',
    highlights: ['Wild-greens foraging', 'Cooking with village elders', 'Mediterranean-diet researcher talks', 'Before-and-after metabolic panel'],
    includes: [inc('Culinary immersion', 'Five cooking sessions and a recipe book.'), inc('Nutrition science', 'Talks and a personal plan from a dietitian.'), inc('Mountain walks', 'Guided walks through gorges and olive groves.'), inc('Seaside suite', 'Suite facing the Libyan Sea.')],
    specialOffer: 'Olive-oil harvest experience' },
  { id: 'prg-018', slug: 'costa-navarino-olive-grove-renewal', name: 'Costa Navarino Olive Grove Renewal', city: 'Costa Navarino', country: 'Greece',
    group: 'healing-renewal', category: 'yoga', days: 6, price: 3300, rating: 4.8,
    description: 'Yoga among ancient olive trees and Messinian oil therapies on the Ionian shore.',
    details: 'Daily yoga and meditation, Oleotherapy treatments and Ionian sea swims in the Messinian countryside. Navarino Dunes, Messinia.',
    about: 'In Messinia, olive trees older than the Parthenon shade the yoga deck. Mornings bring vinyasa and meditation; afternoons, treatments with local olive oil, honey and herbs in a spa inspired by Byzantine bathhouses. Walk the Gialova lagoon, swim in the Ionian and eat from a farm that has fed this coast for generations.',
    highlights: ['Yoga in an olive grove', 'Oleotherapy rituals', 'Gialova lagoon walk', 'Byzantine-inspired hammam'],
    includes: [inc('Daily yoga', 'Morning vinyasa and evening yin or meditation.'), inc('Oleotherapy', 'Three olive-oil and honey treatments.'), inc('Nature walks', 'Lagoon and Voidokilia bay excursions.'), inc('Full board', 'Messinian farm-to-table cuisine.')],
    specialOffer: 'Complimentary hammam ritual' },
  // ---- Japan ----
  { id: 'prg-019', slug: 'kyoto-zen-mind-body-renewal', name: 'Kyoto Zen Mind & Body Renewal', city: 'Kyoto', country: 'Japan',
    group: 'healing-renewal', category: 'yoga', days: 7, price: 4200, rating: 4.9,
    description: 'Temple stays, zazen with monks and the quiet discipline of old Kyoto.',
    details: 'Zazen meditation, shojin ryori temple cuisine, tea ceremony and forest bathing in Kyoto’s northern hills. 18 Nishigamo, Kita-ku, Kyoto.',
    about: 'Kyoto teaches stillness better than anywhere. Sit zazen with a Zen priest before dawn, eat shojin ryori as monks have for centuries, learn tea ceremony from a master and walk the moss gardens before the crowds arrive. Between lessons, a ryokan with a private cypress bath awaits.',
    highlights: ['Dawn zazen with a Zen priest', 'Private tea ceremony', 'Shojin ryori temple cuisine', 'Ryokan with cypress bath'],
    includes: [inc('Meditation', 'Daily zazen and walking meditation.'), inc('Cultural immersion', 'Tea ceremony, calligraphy and a temple stay night.'), inc('Forest bathing', 'Guided walks in Kurama and Ohara.'), inc('Ryokan stay', 'Kaiseki dinners and private onsen.')],
    specialOffer: 'Temple stay night included' },
  { id: 'prg-020', slug: 'hakone-onsen-deep-relaxation', name: 'Hakone Onsen Deep Relaxation', city: 'Hakone', country: 'Japan',
    group: 'spa-relaxation', category: 'spa', days: 5, price: 3100, rating: 4.8,
    description: 'Hot springs, Mount Fuji views and the restful art of the ryokan.',
    details: 'Volcanic onsen bathing, shiatsu, kaiseki cuisine and Fuji-view suites in the Hakone mountains. 1300 Sengokuhara, Hakone, Kanagawa.',
    about: 'An hour from Tokyo, Hakone’s volcanic hills feed some of Japan’s most prized hot springs. Bathe in your private rotenburo, receive shiatsu from masters trained in Tokyo, and dine on kaiseki menus that change with the season. On clear mornings Mount Fuji rises above the lake.',
    highlights: ['Private open-air onsen', 'Daily shiatsu', 'Seasonal kaiseki dinners', 'Lake Ashi cruise with Fuji views'],
    includes: [inc('Onsen suite', 'Suite with private open-air hot spring bath.'), inc('Daily shiatsu', 'Sixty-minute treatment each day.'), inc('Kaiseki dining', 'Breakfast and multi-course dinner daily.'), inc('Excursion', 'Lake Ashi cruise and the Open-Air Museum.')],
    specialOffer: 'Late checkout guaranteed' },
  { id: 'prg-021', slug: 'okinawa-blue-zone-longevity-expedition', name: 'Okinawa Blue Zone Longevity Expedition', city: 'Okinawa', country: 'Japan',
    group: 'transformative-health', category: 'wellness', days: 8, price: 4600, rating: 4.9,
    description: 'Meet centenarians, live their rhythms and bring ikigai home.',
    details: 'Blue Zone field visits, longevity diagnostics and Okinawan cuisine on the island’s northern coast. 1967 Kise, Nago, Okinawa.',
    about: 'Okinawa has more centenarians than almost anywhere on earth. Spend eight days learning their secrets firsthand: garden with elders in Ogimi, eat hara hachi bu, join moai friendship circles and hear from researchers who have studied the island for decades. A longevity assessment anchors it all in your own health.',
    highlights: ['Visits with Ogimi centenarians', 'Longevity assessment', 'Okinawan cooking', 'Snorkelling on coral reefs'],
    includes: [inc('Blue Zone immersion', 'Guided village visits and moai gatherings.'), inc('Longevity assessment', 'Biomarkers and a consultation on your results.'), inc('Island cuisine', 'Okinawan longevity menu and a cooking class.'), inc('Ocean villa', 'Villa on the East China Sea.')],
    specialOffer: 'Private researcher dinner' },
  // ---- Germany ----
  { id: 'prg-022', slug: 'baden-baden-thermal-spa-classic', name: 'Baden-Baden Thermal Spa Classic', city: 'Baden-Baden', country: 'Germany',
    group: 'spa-relaxation', category: 'spa', days: 6, price: 3050, rating: 4.7,
    description: 'Roman-Irish baths, Belle Époque elegance and Europe’s classic spa town.',
    details: 'Thermal bathing rituals, medical massage and a Belle Époque grand hotel beside the Lichtentaler Allee. Schillerstrasse 4, Baden-Baden.',
    about: 'Baden-Baden has welcomed the weary since the Romans. Follow the seventeen-step Roman-Irish bathing ritual at the Friedrichsbad, enjoy the thermal pools of the Caracalla and return to a grand hotel where the spa is as quiet as a library. Afternoons stroll the park; evenings belong to the opera or the casino.',
    highlights: ['Seventeen-step Roman-Irish bath', 'Medical massage and hydrotherapy', 'Lichtentaler Allee park walks', 'Festspielhaus evening'],
    includes: [inc('Thermal rituals', 'Friedrichsbad and Caracalla bath entries.'), inc('Daily treatments', 'Massage, wraps and hydrotherapy.'), inc('Grand-hotel room', 'Room overlooking the park.'), inc('Half board', 'Breakfast and dinner.')],
    specialOffer: 'Opera tickets included' },
  { id: 'prg-023', slug: 'tegernsee-medical-fasting-reset', name: 'Tegernsee Medical Fasting Reset', city: 'Tegernsee', country: 'Germany',
    group: 'metabolic-health', category: 'detox', days: 10, price: 5400, rating: 4.9,
    description: 'Therapeutic fasting by a Bavarian lake, guided by physicians who wrote the book.',
    details: 'Physician-led therapeutic fasting, metabolic monitoring and lakeside movement in the Bavarian Alps. Seestrasse 50, Bad Wiessee, Tegernsee.',
    about: 'Germany’s fasting clinics are the reference, and this lakeside programme is among the best. Over ten days, physicians guide a modified fast with broths and juices, monitor ketones and glucose, and reintroduce food with care. Guided walks, water gymnastics and liver compresses fill the days; the Alps fill the windows.',
    highlights: ['Physician-led therapeutic fast', 'Ketone and glucose monitoring', 'Lake and mountain walks', 'Gentle reintroduction menu'],
    includes: [inc('Medical fasting', 'Daily physician rounds and lab checks.'), inc('Movement', 'Guided walks, water gymnastics and yoga.'), inc('Therapies', 'Liver compresses, massage and Kneipp treatments.'), inc('Lake-view room', 'Room with balcony over the Tegernsee.')],
    specialOffer: 'Save 10% on January stays' },
  { id: 'prg-024', slug: 'black-forest-forest-bathing-recovery', name: 'Black Forest Forest-Bathing Recovery', city: 'Black Forest', country: 'Germany',
    group: 'healing-renewal', category: 'wellness', days: 5, price: 1950, rating: 4.6,
    description: 'Pine air, forest therapy and deep rest for a tired nervous system.',
    details: 'Certified forest therapy, burnout prevention coaching and a wood-clad spa in the northern Black Forest. Tonbachstrasse 237, Baiersbronn.',
    about: 'Studies show that time among trees lowers cortisol and blood pressure; the Black Forest has plenty. Certified forest therapists guide daily walks, stress coaches help you recognise early signs of burnout, and a wood-clad spa with pine saunas finishes each day. Dinners come from one of Germany’s most celebrated culinary villages.',
    highlights: ['Certified forest therapy walks', 'Burnout-prevention coaching', 'Pine-wood saunas', 'Michelin-starred village dining'],
    includes: [inc('Forest therapy', 'Daily guided sessions.'), inc('Coaching', 'Three one-to-one stress and sleep sessions.'), inc('Spa access', 'Saunas, pools and a relaxation room.'), inc('Half board', 'Regional gourmet cuisine.')],
    specialOffer: 'Complimentary massage' },
  // ---- Costa Rica ----
  { id: 'prg-025', slug: 'nosara-surf-yoga-vitality', name: 'Nosara Surf, Yoga & Vitality', city: 'Nosara', country: 'Costa Rica',
    group: 'transformative-health', category: 'fitness', days: 7, price: 2850, rating: 4.8,
    description: 'Blue Zone living on the Nicoya coast: surf at dawn, yoga at dusk.',
    details: 'Surf coaching, daily yoga, vitality assessment and Blue Zone cuisine steps from Playa Guiones. Playa Guiones, Nosara, Guanacaste.',
    about: 'The Nicoya Peninsula is a Blue Zone, and Nosara is its soul. Learn to surf or refine your style with patient coaches, practise yoga in an open-air shala among howler monkeys and eat fresh, local food that explains the region’s longevity. A vitality assessment on arrival sets goals for your week and beyond.',
    highlights: ['Daily surf coaching', 'Open-air jungle yoga', 'Vitality assessment', 'Blue Zone cuisine'],
    includes: [inc('Surf coaching', 'Five lessons with board and rash guard.'), inc('Yoga', 'Daily classes for every level.'), inc('Vitality assessment', 'Fitness, mobility and nutrition review.'), inc('Jungle suite', 'Suite with ocean glimpses.')],
    specialOffer: 'Free surfboard rental' },
  { id: 'prg-026', slug: 'arenal-volcanic-hot-springs-spa', name: 'Arenal Volcanic Hot Springs Spa', city: 'Arenal', country: 'Costa Rica',
    group: 'spa-relaxation', category: 'spa', days: 5, price: 2200, rating: 4.7,
    description: 'Rainforest hot springs at the foot of a perfect volcano cone.',
    details: 'Natural volcanic hot springs, rainforest spa rituals and volcano-view villas near La Fortuna. Road to Arenal Volcano, La Fortuna, Alajuela.',
    about: 'Warm rivers heated by the Arenal volcano run through the gardens of this retreat. Move between springs of different temperatures, receive treatments with volcanic mud and coffee from nearby farms, and fall asleep to the rainforest chorus. A hanging-bridges walk and a waterfall swim round out the stay.',
    highlights: ['Private volcanic hot springs', 'Volcanic mud and coffee rituals', 'Hanging bridges walk', 'La Fortuna waterfall swim'],
    includes: [inc('Hot springs', 'Unlimited access, including private pools.'), inc('Spa rituals', 'Three rainforest-inspired treatments.'), inc('Excursions', 'Hanging bridges and the La Fortuna waterfall.'), inc('Volcano villa', 'Villa facing the volcano.')],
    specialOffer: 'Free night on stays of five' },
  { id: 'prg-027', slug: 'osa-peninsula-rainforest-metabolic-reset', name: 'Osa Peninsula Rainforest Metabolic Reset', city: 'Osa Peninsula', country: 'Costa Rica',
    group: 'metabolic-health', category: 'nutrition', days: 8, price: 3550, rating: 4.8,
    description: 'Wild rainforest, ocean swims and a metabolic reset in the most biodiverse place on earth.',
    details: 'Metabolic coaching, farm-to-table tropical nutrition and rainforest expeditions in an eco-lodge. Cabo Matapalo, Puerto Jiménez, Osa Peninsula.',
    about: 'National Geographic called the Osa the most biologically intense place on earth. Here, a metabolic coach and a nutritionist build your reset around tropical whole foods and movement that never feels like exercise: rainforest hikes, ocean swims and paddleboarding on the Golfo Dulce. Scarlet macaws are the only alarm clock.',
    highlights: ['Metabolic coaching and testing', 'Rainforest expeditions', 'Golfo Dulce paddleboarding', 'Farm-to-table tropical menu'],
    includes: [inc('Metabolic programme', 'Testing, coaching and a take-home plan.'), inc('Nature expeditions', 'Rainforest hikes with naturalist guides.'), inc('Ocean activities', 'Kayak, paddleboard and swim sessions.'), inc('Eco-lodge bungalow', 'Open-air bungalow in the canopy.')],
    specialOffer: 'Whale-watching trip included' },
];

/**
 * Programs that share a place or a kind open their image lists at different points: the nth program of a country
 * and the nth of a category are turned by n.
 */
function imageOffsets(seeds: ProgramSeed[]) {
  const count = (key: (s: ProgramSeed) => string, i: number) => seeds.slice(0, i).filter((s) => key(s) === key(seeds[i]!)).length;
  // Two cities can share their scenes (Koh Samui and Phuket share a coast): the place is its first scene.
  const place = (s: ProgramSeed) => placeScenesFor(s.country, s.city)[0]?.name ?? s.country;
  return seeds.map((_, i) => ({ placeOffset: count(place, i), kindOffset: count((s) => s.category, i) }));
}

/** The sample programs: 27 programs across the nine destinations and four groups, all approved and active. */
const offsets = imageOffsets(SEEDS);
export const programs: Program[] = SEEDS.map((seed, i) => build(seed, i, offsets[i]!));
