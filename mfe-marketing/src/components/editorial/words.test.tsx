import { screen } from '@testing-library/react';
import { localeSet, type Messages } from '@wellness/shared/contract';
import { faqs, insights, team } from '@wellness/shared/data';
import { messagesT } from '@wellness/shared/i18n';
import { describeCatalogue } from '@wellness/shared/i18n/testing';
import { makeTestStore, renderWithProviders } from '@wellness/shared/testing';
import { InsightCard } from '../cards/InsightCard';
import { componentMessages } from '../messages';
import es from './messages/es.json';
import fr from './messages/fr.json';
import { editorialMessages, editorialWords } from './words';

/**
 * The catalogue's English, from the data that seeds the API (the page shows the API's English as it is, so this object
 * is for checking the other languages against, never bundled): every key is an item's id, so none can be unused.
 */
function englishEditorial(): Messages {
  return {
    faq: Object.fromEntries(faqs.map((f) => [f.id, { question: f.question, answer: f.answer }])),
    insight: Object.fromEntries(insights.map((i) => [i.id, { title: i.title, category: i.category, excerpt: i.excerpt }])),
    team: Object.fromEntries(team.map((m) => [m.id, { role: m.role, quote: m.quote }])),
    // The data's read times all say "N min read" (checked below).
    readTime_one: '{{count}} min read',
    readTime_other: '{{count}} min read',
  };
}

// English is the data (content.ts): its keys are built from the items' ids, so none is named in the code.
describeCatalogue('the editorial catalogue', englishEditorial(), { es, fr }, null, () => {
  const en = englishEditorial();

  it('says the read time as the data does in English', () => {
    const t = messagesT('en', en);
    for (const insight of insights) expect(t('readTime', { count: Number(/\d+/.exec(insight.readTime)![0]) })).toBe(insight.readTime);
  });

  it('writes French with a no-break space before : ; ! ? and inside « »', () => {
    const texts = JSON.stringify(fr);
    expect(texts).not.toMatch(/ [:;!?»]|« /);
    expect(texts).toContain('\u00a0?');
  });
});

describe('the editorial words by language', () => {
  beforeAll(() => Promise.all([editorialMessages.load('es'), editorialMessages.load('fr')]));
  const words = (locale: 'en' | 'es' | 'fr') => editorialWords(editorialMessages.fixedT(locale));

  it('says a FAQ, an insight and a team member in Spanish and French, their other fields as the API sent them', () => {
    expect(words('es').faq(faqs[5]!)).toEqual({ ...faqs[5], question: '¿Cómo empiezo?', answer: expect.stringMatching(/^Explore los programas/) });
    expect(words('fr').faq(faqs[5]!).question).toBe('Par où commencer\u00a0?');
    const sleep = insights[0]!;
    expect(words('fr').insight(sleep)).toEqual({
      ...sleep, title: 'La science du tourisme du sommeil', category: 'Longévité', readTime: '6 min de lecture', excerpt: expect.stringMatching(/^Pourquoi les plus beaux resorts/),
    });
    expect(words('es').insight(insights[1]!).readTime).toBe('8 min de lectura');
    const founder = team[0]!;
    expect(words('es').member(founder)).toEqual({ ...founder, role: 'Fundadora y directora médica', quote: expect.stringMatching(/^Quince años de medicina preventiva/) });
  });

  it('leaves English as the API wrote it, and an item the catalogue does not know', () => {
    for (const faq of faqs) expect(words('en').faq(faq)).toEqual(faq);
    for (const insight of insights) expect(words('en').insight(insight)).toEqual(insight);
    for (const member of team) expect(words('en').member(member)).toEqual(member);
    const added = { id: 'visas', question: 'Do you arrange visas?', answer: 'We advise on them.' };
    expect(words('fr').faq(added)).toEqual(added);
    // A new article's read time is still said from its number; one without a number stays as written.
    expect(words('fr').insight({ ...insights[0]!, id: 'insight-99', title: 'New', readTime: '12 min read' })).toMatchObject({ title: 'New', readTime: '12 min de lecture' });
    expect(words('es').insight({ ...insights[0]!, readTime: 'Quick read' }).readTime).toBe('Quick read');
  });
});

describe('an insight card in French', () => {
  beforeAll(() => Promise.all([editorialMessages.load('fr'), componentMessages.load('fr')]));

  it('shows its title, category, read time and excerpt in French, and in English unchanged', () => {
    const store = makeTestStore();
    store.dispatch(localeSet('fr'));
    const french = renderWithProviders(<InsightCard insight={insights[3]!} />, { store });
    expect(screen.getByText('Lire votre courbe de glycémie')).toBeInTheDocument();
    expect(screen.getByText('Santé métabolique · 7 min de lecture')).toBeInTheDocument();
    expect(screen.getByText(/^Les capteurs de glucose en continu/)).toBeInTheDocument();
    expect(screen.queryByText(insights[3]!.title)).not.toBeInTheDocument();
    french.unmount();

    renderWithProviders(<InsightCard insight={insights[3]!} />);
    expect(screen.getByText('Reading Your Glucose Curve')).toBeInTheDocument();
    expect(screen.getByText('Metabolic Health · 7 min read')).toBeInTheDocument();
    expect(screen.getByText(insights[3]!.excerpt)).toBeInTheDocument();
  });
});
