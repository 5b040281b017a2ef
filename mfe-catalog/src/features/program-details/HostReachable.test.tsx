// A program without a host who answers (Program.hostReachable false: no owner account, or its account deactivated)
// says so on its page before anyone types: the booking card's button is disabled with the reason, "Ask the host a
// question" gives way to the reason, and no session can be chosen.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BOOKING_MESSAGES, BOOKING_MODE_LABEL, nextStepText, chargeAtBooking, THREAD_MESSAGES, type Program } from '@wellness/shared/domain';
import { renderWithProviders } from '@wellness/shared/testing';
import { publicPrograms } from '../../testing/catalogApi';
import { sessionOf } from '../../testing/booking';
import { seriousAxeViolations } from '../../testing/axe';
import { AskHost } from './ask-host/AskHost';
import { BookingCard } from './BookingCard';
import { SessionsSection } from './SessionsSection';

const program: Program = { ...publicPrograms[0]!, bookingMode: 'request', responseHours: 24, sessions: [sessionOf('s-1', '2099-03-01', 4)] };
const signedIn = { session: { user: { id: 'guest-1', firstName: 'Ines', lastName: 'Duarte', email: 'ines@example.test', phone: '', role: 'user' as const }, token: 't' } };

function page(reachable: boolean, onBook = jest.fn(), onChoose = jest.fn()) {
  const shown = { ...program, hostReachable: reachable };
  renderWithProviders(
    <>
      <SessionsSection program={shown} onChoose={onChoose} />
      <BookingCard program={shown} onBook={onBook}>
        <AskHost program={shown} />
      </BookingCard>
    </>,
    { preloadedState: signedIn },
  );
  return { onBook, onChoose };
}

it('a program whose host answers: the booking button, what happens next, the question button, sessions to choose', async () => {
  const { onBook, onChoose } = page(true);
  const book = screen.getByRole('button', { name: BOOKING_MODE_LABEL.request });
  expect(book).toBeEnabled();
  expect(book).toHaveAccessibleDescription(nextStepText('request', 24, chargeAtBooking(program)));
  await userEvent.click(book);
  expect(onBook).toHaveBeenCalled();
  expect(screen.getByRole('button', { name: THREAD_MESSAGES.askHost })).toBeEnabled();
  await userEvent.click(screen.getByRole('button', { name: /^Choose/ }));
  expect(onChoose).toHaveBeenCalled();
});

it('a program without a reachable host: the button disabled and described by why, no question button but why, no session to choose', async () => {
  page(false);
  const book = screen.getByRole('button', { name: BOOKING_MODE_LABEL.request });
  expect(book).toBeDisabled();
  expect(book).toHaveAccessibleDescription(BOOKING_MESSAGES.noHost);
  expect(screen.queryByRole('button', { name: THREAD_MESSAGES.askHost })).not.toBeInTheDocument();
  expect(screen.getByText(THREAD_MESSAGES.noHost)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /^Choose/ })).toBeDisabled();
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  expect(await seriousAxeViolations(document.body)).toEqual([]);
});
