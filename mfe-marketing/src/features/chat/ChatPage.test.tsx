import { act, fireEvent, screen, within } from '@testing-library/react';
import { destinations, programGroups, programs } from '@wellness/shared/data';
import type { ProgramSummary } from '@wellness/shared/domain';
import { displayCurrencyChosen, loadDomainWords, localeSet } from '@wellness/shared/contract';
import { formatApproxMoney, formatMoney } from '@wellness/shared/format';
import { makeTestStore, renderArea } from '@wellness/shared/testing';
import { composerMessages } from '../../components/ChatComposer/messages';
import { componentMessages } from '../../components/messages';
import { chatMessages } from './messages';
import { ChatPage } from './ChatPage';
import { apiUrl, http, HttpResponse, server, startMockApi } from '@wellness/shared/testing/msw';
import { FIRST_REPLY_MS, LATER_REPLY_MS } from './chatSlice';
import { replies } from './replies';

const replyText = replies('en');

const ubud = programs.find((p) => p.city === 'Ubud' && p.category === 'yoga')! as ProgramSummary;
const samui = programs.find((p) => p.city === 'Koh Samui' && p.category === 'detox')! as ProgramSummary;
/** The query strings GET /api/search was asked. */
const searches: string[] = [];

// The search API: Bali yoga is Ubud's retreat; detox under $3,000 is Koh Samui's, except in June.
function catalogueApi() {
  searches.length = 0;
  server.use(
    http.get(apiUrl('/destinations'), () => HttpResponse.json({ data: destinations })),
    http.get(apiUrl('/program-categories'), () => HttpResponse.json({ data: programGroups.map((g) => ({ ...g, programs: [] })) })),
    http.get(apiUrl('/api/search'), ({ request }) => {
      const q = new URL(request.url).searchParams;
      searches.push(q.toString());
      let list: ProgramSummary[] = [];
      if (q.get('category') === 'yoga' && q.get('country') === 'Bali') list = [ubud];
      if (q.get('country') === 'Bali' && !q.get('category')) list = [ubud];
      if (q.get('category') === 'detox' && q.get('maxPrice') === '3000' && q.get('month') !== '2027-06') list = [samui];
      return HttpResponse.json({ data: { programs: list, total: list.length === 0 ? 0 : 4, totalCapped: false, places: [], limit: 3, offset: 0 } });
    }),
  );
}

const log = () => screen.getByRole('log', { name: 'Conversation' });
const wait = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
const chatWith = (message: string) => renderArea(ChatPage, { route: '/chat?message=' + encodeURIComponent(message) });

