import { act, fireEvent, screen, within } from '@testing-library/react';
import { destinations, programGroups, programs } from '@wellness/shared/data';
import type { ProgramSummary } from '@wellness/shared/domain';
import { renderArea } from '@wellness/shared/testing';
import { ChatPage } from './ChatPage';
import { apiUrl, http, HttpResponse, server, startMockApi } from '@wellness/shared/testing/msw';
import { FIRST_REPLY_MS, LATER_REPLY_MS } from './chatSlice';
import { replyText } from './recommend';

const ubud = programs.find((p) => p.city === 'Ubud' && p.category === 'yoga')! as ProgramSummary;
const requests: string[] = [];

function catalogueApi() {
  requests.length = 0;
  server.use(
    http.get(apiUrl('/destinations'), () => HttpResponse.json({ data: destinations })),
    http.get(apiUrl('/program-categories'), () => HttpResponse.json({ data: programGroups.map((g) => ({ ...g, programs: [] })) })),
    http.get(apiUrl('/api/programs'), ({ request }) => {
      requests.push(new URL(request.url).search);
      const q = new URL(request.url).searchParams;
      const list = q.get('country') === 'Bali' ? [ubud] : [];
      return HttpResponse.json({ data: { programs: list, total: list.length } });
    }),
    http.get(apiUrl('/api/search'), () => HttpResponse.json({ data: { programs: [], total: 0, totalCapped: false, places: [], limit: 3, offset: 0 } })),
  );
}

const log = () => screen.getByRole('log', { name: 'Conversation' });
const wait = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

describe('the chat page (/chat)', () => {
  startMockApi();
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    catalogueApi();
  });
  afterEach(() => jest.useRealTimers());

  it('starts with the message, types, and answers after 2 s with matching programs linked to their details', async () => {
    await renderArea(ChatPage, { route: '/chat?message=' + encodeURIComponent('A yoga retreat in Bali') });
    expect(screen.getByRole('heading', { level: 1, name: 'Chat' })).toBeInTheDocument();
    expect(within(log()).getByText('A yoga retreat in Bali')).toBeInTheDocument();
    expect(screen.getByText('The assistant is typing…')).toBeInTheDocument();

    await wait(FIRST_REPLY_MS - 1);
    expect(within(log()).queryByText(replyText.categoryInPlace('yoga and meditation', 'Bali'))).not.toBeInTheDocument();
    await wait(1);
    expect(within(log()).getByText(replyText.categoryInPlace('yoga and meditation', 'Bali'))).toBeInTheDocument();
    expect(screen.queryByText('The assistant is typing…')).not.toBeInTheDocument();
    expect(requests).toContain('?category=yoga&country=Bali&limit=3');

    const link = within(log()).getByRole('link', { name: new RegExp(ubud.name) });
    expect(link).toHaveAttribute('href', `/program-details/${ubud.slug}`);
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
    expect(within(log()).queryByText(replyText.place('Bali'))).not.toBeInTheDocument();
    await wait(1);
    expect(within(log()).getByText(replyText.place('Bali'))).toBeInTheDocument();
  });

  it('offers the categories when nothing matches', async () => {
    await renderArea(ChatPage, { route: '/chat?message=zzz' });
    await wait(FIRST_REPLY_MS);
    expect(within(log()).getByText(replyText.nothing)).toBeInTheDocument();
    expect(within(log()).getByRole('link', { name: 'Metabolic Health' })).toHaveAttribute('href', '/programs');
  });

  it('starts with the initialMessage of the navigation state, as the home chat bar sends it', async () => {
    await renderArea(ChatPage, { route: { pathname: '/chat', state: { initialMessage: 'Detox somewhere warm' } } });
    expect(within(log()).getByText('Detox somewhere warm')).toBeInTheDocument();
  });

  it('recommends from the sample programs when the API is down', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.get(apiUrl('/destinations'), () => HttpResponse.error()),
      http.get(apiUrl('/api/programs'), () => HttpResponse.error()),
    );
    await renderArea(ChatPage, { route: '/chat?message=' + encodeURIComponent('A yoga retreat in Bali') });
    await wait(FIRST_REPLY_MS);
    await act(async () => {
      jest.useRealTimers();
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(await screen.findByText(replyText.categoryInPlace('yoga and meditation', 'Bali'))).toBeInTheDocument();
    expect(within(log()).getByRole('link', { name: new RegExp(ubud.name) })).toBeInTheDocument();
    warn.mockRestore();
  });
});
