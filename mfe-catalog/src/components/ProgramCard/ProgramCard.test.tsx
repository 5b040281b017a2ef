import { render, screen, within } from '@testing-library/react';
import { someProgram, summaryOf } from '../../testing/catalogApi';
import { seriousAxeViolations } from '../../testing/axe';
import { ProgramCard } from './ProgramCard';

const base = summaryOf(someProgram);

describe('ProgramCard (how a program books, on its card)', () => {
  it('shows a Book now badge for an instant program, and the cancellation policy by name', async () => {
    render(
      <ul>
        <li><ProgramCard program={{ ...base, name: 'Instant', bookingMode: 'instant', cancellationPolicy: 'flexible', specialOffer: 'Early bird' }} href="/a" onOpen={() => undefined} /></li>
        <li><ProgramCard program={{ ...base, name: 'On request', bookingMode: 'request', cancellationPolicy: 'strict' }} href="/b" onOpen={() => undefined} /></li>
      </ul>,
    );
    const [instant, request] = screen.getAllByRole('article');
    expect(within(instant!).getByText('Book now')).toBeInTheDocument();
    expect(within(instant!).getByText('Early bird')).toBeInTheDocument();
    expect(within(instant!).getByText('Flexible cancellation')).toBeInTheDocument();
    expect(within(request!).queryByText('Book now')).not.toBeInTheDocument();
    expect(within(request!).getByText('Strict cancellation')).toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('formats a price in its currency, and keeps the spec’s text without one', () => {
    const { rerender } = render(<ProgramCard program={{ ...base, price: 4850, priceText: '$4,850', currency: 'USD' }} href="/a" onOpen={() => undefined} />);
    expect(screen.getByText('$4,850')).toBeInTheDocument();
    rerender(<ProgramCard program={{ ...base, price: 3200, priceText: '', currency: 'EUR' }} href="/a" onOpen={() => undefined} />);
    expect(screen.getByText('€3,200')).toBeInTheDocument();
    rerender(<ProgramCard program={{ ...base, price: null, priceText: '' }} href="/a" onOpen={() => undefined} />);
    expect(screen.getByText('Contact for pricing')).toBeInTheDocument();
  });
});