describe('the chat page (/chat)', () => {
  startMockApi();
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    // 25 November 2026: "in March" is March 2027.
    jest.setSystemTime(new Date(2026, 10, 25, 12));
    catalogueApi();
  });
  afterEach(() => jest.useRealTimers());

  it('starts with the message, types, and answers after 2 s with what it understood, the programs and the search page', async () => {
    await chatWith('A yoga retreat in Bali');
    expect(screen.getByRole('heading', { level: 1, name: 'Chat' })).toBeInTheDocument();
    expect(within(log()).getByText('A yoga retreat in Bali')).toBeInTheDocument();
    expect(screen.getByText('The assistant is typing…')).toBeInTheDocument();

    const answer = replyText.found('Yoga and meditation programs in Bali', 4);
    await wait(FIRST_REPLY_MS - 1);
    expect(within(log()).queryByText(answer)).not.toBeInTheDocument();
    await wait(1);
    expect(within(log()).getByText(answer)).toBeInTheDocument();
    expect(screen.queryByText('The assistant is typing…')).not.toBeInTheDocument();
    expect(searches).toEqual(['category=yoga&country=Bali&limit=3']);

    expect(within(log()).getByRole('link', { name: new RegExp(ubud.name) })).toHaveAttribute('href', `/program-details/${ubud.slug}`);
    expect(within(log()).getByRole('link', { name: replyText.seeAll })).toHaveAttribute('href', '/search?category=yoga&country=Bali');
  });

  it('reads budgets and months: detox under $3,000 in March', async () => {
    await chatWith('Detox programs under $3,000 in March');
    await wait(FIRST_REPLY_MS);
    expect(within(log()).getByText('Detox programs under $3,000 in March 2027: 4 found')).toBeInTheDocument();
    expect(searches).toEqual(['category=detox&maxPrice=3000&month=2027-03&limit=3&currency=USD']);
    expect(within(log()).getByRole('link', { name: new RegExp(samui.name) })).toBeInTheDocument();
    expect(within(log()).getByRole('link', { name: replyText.seeAll })).toHaveAttribute('href', '/search?category=detox&maxPrice=3000&month=2027-03&currency=USD');
  });

  it('says when nothing matches and offers the nearest search, saying what it left out', async () => {
    await chatWith('detox under $3,000 in June');
    await wait(FIRST_REPLY_MS);
    expect(within(log()).getByText('Nothing found for detox programs under $3,000 in June 2027. Without the month, detox programs under $3,000: 4 found')).toBeInTheDocument();
    expect(searches).toEqual(['category=detox&maxPrice=3000&month=2027-06&limit=3&currency=USD', 'category=detox&maxPrice=3000&limit=3&currency=USD']);
    expect(within(log()).getByRole('link', { name: replyText.seeAll })).toHaveAttribute('href', '/search?category=detox&maxPrice=3000&currency=USD');
  });

  it('answers each later message after 1.5 s', async () => {
    await renderArea(ChatPage, { route: '/chat' });
    expect(within(log()).getByText("I'd like to learn about wellness programs")).toBeInTheDocument();
    await wait(FIRST_REPLY_MS);
    expect(within(log()).getAllByRole('listitem').filter((li) => li.textContent?.startsWith('Assistant'))).toHaveLength(1);

    fireEvent.change(screen.getByRole('textbox', { name: 'Message the assistant' }), { target: { value: 'Anything in Bali?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(within(log()).getByText('Anything in Bali?')).toBeInTheDocument();
    expect(screen.getByText('The assistant is typing…')).toBeInTheDocument();
    await wait(LATER_REPLY_MS - 1);
    expect(within(log()).queryByText('Programs in Bali: 4 found')).not.toBeInTheDocument();
    await wait(1);
    expect(within(log()).getByText('Programs in Bali: 4 found')).toBeInTheDocument();
  });

  it.each(['zzz', 'What does it cost?'])('answers "%s", where it understands no criterion, with the canned reply and the categories', async (message) => {
    await chatWith(message);
    await wait(FIRST_REPLY_MS - 1);
    expect(within(log()).queryByText(replyText.nothing)).not.toBeInTheDocument();
    await wait(1);
    expect(within(log()).getByText(replyText.nothing)).toBeInTheDocument();
    expect(within(log()).getByRole('link', { name: 'Metabolic Health' })).toHaveAttribute('href', '/programs');
    expect(within(log()).queryByText(/Costa/)).not.toBeInTheDocument();
    expect(searches).toEqual([]);
  });

  it('starts with the initialMessage of the navigation state, as the home chat bar sends it', async () => {
    await renderArea(ChatPage, { route: { pathname: '/chat', state: { initialMessage: 'Detox somewhere warm' } } });
    expect(within(log()).getByText('Detox somewhere warm')).toBeInTheDocument();
  });

  it('recommends from the sample programs when the API is down', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.get(apiUrl('/destinations'), () => HttpResponse.error()),
      http.get(apiUrl('/api/search'), () => HttpResponse.error()),
    );
    await chatWith('A yoga retreat in Bali');
    await wait(FIRST_REPLY_MS);
    await act(async () => {
      jest.useRealTimers();
      await new Promise((r) => setTimeout(r, 50));
    });
    const baliYoga = programs.filter((p) => p.country === 'Bali' && p.category === 'yoga');
    expect(await screen.findByText(replyText.found('Yoga and meditation programs in Bali', baliYoga.length))).toBeInTheDocument();
    expect(within(log()).getByRole('link', { name: new RegExp(ubud.name) })).toBeInTheDocument();
    warn.mockRestore();
  });
});

