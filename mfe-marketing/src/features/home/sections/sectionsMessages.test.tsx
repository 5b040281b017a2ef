import { fireEvent, screen, within } from '@testing-library/react';
import { localeSet } from '@wellness/shared/contract';
import { team } from '@wellness/shared/data';
import { formatMoney } from '@wellness/shared/format';
import { makeTestStore, renderWithProviders } from '@wellness/shared/testing';
import { composerMessages } from '../../../components/ChatComposer/messages';
import { carouselMessages } from '../../../components/carousels/messages';
import { editorialMessages } from '../../../components/editorial/words';
import { componentMessages } from '../../../components/messages';
import { ratingText } from '../../../components/cards/ratingText';
import { marketingMessages } from '../../../messages';
import { ChatBarSection } from './chat-bar/ChatBarSection';
import { DiscoverSection } from './discover/DiscoverSection';
import { ExpertiseSection } from './expertise/ExpertiseSection';
import { homeSectionMessages } from './messages';
import { PricingTeaserSection, TEASER_PLANS } from './pricing-teaser/PricingTeaserSection';
import { homeStore } from '../../../lib/serverView/homeStore';

async function storeIn(locale: 'es' | 'fr') {
  await Promise.all([marketingMessages.load(locale), homeSectionMessages.load(locale), componentMessages.load(locale), composerMessages.load(locale)]);
  const store = makeTestStore();
  store.dispatch(localeSet(locale));
  return store;
}

describe('the home sections in other languages', () => {
  it('writes the teaser prices in the page\'s locale', async () => {
    renderWithProviders(<PricingTeaserSection />, { store: await storeIn('fr') });
    // The DOM's text is matched with its spaces made plain (French writes a narrow no-break space before the currency).
    const shown = (text: string) => text.replace(/\s+/g, ' ');
    for (const plan of TEASER_PLANS) if (plan.amount !== null) expect(screen.getByText(shown(formatMoney(plan.amount, 'USD', 'fr')))).toBeInTheDocument();
    expect(screen.getByText('50 $US')).toBeInTheDocument();
  });

  it('shows Discover in French, heading and cards', async () => {
    renderWithProviders(<DiscoverSection />, { store: await storeIn('fr') });
    expect(screen.getByRole('heading', { level: 2, name: 'L’art de vivre plus longtemps' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Des voyages bien-être sur mesure' })).toBeInTheDocument();
  });

  it('shows the chat bar in Spanish, and a suggestion sends its Spanish text', async () => {
    const { location } = renderWithProviders(<ChatBarSection />, { store: await storeIn('es') });
    expect(screen.getByRole('textbox', { name: 'Pregunte a nuestro asistente de bienestar' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Un retiro de yoga en Bali' }));
    expect(location().state).toEqual({ initialMessage: 'Un retiro de yoga en Bali' });
  });

  it('shows the plans at a glance in French', async () => {
    renderWithProviders(<PricingTeaserSection />, { store: await storeIn('fr') });
    const list = screen.getByRole('list');
    expect(within(list).getAllByText('par mois')).toHaveLength(2);
    expect(list).toHaveTextContent('par mois, jusqu’à 4 personnes');
    expect(screen.getByRole('link', { name: /Comparer les formules/ })).toHaveAttribute('href', '/pricing');
  });

  it('shows the team’s roles and quotes in Spanish, their names as they are', async () => {
    await Promise.all([marketingMessages.load('es'), homeSectionMessages.load('es'), editorialMessages.load('es')]);
    renderWithProviders(<ExpertiseSection />, { store: homeStore({ team }, 'es') });
    expect(screen.getByText('Fundadora y directora médica')).toBeInTheDocument();
    expect(screen.getByText('Director de operaciones internacionales')).toBeInTheDocument();
    expect(screen.getByText(/^Llegué agotada/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: team[0]!.name })).toBeInTheDocument();
    for (const member of team) expect(screen.queryByText(member.quote)).not.toBeInTheDocument();
  });

  it('counts Michelin keys with the plural of each language', async () => {
    await carouselMessages.load('fr');
    const michelin = (keyCount: number, locale: 'en' | 'fr') => ratingText({ rating: 5, ratingType: 'michelin', ratingText: '', keyCount }, carouselMessages.fixedT(locale));
    expect(michelin(1, 'en')).toBe('1 Michelin Key');
    expect(michelin(3, 'en')).toBe('3 Michelin Keys');
    expect(michelin(1, 'fr')).toBe('1 clé Michelin');
    expect(michelin(2, 'fr')).toBe('2 clés Michelin');
  });
});
