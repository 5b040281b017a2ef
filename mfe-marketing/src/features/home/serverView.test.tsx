import { sampleCategories } from '@wellness/shared/api/catalog';
import type { ServerApiAnswer, ServerViewOutcome, ServerViewRequest } from '@wellness/shared/contract';
import { destinations, faqs, insights, programGroups, programs, team } from '@wellness/shared/data';
import type { SampleData } from '@wellness/shared/fallback';
import { loadCatalogues } from '@wellness/shared/i18n';
import { renderToServerHtml, watchLongTimers } from '@wellness/shared/testing';
import { HomePage } from './HomePage';
import { serverView } from './serverView';

const ORIGIN = 'https://wellness.example';
const shown = programs.slice(0, 4).map((program, i) => ({ ...program, id: `api-${i}`, slug: `api-program-${i}`, name: `API Program ${i}` }));

const ANSWERS: Record<string, unknown> = {
  '/faqs': faqs,
  '/api/programs?limit=10': { programs: shown, total: shown.length },
  '/program-categories': sampleCategories({ programGroups, programs } as unknown as SampleData),
  '/destinations': destinations,
  '/api/content/team': team,
  '/api/content/insights': insights,
};

function request(answer: (path: string) => ServerApiAnswer): ServerViewRequest & { asked: string[] } {
  const asked: string[] = [];
  return {
    route: '/',
    rest: '',
    query: new URLSearchParams(),
    origin: ORIGIN,
    asked,
    api: async (path) => {
      asked.push(path);
      return answer(path);
    },
  };
}

const answered = (path: string): ServerApiAnswer => (path in ANSWERS ? { status: 200, data: ANSWERS[path] } : { status: 404, data: null });
const page = (outcome: ServerViewOutcome) => {
  if (outcome.kind !== 'page') throw new Error(`expected a page, got ${outcome.kind}`);
  return outcome;
};
/** Text as react-dom/server writes it in HTML. */
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
const types = (outcome: ReturnType<typeof page>) => outcome.head.jsonLd?.map((ld) => ld['@type']);

