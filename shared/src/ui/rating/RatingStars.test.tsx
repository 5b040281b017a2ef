import { render, screen } from '@testing-library/react';
import { loadUiMessages, uiT } from '@wellness/shared/contract';
import { RatingStars, ratingText } from './RatingStars';

describe('RatingStars', () => {
  it('shows the average with one decimal and the count, and says it in full to a screen reader', () => {
    const { container } = render(<RatingStars summary={{ average: 4.76, count: 12 }} locale="en" />);
    expect(screen.getByRole('img', { name: 'Rated 4.8 out of 5, 12 reviews' })).toBeInTheDocument();
    expect(container).toHaveTextContent('4.8(12 reviews)');
    expect(container.querySelectorAll('svg')).toHaveLength(5);
  });

  it('fills the stars to the average: full, part, empty', () => {
    const { container } = render(<RatingStars summary={{ average: 3.5, count: 2 }} locale="en" />);
    const fills = [...container.querySelectorAll('svg path')].map((p) => p.getAttribute('fill'));
    expect(fills.slice(0, 3)).toEqual(['currentColor', 'currentColor', 'currentColor']);
    expect(fills[3]).toMatch(/^url\(#star-part.+\)$/);
    expect(container.querySelector(`[id="${fills[3]!.slice(5, -1)}"] stop`)).toHaveAttribute('offset', '0.5');
    expect(fills[4]).toBe('none');
  });

  it('says "1 review" for one', () => {
    render(<RatingStars summary={{ average: 5, count: 1 }} locale="en" />);
    expect(screen.getByRole('img', { name: 'Rated 5.0 out of 5, 1 review' })).toBeInTheDocument();
  });

  it('without reviews says "No reviews yet" and shows no stars', () => {
    const { container } = render(<RatingStars summary={{ average: null, count: 0 }} locale="en" />);
    expect(container).toHaveTextContent(/^No reviews yet$/);
    expect(container.querySelector('svg')).toBeNull();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(ratingText({ average: null, count: 0 }, 'en', uiT('en'))).toBe('No reviews yet');
  });

  it('a summary missing from an older answer reads as no reviews, not a crash', () => {
    const { container } = render(<RatingStars summary={undefined} locale="en" />);
    expect(container).toHaveTextContent(/^No reviews yet$/);
  });

  it('a single rating without its count (a review’s own stars)', () => {
    render(<RatingStars summary={{ average: 4, count: 1 }} locale="en" hideCount />);
    expect(screen.getByRole('img', { name: 'Rated 4.0 out of 5' })).toBeInTheDocument();
    expect(screen.queryByText(/review/)).not.toBeInTheDocument();
  });

  it('speaks the page’s language, with its plural forms and its numbers', async () => {
    await loadUiMessages('fr');
    const { container, rerender } = render(<RatingStars summary={{ average: 4.76, count: 1 }} locale="fr" />);
    expect(screen.getByRole('img', { name: 'Noté 4,8 sur 5, 1 avis' })).toBeInTheDocument();
    expect(container).toHaveTextContent('4,8(1 avis)');
    rerender(<RatingStars summary={{ average: 4.5, count: 1200 }} locale="fr" />);
    expect(container.textContent?.replace(/\s/g, ' ')).toBe('4,5(1 200 avis)');
    rerender(<RatingStars summary={{ average: null, count: 0 }} locale="fr" />);
    expect(container).toHaveTextContent(/^Aucun avis pour le moment$/);
    await loadUiMessages('es');
    rerender(<RatingStars summary={{ average: 4, count: 3 }} locale="es" />);
    expect(screen.getByRole('img', { name: 'Puntuación de 4,0 sobre 5, 3 opiniones' })).toBeInTheDocument();
  });
});
