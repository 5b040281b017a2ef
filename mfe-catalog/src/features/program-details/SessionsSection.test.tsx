import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@wellness/shared/testing';
import userEvent from '@testing-library/user-event';
import { todayIso } from '@wellness/shared/ui';
import { sessionOf } from '../../testing/booking';
import { seriousAxeViolations } from '../../testing/axe';
import { SESSIONS_TEXTS, SessionsSection } from './SessionsSection';

const sessions = [
  sessionOf('s-3', '2099-06-01', 1),
  sessionOf('s-past', '2020-01-05', 4),
  sessionOf('s-today', todayIso(), 4),
  sessionOf('s-1', '2099-03-01', 5),
  sessionOf('s-2', '2099-04-12', 0, { nights: 10 }),
];

describe('SessionsSection (Dates and places)', () => {
  it('lists the sessions that have not started, by date, with nights and places left; a full one is sold out and cannot be chosen', async () => {
    const onChoose = jest.fn();
    renderWithProviders(<SessionsSection program={{ sessions }} onChoose={onChoose} />);
    const list = screen.getByRole('list', { name: SESSIONS_TEXTS.title });
    const rows = within(list).getAllByRole('listitem');
    // The one format module writes ranges with thin spaces around the dash; compared with plain ones.
    expect(rows.map((r) => r.textContent?.replace(/\s/g, ' '))).toEqual([
      '1 – 8 Mar 2099' + '7 nights' + '5 places left' + 'Choose',
      '12 – 22 Apr 2099' + '10 nights' + 'Sold out' + 'Choose',
      '1 – 8 Jun 2099' + '7 nights' + '1 place left' + 'Choose',
    ]);
    expect(within(list).getByRole('button', { name: 'Choose 12 Apr 2099 to 22 Apr 2099, Sold out' })).toBeDisabled();
    await userEvent.click(within(list).getByRole('button', { name: 'Choose 1 Jun 2099 to 8 Jun 2099' }));
    expect(onChoose).toHaveBeenCalledWith(sessions[0]);
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('shows nothing for a program booked by preferred date, and says so when no session is open any more', () => {
    const { container, rerender } = renderWithProviders(<SessionsSection program={{ sessions: [] }} onChoose={() => undefined} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<SessionsSection program={{ sessions: [sessionOf('s-today', todayIso(), 3)] }} onChoose={() => undefined} />);
    expect(screen.getByRole('heading', { level: 2, name: SESSIONS_TEXTS.title })).toBeInTheDocument();
    expect(screen.getByText(SESSIONS_TEXTS.noneOpen)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
