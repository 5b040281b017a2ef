import { act, fireEvent, screen } from '@testing-library/react';
import { faqs as sampleFaqs } from '@wellness/shared/data';
import { localeSet } from '@wellness/shared/contract';
import { makeTestStore, renderWithProviders } from '@wellness/shared/testing';
import { apiUrl, delay, http, HttpResponse, server, startMockApi } from '@wellness/shared/testing/msw';
import { editorialMessages } from '../../../../components/editorial/words';
import { HOME_API_TIMEOUT_MS } from '../../../../lib/api/apiTimeout';
import { marketingMessages } from '../../../../messages';
import { homeSectionMessages } from '../messages';
import { FaqSection } from './FaqSection';

const apiFaqs = [
  { id: 'a', question: 'Do you arrange transfers?', answer: 'Always, door to door.' },
  { id: 'b', question: 'Can I bring my family?', answer: 'Yes, with the Group plan.' },
  { id: 'c', question: 'Is there a minimum stay?', answer: 'Most programs run five nights or more.' },
];
const faqsAre = (data: unknown) => server.use(http.get(apiUrl('/faqs'), () => HttpResponse.json({ data })));
const question = (name: string) => screen.getByRole('button', { name });

describe('Your Questions, Answered', () => {
  startMockApi();
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => warn.mockRestore());

  it('opens the first answer; one open at a time; clicking the open one closes it', async () => {
    faqsAre(apiFaqs);
    renderWithProviders(<FaqSection />);
    expect(screen.getByRole('heading', { level: 2, name: 'Your Questions, Answered' })).toBeInTheDocument();
    await screen.findByText('Always, door to door.');
    expect(question('Do you arrange transfers?')).toHaveAttribute('aria-expanded', 'true');
    expect(question('Can I bring my family?')).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(question('Can I bring my family?'));
    expect(question('Can I bring my family?')).toHaveAttribute('aria-expanded', 'true');
    expect(question('Do you arrange transfers?')).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(question('Can I bring my family?'));
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  it('shows the six sample FAQs, without a message, when the API fails', async () => {
    server.use(http.get(apiUrl('/faqs'), () => HttpResponse.json({ error: { code: 'DOWN', message: 'down' } }, { status: 500 })));
    renderWithProviders(<FaqSection />);
    expect(await screen.findByRole('button', { name: sampleFaqs[0]!.question })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { expanded: false }).length + 1).toBe(6);
    expect(sampleFaqs).toHaveLength(6);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Could not load the FAQs'), expect.anything());
  });

  it('shows the sample FAQs when the API takes longer than 5 s', async () => {
    jest.useFakeTimers();
    try {
      server.use(http.get(apiUrl('/faqs'), async () => {
        await delay(HOME_API_TIMEOUT_MS * 3);
        return HttpResponse.json({ data: apiFaqs });
      }));
      renderWithProviders(<FaqSection />);
      await act(() => jest.advanceTimersByTimeAsync(HOME_API_TIMEOUT_MS - 100));
      expect(screen.queryByRole('button', { name: sampleFaqs[0]!.question })).not.toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(200));
      jest.useRealTimers();
      expect(await screen.findByRole('button', { name: sampleFaqs[0]!.question })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it("picks up the API's answer on the next visit, without a reload", async () => {
    const store = makeTestStore();
    server.use(http.get(apiUrl('/faqs'), () => HttpResponse.error()));
    const first = renderWithProviders(<FaqSection />, { store });
    expect(await screen.findByRole('button', { name: sampleFaqs[0]!.question })).toBeInTheDocument();
    first.unmount();

    faqsAre(apiFaqs);
    renderWithProviders(<FaqSection />, { store });
    expect(await screen.findByRole('button', { name: 'Do you arrange transfers?' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: sampleFaqs[0]!.question })).not.toBeInTheDocument();
  });

  it('asks the shell for the contact dialog', async () => {
    faqsAre(apiFaqs);
    const { store } = renderWithProviders(<FaqSection />);
    fireEvent.click(screen.getByRole('button', { name: 'Ask our concierge' }));
    expect(store.getState().ui.contactDialogOpen).toBe(true);
    await screen.findByText('Always, door to door.');
  });

  it('asks and answers the site’s FAQs in French; a FAQ the catalogue does not know as the API wrote it; English unchanged', async () => {
    await Promise.all([marketingMessages.load('fr'), homeSectionMessages.load('fr'), editorialMessages.load('fr')]);
    faqsAre([...sampleFaqs, apiFaqs[0]]);
    const store = makeTestStore();
    store.dispatch(localeSet('fr'));
    const french = renderWithProviders(<FaqSection />, { store });
    expect(await screen.findByRole('button', { name: 'Par où commencer\u00a0?' })).toBeInTheDocument();
    expect(question('Qu’est-ce qu’une expérience de longévité avec concierge\u00a0?')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/^C’est un voyage bien-être pensé autour de vous/)).toBeInTheDocument();
    expect(question('Do you arrange transfers?')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: sampleFaqs[5]!.question })).not.toBeInTheDocument();
    french.unmount();

    renderWithProviders(<FaqSection />);
    expect(await screen.findByRole('button', { name: sampleFaqs[5]!.question })).toBeInTheDocument();
    expect(screen.getByText(sampleFaqs[0]!.answer)).toBeInTheDocument();
  });
});