describe('the chat page in Spanish and French (/es/chat, /fr/chat)', () => {
  startMockApi();
  beforeAll(() => Promise.all((['es', 'fr'] as const).flatMap((locale) => [chatMessages, composerMessages, componentMessages].map((c) => c.load(locale)))));
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    jest.setSystemTime(new Date(2026, 10, 25, 12));
    catalogueApi();
  });
  afterEach(() => jest.useRealTimers());

  // The log is named in the page's language ("Conversación", "Conversation").
  const conversation = () => screen.getByRole('log', { name: /^Conversa(ción|tion)$/ });
  const chatIn = async (locale: 'es' | 'fr', route: string) => {
    // The shell loads the catalogue's words (the groups' names) before the page renders.
    await loadDomainWords(locale);
    const store = makeTestStore();
    store.dispatch(localeSet(locale));
    return renderArea(ChatPage, { route, store });
  };

  it('reads a Spanish message and answers in Spanish, with its budget in euros and the search page in Spanish', async () => {
    await chatIn('es', '/chat?message=' + encodeURIComponent('un detox por menos de 3.000 € en marzo'));
    await wait(FIRST_REPLY_MS);
    expect(within(conversation()).getByText('Programas de detox por menos de 3000 € en marzo de 2027: 4 resultados')).toBeInTheDocument();
    expect(searches).toEqual(['category=detox&maxPrice=3000&month=2027-03&limit=3&currency=EUR']);
    expect(within(conversation()).getByRole('link', { name: 'Ver todos los resultados' })).toHaveAttribute('href', '/search?category=detox&maxPrice=3000&month=2027-03&currency=EUR');
  });

  it('shows each recommended program’s nights and price in the page’s language, with the price in the visitor’s currency', async () => {
    server.use(http.get(apiUrl('/api/rates'), () => HttpResponse.json({ data: { date: '2026-11-24', perEuro: { EUR: 1, USD: 1.25, GBP: 0.85 }, fresh: true } })));
    const store = makeTestStore();
    store.dispatch(localeSet('fr'));
    store.dispatch(displayCurrencyChosen('EUR'));
    await renderArea(ChatPage, { route: '/chat?message=' + encodeURIComponent('une détox à moins de 3 000 € en mars'), store });
    await wait(FIRST_REPLY_MS);
    // The rates arrive after the reply's cards.
    await wait(100);
    const card = within(conversation()).getByRole('link', { name: new RegExp(samui.name) });
    const nights = samui.nights!;
    const price = formatMoney(samui.price!, samui.currency, 'fr');
    const approx = formatApproxMoney(Math.round(samui.currency === 'EUR' ? samui.price! : samui.price! / 1.25), 'EUR', 'fr');
    expect(card.textContent?.replace(/\s/g, ' ')).toContain(`${nights} nuit${nights > 1 ? 's' : ''} · ${price} ${approx}`.replace(/\s/g, ' '));
    expect(card).toHaveTextContent(/environ .+, au taux du 24 nov\. 2026/);
    // Its place names its country in French.
    expect(samui.location).toBe('Koh Samui - Thailand');
    expect(card).toHaveTextContent('Koh Samui - Thaïlande');
    expect(within(conversation()).getByRole('link', { name: 'Voir tous les résultats' })).toHaveAttribute('href', '/search?category=detox&maxPrice=3000&month=2027-03&currency=EUR');
  });

  it('starts a French conversation with the default message in French, and offers the categories in French when it understands nothing', async () => {
    await chatIn('fr', '/chat');
    expect(within(conversation()).getByText('J’aimerais découvrir les programmes de bien-être')).toBeInTheDocument();
    await wait(FIRST_REPLY_MS);
    // "bien-être" is wellness: nothing in this API's answers, so the nearest search and then the categories.
    expect(within(conversation()).getByText('Aucun résultat pour programmes de bien-être. Souhaitez-vous plutôt parcourir nos catégories ?')).toBeInTheDocument();
    const chip = within(conversation()).getByRole('link', { name: 'Spa et détente' });
    expect(chip).toHaveAttribute('href', '/programs');
    expect(within(conversation()).getByRole('link', { name: 'Santé métabolique' })).toBeInTheDocument();
  });

  it('says the canned reply in Spanish', async () => {
    await chatIn('es', '/chat?message=zzz');
    await wait(FIRST_REPLY_MS);
    expect(within(conversation()).getByText(replies('es').nothing)).toBeInTheDocument();
    expect(replies('es').nothing).toMatch(/^Aún no he encontrado/);
    expect(within(conversation()).getByRole('link', { name: 'Salud metabólica' })).toBeInTheDocument();
  });
});
