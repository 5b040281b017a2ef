import { programs } from './programs';
import { isSampleProgram } from '../domain';

/**
 * The sample programs' words agree with their own data: counted phrases (days, nights, weeks, sessions), arrival
 * (airports of the program's own country, water transfers only where there is water), and the day's schedule (only
 * what the program includes).
 */
const NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12 };
const ORDINALS: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10 };
const num = (word: string) => NUMBERS[word.toLowerCase()] ?? Number(word);
const NUMBER = `(\\d+|${Object.keys(NUMBERS).join('|')})`;

/** The text a program says about its own stay (event texts are about other dates). */
const ownText = (p: (typeof programs)[number]) =>
  [p.name, p.description, p.details, p.about, p.specialOffer, ...p.highlights, ...p.includes.flatMap((i) => [i.title, i.description]), ...p.dailySchedule.map((s) => `${s.title} ${s.description}`)].join('\n');

describe.each(programs.map((p) => [p.name, p] as const))('%s', (_name, program) => {
  const text = ownText(program);

  it('counts its days and nights as its duration does', () => {
    expect(program.duration).toBe(`${program.days} Days / ${program.nights} Nights`);
    for (const m of text.matchAll(new RegExp(`\\b${NUMBER}[- ]days?\\b`, 'gi'))) expect(num(m[1]!)).toBe(program.days);
    for (const m of text.matchAll(new RegExp(`\\b${NUMBER}[- ]nights?\\b`, 'gi'))) expect(num(m[1]!)).toBe(program.nights);
    for (const m of text.matchAll(new RegExp(`\\bday ${NUMBER}\\b`, 'gi'))) expect(num(m[1]!)).toBeLessThanOrEqual(program.days!);
    for (const m of text.matchAll(/\b(\w+) night\b/gi)) if (ORDINALS[m[1]!.toLowerCase()]) expect(ORDINALS[m[1]!.toLowerCase()]).toBeLessThanOrEqual(program.nights!);
    for (const m of text.matchAll(/Stay (\d+), pay (\d+)/g)) expect(Number(m[1])).toBe(program.days);
    for (const m of text.matchAll(new RegExp(`stays of ${NUMBER}`, 'gi'))) expect(num(m[1]!)).toBeLessThanOrEqual(program.days!);
    // "a week" is a stay of six to eight days.
    if (/\bweek\b/i.test(text)) expect(program.days).toBeGreaterThanOrEqual(6);
    if (/\bweek\b/i.test(text)) expect(program.days).toBeLessThanOrEqual(8);
  });

  it('promises no more sessions than it has days', () => {
    const counted = new RegExp(`\\b${NUMBER} (?:[a-z-]+ ){0,2}(classes|lessons|sessions|treatments|walks|cooking sessions|excursions)\\b(?! a day)`, 'gi');
    for (const m of text.matchAll(counted)) expect(num(m[1]!)).toBeLessThanOrEqual(program.days!);
  });

  it('arrives by its own country’s airports and by water only where there is water', () => {
    const codes = [...program.arrival.airport.matchAll(/\(([A-Z]{3})\)/g)].map((m) => m[1]!);
    expect(codes.length).toBeGreaterThan(0);
    for (const other of programs.filter((p) => p.country !== program.country)) {
      for (const code of codes) expect(other.arrival.airport).not.toContain(`(${code})`);
    }
    const water = /\b(lake|boat|water taxi|ferry)\b/i;
    if (water.test(program.arrival.transfer)) expect(`${program.name} ${program.description} ${program.details} ${program.about}`).toMatch(/\blake|caldera|\bsea\b|ocean|\bport\b/i);
    expect(program.arrival.notes).toContain(program.city.replace(/^the /i, ''));
  });

  it('schedules only what it includes, at an hour its own words allow', () => {
    const included = new Map(program.includes.map((i) => [i.title, i.description]));
    const slots = program.dailySchedule.filter((s) => included.has(s.title));
    expect(slots.length).toBeGreaterThan(0);
    for (const slot of slots) {
      expect(slot.description).toBe(included.get(slot.title));
      const hour = Number(slot.time.slice(0, 2));
      if (/sunset|dusk|evening/i.test(slot.description) && !/dawn|sunrise/i.test(slot.description)) expect(hour).toBeGreaterThanOrEqual(17);
      if (/dawn|sunrise/i.test(slot.description)) expect(hour).toBeLessThan(8);
    }
    const times = program.dailySchedule.map((s) => s.time);
    expect([...times].sort()).toEqual(times);
  });

  it('dates its offer by its own terms', () => {
    expect(program.specialOffers[0]!.description).toContain('31 March 2027');
    expect(program.terms.bookBy).toBe('2027-03-31');
    expect(program.specialOffers[0]!.description).not.toMatch(/Book by date/);
  });
});

describe('the sample programs are known as samples', () => {
  it('each has a sample id, so the marketing copy written for them is shown for them, and no form-made id passes for one', () => {
    for (const program of programs) expect(isSampleProgram(program)).toBe(true);
    expect(isSampleProgram({ id: '5f0c6f0e-5d6b-4a53-9a3c-2f1f2b7b0c11' })).toBe(false);
    expect(isSampleProgram({ id: 'prg-001-copy' })).toBe(false);
  });
});
