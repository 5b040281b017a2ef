import { fireEvent, screen, within } from '@testing-library/react';
import type { TeamMember } from '@wellness/shared/domain';
import { renderWithProviders } from '@wellness/shared/testing';
import { apiUrl, http, HttpResponse, server, startMockApi } from '@wellness/shared/testing/msw';
import { DISCOVER_CARDS, DiscoverSection } from './discover/DiscoverSection';
import { homeSectionMessages } from './messages';

const english = homeSectionMessages.fixedT('en');
import { ExpertiseSection } from './expertise/ExpertiseSection';
import { PricingTeaserSection } from './pricing-teaser/PricingTeaserSection';
import { RetreatsBanner } from './retreats/RetreatsBanner';

const member = (id: TeamMember['id'], name: string): TeamMember => ({ id, name, role: `${name}'s role`, image: `/media/team/${id}-480.webp`, linkedin: `https://www.linkedin.com/in/${id}`, quote: `${name}'s words.` });

describe('the home sections', () => {
  startMockApi();

  it('Discover the art of living longer has its four cards', () => {
    renderWithProviders(<DiscoverSection />);
    expect(screen.getByRole('heading', { level: 2, name: 'Discover the art of living longer' })).toBeInTheDocument();
    expect(DISCOVER_CARDS.map((c) => english(c.title))).toEqual(['Global Wellness Partnerships', 'Immersive Wellness Travel', 'Pioneers in Longevity Care', 'Tailored Wellness Journeys']);
    for (const card of DISCOVER_CARDS) expect(screen.getByRole('heading', { level: 3, name: english(card.title) })).toBeInTheDocument();
  });

  it('Our Global Expertise: a testimonial and two team cards, each with a photo and a profile link', async () => {
    server.use(http.get(apiUrl('/api/content/team'), () =>
      HttpResponse.json({ data: [member('founder', 'Ada'), member('operations', 'Ben'), member('testimonial', 'Cleo')] })));
    renderWithProviders(<ExpertiseSection />);
    expect(screen.getByRole('heading', { level: 2, name: 'Our Global Expertise' })).toBeInTheDocument();
    expect(await screen.findByText("Cleo's words.")).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    for (const [card, name] of [[cards[0]!, 'Ada'], [cards[1]!, 'Ben']] as const) {
      expect(within(card).getByRole('heading', { name })).toBeInTheDocument();
      expect(within(card).getByRole('img', { name: `Portrait of ${name}` })).toBeInTheDocument();
      const link = within(card).getByRole('link', { name: new RegExp(`LinkedIn profile of ${name}`) });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
  });

  it('the pricing teaser links to /pricing', () => {
    const { location } = renderWithProviders(<PricingTeaserSection />);
    for (const price of ['$0', '$50', '$200', 'Custom']) expect(screen.getByText(price)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Compare plans' }));
    expect(location().pathname).toBe('/pricing');
  });

  it('the retreats banner links to /explore', () => {
    const { location } = renderWithProviders(<RetreatsBanner />);
    fireEvent.click(screen.getByRole('link', { name: 'Explore retreats' }));
    expect(location().pathname).toBe('/explore');
  });
});
