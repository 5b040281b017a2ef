import { Navigate } from '@wellness/shared/contract';
import { useThreadByBookingQuery } from '@wellness/shared/api/conversations';
import { InlineMessage, LoadingText } from '@wellness/shared/ui';
import { inboxPath, type InboxRole } from './threadText';
import { useInboxT } from './messages';

/** `?booking=<id>` (the "Message" links of the bookings' lists): finds the booking's thread and opens it. */
export function BookingThread({ role, bookingId }: { role: InboxRole; bookingId: string }) {
  const { t } = useInboxT();
  const { data, error } = useThreadByBookingQuery(bookingId);
  if (data) return <Navigate to={inboxPath(role, data.thread.id)} replace />;
  if (error) {
    const status = (error as { status?: unknown }).status;
    return <InlineMessage tone="error">{status === 403 ? t('notAParty') : t('notFound')}</InlineMessage>;
  }
  return <LoadingText>{t('opening')}</LoadingText>;
}
