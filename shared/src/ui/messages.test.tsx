import path from 'node:path';
import { cleanup, render, screen } from '@testing-library/react';
import { loadUiMessages, localeSet, makeStore, Provider } from '@wellness/shared/contract';
import { describeCatalogue } from '@wellness/shared/i18n/testing';
import { REVIEW_MESSAGES, SAVED_MESSAGES } from '../domain/trust';
import en from './messages/en.json';
import es from './messages/es.json';
import fr from './messages/fr.json';
import { Carousel } from './Carousel/Carousel';
import { Pagination } from './DataTable/Pagination';
import { Dialog } from './Dialog/Dialog';
import { LoadingText } from './feedback/Loading';
import { SaveButton } from './SaveButton/SaveButton';

// The design system's words: one catalogue, in the contract (one copy on a page), checked against the code of ui/.
describeCatalogue('the design system’s catalogue', en, { es, fr }, path.join(__dirname), () => {
  it('says in English what the shared domain says', () => {
    expect(en.rating.none).toBe(REVIEW_MESSAGES.noReviews);
    expect([en.save.replace('{{name}}', 'X'), en.unsave.replace('{{name}}', 'X')]).toEqual([SAVED_MESSAGES.save('X'), SAVED_MESSAGES.unsave('X')]);
  });
});

describe('the design system’s words in the page’s language', () => {
  function inFrench(ui: React.ReactNode) {
    const store = makeStore();
    store.dispatch(localeSet('fr'));
    return render(<Provider store={store}>{ui}</Provider>);
  }

  it('names the dialog’s close button, the carousel’s arrows, the heart and the pagination in French', async () => {
    await loadUiMessages('fr');
    inFrench(
      <>
        <Carousel label="Programmes">{[<div key="a">A</div>]}</Carousel>
        <SaveButton name="Retraite" saved={false} onToggle={() => undefined} />
        <Pagination page={2} pageSize={20} total={1234} onPageChange={() => undefined} label="Pages" />
        <Dialog open onClose={() => undefined} title="Titre">Texte</Dialog>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Défiler vers la gauche', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enregistrer Retraite', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page précédente', hidden: true })).toHaveTextContent('Précédente');
    expect(screen.getByRole('navigation', { name: 'Pages', hidden: true }).textContent?.replace(/\s/g, ' ')).toContain('Page 2 sur 62 · 21–40 sur 1 234');
  });

  it('says "Loading…" in the page’s language when a loading line is given no words (an area waiting for a page’s code)', async () => {
    await loadUiMessages('fr');
    inFrench(<LoadingText page />);
    expect(screen.getByRole('status')).toHaveTextContent('Chargement…');
    cleanup();
    render(<LoadingText page />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('reads as English without a store (the style guide draws its parts without one)', () => {
    render(<Dialog open onClose={() => undefined} title="Title">Text</Dialog>);
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});
