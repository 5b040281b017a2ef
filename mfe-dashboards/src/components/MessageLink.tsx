import { Link, selectRole, useAppSelector } from '@wellness/shared/contract';
import { buttonClassName, VisuallyHidden } from '@wellness/shared/ui';
import { useDashboardsT } from '../messages';

/**
 * "Message": opens the thread of a booking in the reader's own inbox (the inbox finds it by the booking,
 * `?booking=`), for the guest on their bookings and the host on their requests.
 */
export function MessageLink({ bookingId, about }: { bookingId: string; about: string }) {
  const role = useAppSelector(selectRole);
  const { t } = useDashboardsT();
  if (role !== 'user' && role !== 'facility') return null;
  return (
    <Link to={`/dashboard/${role}/inbox?booking=${encodeURIComponent(bookingId)}`} className={buttonClassName('secondary', 'sm')}>
      {t('message')}<VisuallyHidden> {about}</VisuallyHidden>
    </Link>
  );
}