describe('the home server view', () => {
  it('asks the API for what the sections show, by the paths the page asks them', async () => {
    const req = request(answered);
    await serverView(req);
    expect(req.asked.sort()).toEqual(Object.keys(ANSWERS).sort());
  });

  it('frees its store once its page is rendered: no timer of its cache outlives the page', async () => {
    // RTK Query's cache collection sets a keepUnusedDataFor timer (60 s) for each of the six answers the store holds,
    // and those timers hold the store: `release` (called by the Node build after the render) clears them.
    const timers = watchLongTimers();
    try {
      const outcome = page(await serverView(request(answered)));
      expect(renderToServerHtml(outcome.view)).toContain('API Program 0');
      expect(timers.set()).toBeGreaterThanOrEqual(6);
      outcome.release?.();
      expect(timers.pending()).toBe(0);
    } finally {
      timers.stop();
    }
  });

  it("has the home page's title, a description of 50 to 160 characters from its words, its canonical path and hero picture", async () => {
    const { head } = page(await serverView(request(answered)));
    expect(head.title).toBe('Wellness Travel · Retreats & Longevity Programs');
    expect(head.description).toMatch(/^Your gateway to exclusive wellness retreats/);
    expect(head.description.length).toBeGreaterThanOrEqual(50);
    expect(head.description.length).toBeLessThanOrEqual(160);
    expect(head.canonical).toBe('/');
    expect(head.image).toBe('/media/hero/slide-1-960.webp');
    expect(head.noindex).toBeUndefined();
  });

  it('describes the site and its search, the FAQ and the programs shown as JSON-LD', async () => {
    const outcome = page(await serverView(request(answered)));
    expect(types(outcome)).toEqual(['WebSite', 'FAQPage', 'ItemList']);
    const [, faq, list] = outcome.head.jsonLd!;
    expect((faq!.mainEntity as unknown[]).length).toBe(faqs.length);
    expect(faq!.mainEntity).toContainEqual({ '@type': 'Question', name: faqs[0]!.question, acceptedAnswer: { '@type': 'Answer', text: faqs[0]!.answer } });
    expect(list!.itemListElement).toEqual(
      shown.map((program, i) => ({ '@type': 'ListItem', position: i + 1, url: `${ORIGIN}/program-details/${program.slug}`, name: program.name })),
    );
  });

  it("renders the sections' content with a real link to each program, to /explore and to /search", async () => {
    const html = renderToServerHtml(page(await serverView(request(answered))).view);
    for (const program of shown) expect(html).toContain(`href="/program-details/${program.slug}"`);
    expect(html).toContain('href="/explore"');
    expect(html).toContain('href="/search"');
    // The FAQ, every answer included (closed panels are in the HTML, hidden).
    for (const faq of faqs) {
      expect(html).toContain(escaped(faq.question));
      expect(html).toContain(escaped(faq.answer));
    }
    expect(html).toContain(escaped(team[0]!.name));
    expect(html).toContain(escaped(destinations[0]!.country));
    // The hero is the one the browser paints first.
    expect(html).toContain('Experience Beyond Ordinary Wellness');
  });

  it('paints the same hero as the first view the browser shows before its script runs', async () => {
    const heroOf = (html: string) => html.slice(0, html.indexOf('</section>') + '</section>'.length);
    const served = heroOf(renderToServerHtml(page(await serverView(request(answered))).view));
    expect(served).toContain('id="home-title"');
    expect(served).toBe(heroOf(renderToServerHtml(<HomePage />)));
  });

  it('is still the page when the API fails: its sections as while loading, the site and search described, the links kept', async () => {
    const outcome = page(await serverView(request(() => ({ status: 0, data: null }))));
    expect(types(outcome)).toEqual(['WebSite']);
    const html = renderToServerHtml(outcome.view);
    expect(html).not.toContain('href="/program-details/');
    expect(html).toContain('href="/explore"');
    expect(html).toContain('href="/search"');
  });

  it('leaves out an answer that is not what the page reads', async () => {
    const outcome = page(
      await serverView(request((path) => (path === '/faqs' ? { status: 200, data: [{ id: 1 }] } : path === '/api/programs?limit=10' ? { status: 200, data: { programs: 'no' } } : answered(path)))),
    );
    expect(types(outcome)).toEqual(['WebSite']);
    expect(() => renderToServerHtml(outcome.view)).not.toThrow();
  });

  it('answers the page when an API call throws instead of answering', async () => {
    const outcome = page(await serverView(request((path) => (path === '/faqs' ? (() => { throw new Error('socket hang up'); })() : answered(path)))));
    expect(types(outcome)).toEqual(['WebSite', 'ItemList']);
  });

  it('is written in French for /fr/, every section in the words the app renders, nothing left in English', async () => {
    const outcome = page(await serverView({ ...request(answered), locale: 'fr' }));
    // As the site's server does: every catalogue the page's modules declared, in the page's language.
    await loadCatalogues('fr');
    const html = renderToServerHtml(outcome.view);
    for (const text of ['Des voyages choisis selon ce que vous voulez ressentir', 'Nos programmes', 'L’art de vivre plus longtemps', 'Vos questions, nos réponses',
      'Trouvons votre programme bien-être idéal', 'Destinations recommandées', 'Programmes bien-être', 'Un concierge pour chaque voyage', 'Découvrir les retraites']) {
      expect(html).toContain(escaped(text));
    }
    for (const text of ['Journeys chosen for how you want to feel', 'Our Programs', 'Ask our concierge', 'Compare plans', 'Explore retreats']) expect(html).not.toContain(escaped(text));
    // The groups and the countries by their names in French (the API's are English).
    for (const text of ['Santé transformatrice et bien-être', 'Longévité', 'Spa et détente', 'États-Unis', 'Suisse']) expect(html).toContain(escaped(text));
    for (const text of ['>Transformative Health &amp; Wellbeing<', 'Signature Spa', '>Switzerland<']) expect(html).not.toContain(text);
    // The site's own texts (FAQs, insights, team) in French, as the hydrated page says them; names as they are.
    for (const text of ['Qu’est-ce qu’une expérience de longévité avec concierge\u00a0?', 'La science du tourisme du sommeil', 'Longévité · 6 min de lecture', 'Fondatrice et directrice médicale']) {
      expect(html).toContain(escaped(text));
    }
    for (const text of [faqs[0]!.question, insights[0]!.title, team[0]!.role]) expect(html).not.toContain(escaped(text));
    expect(html).toContain(escaped(team[0]!.name));
  });

  it('says the FAQ of its JSON-LD in the page’s language, as the page shows it', async () => {
    const { head } = page(await serverView({ ...request(answered), locale: 'es' }));
    const faq = head.jsonLd!.find((ld) => ld['@type'] === 'FAQPage')!;
    expect(faq.mainEntity).toContainEqual(expect.objectContaining({ name: '¿Cómo empiezo?' }));
    expect(faq.mainEntity).not.toContainEqual(expect.objectContaining({ name: faqs[5]!.question }));
  });
});
