import { render, screen } from '@testing-library/react';
import { domainWords, loadDomainWords, localeSet, makeStore, Provider, useDomainWords } from '@wellness/shared/contract';
import { describeCatalogue } from '@wellness/shared/i18n/testing';
import { CATEGORY_OPTIONS, PROGRAM_GROUPS } from '../../domain';
import { destinations } from '../destinations';
import { englishDomainWords } from './english';
import es from './es.json';
import fr from './fr.json';

// The catalogue's words: English is the data (categories.ts), Spanish and French are checked against it.
// Every English key is a value of the data (the keys are built from it), so none is named in the code.
describeCatalogue('the catalogue’s words', englishDomainWords(), { es, fr }, null, () => {
  const en = englishDomainWords();

  it('names every category and group the domain knows', () => {
    expect(Object.keys(en.category as object)).toEqual(CATEGORY_OPTIONS.map((o) => o.value));
    expect(Object.keys(en.group as object)).toEqual(PROGRAM_GROUPS.map((g) => g.slug));
    expect(Object.keys(en.destination as object)).toEqual(destinations.map((d) => d.id));
  });
});

describe('the catalogue’s names by language', () => {
  beforeAll(() => Promise.all([loadDomainWords('es'), loadDomainWords('fr')]));

  it('names categories and groups in Spanish and French, and in English as the page already writes them', () => {
    expect([domainWords('fr').categoryLabel('detox', 'Detox'), domainWords('es').categoryLabel('yoga', 'Yoga & Meditation')]).toEqual(['Détox', 'Yoga y meditación']);
    expect(domainWords('fr').categoryLabel('spa-relaxation', 'Spa & Relaxation')).toBe('Spa et détente');
    expect(domainWords('es').groupTitle('spa-relaxation', 'Spa & Relaxation')).toBe('Spa y relajación');
    expect(domainWords('fr').groupBadge('transformative-health', 'Longevity')).toBe('Longévité');
    expect(domainWords('es').groupDescription('metabolic-health', 'x')).toMatch(/^Seguimiento continuo de la glucosa/);
    expect(domainWords('fr').categoryDescription('nutrition', 'x')).toMatch(/^Une cuisine saine/);
    expect(domainWords('en').categoryLabel('detox', 'Detox')).toBe('Detox');
    expect(domainWords('en').groupTitle('healing-renewal', 'Healing & Renewal')).toBe('Healing & Renewal');
  });

  it('says each destination’s line and its rating in words in Spanish and French', () => {
    const italy = destinations.find((d) => d.id === 'italy')!;
    expect(domainWords('es').destinationDescription('italy', italy.description)).toMatch(/^La dolce vita, con receta/);
    expect(domainWords('fr').destinationDescription('italy', italy.description)).toMatch(/^La dolce vita sur ordonnance\u00a0:/);
    expect(domainWords('en').destinationDescription('italy', italy.description)).toBe(italy.description);
    expect([domainWords('es').destinationRating('bali', 'Exceptional'), domainWords('fr').destinationRating('bali', 'Exceptional')]).toEqual(['Excepcional', 'Exceptionnel']);
    // A destination the data does not know keeps the API's words; one without a rating in words keeps its own.
    expect(domainWords('fr').destinationDescription('iceland', 'Fire and ice.')).toBe('Fire and ice.');
    expect(domainWords('fr').destinationRating('italy', '')).toBe('');
  });

  it('shows a value the data does not know as the API wrote it', () => {
    expect(domainWords('fr').categoryLabel('ayurveda', 'Ayurveda')).toBe('Ayurveda');
    expect(domainWords('es').categoryLabel('Sound healing')).toBe('Sound healing');
    expect(domainWords('fr').groupTitle('new-group', 'New group')).toBe('New group');
  });

  it('reads the page’s language from the store', () => {
    function Name() {
      const words = useDomainWords();
      return <p>{words.categoryLabel('yoga', 'Yoga & Meditation')} · {words.groupTitle('metabolic-health', 'Metabolic Health')}</p>;
    }
    const store = makeStore();
    store.dispatch(localeSet('es'));
    render(<Provider store={store}><Name /></Provider>);
    expect(screen.getByText('Yoga y meditación · Salud metabólica')).toBeInTheDocument();
    render(<Name />);
    expect(screen.getByText('Yoga & Meditation · Metabolic Health')).toBeInTheDocument();
  });
});
