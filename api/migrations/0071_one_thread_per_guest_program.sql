-- One conversation per guest and program: the question a guest asked before booking and their bookings of the same
-- program share one thread (src/booking-process/bookingLines.ts). A thread's `booking_id` is its latest
-- booking (the one its header shows and its host confirms or declines); each booking names its thread (`thread_id`).
-- `kind` is 'inquiry' until the guest books, 'booking' from then on. A booking made without an account (no guest)
-- keeps a thread of its own.

-- 1. Each booking names its thread.
ALTER TABLE bookings ADD COLUMN thread_id text REFERENCES threads (id) ON DELETE SET NULL;
UPDATE bookings b SET thread_id = t.id FROM threads t WHERE t.booking_id = b.id;
CREATE INDEX bookings_thread ON bookings (thread_id);

-- 2. A thread no longer is its booking: an inquiry thread gains one, and a removed booking leaves the conversation.
ALTER TABLE threads DROP CONSTRAINT threads_kind_booking_check;
ALTER TABLE threads DROP CONSTRAINT threads_booking_id_fkey;
ALTER TABLE threads ADD CONSTRAINT threads_booking_id_fkey FOREIGN KEY (booking_id) REFERENCES bookings (id) ON DELETE SET NULL;

-- 3. Threads of one guest and program merge into their oldest: its lines, read marks (the furthest of each reader),
-- bookings and emails move to it; it shows the latest booking and the last activity.
CREATE TEMP TABLE thread_merge ON COMMIT DROP AS
  SELECT id, keeper FROM (
    SELECT id, first_value(id) OVER (PARTITION BY program_id, guest_id ORDER BY created_at, id) AS keeper
    FROM threads WHERE guest_id IS NOT NULL AND program_id IS NOT NULL) x
  WHERE id <> keeper;
UPDATE thread_messages m SET thread_id = k.keeper FROM thread_merge k WHERE m.thread_id = k.id;
INSERT INTO thread_reads (thread_id, user_id, last_read_message_id, read_at)
  SELECT k.keeper, r.user_id, max(r.last_read_message_id), max(r.read_at)
  FROM thread_reads r JOIN thread_merge k ON k.id = r.thread_id GROUP BY k.keeper, r.user_id
  ON CONFLICT (thread_id, user_id) DO UPDATE SET
    last_read_message_id = greatest(thread_reads.last_read_message_id, excluded.last_read_message_id),
    read_at = greatest(thread_reads.read_at, excluded.read_at);
UPDATE bookings b SET thread_id = k.keeper FROM thread_merge k WHERE b.thread_id = k.id;
UPDATE outbox o SET thread_id = k.keeper FROM thread_merge k WHERE o.thread_id = k.id;
UPDATE threads t SET booking_id = NULL FROM thread_merge k WHERE t.id = k.id;
UPDATE threads t SET
  booking_id = (SELECT b.id FROM bookings b WHERE b.thread_id = t.id ORDER BY b.created_at DESC, b.id DESC LIMIT 1),
  kind = CASE WHEN EXISTS (SELECT 1 FROM bookings b WHERE b.thread_id = t.id) THEN 'booking' ELSE 'inquiry' END,
  last_message_at = greatest(t.last_message_at, coalesce((SELECT max(m.at) FROM thread_messages m WHERE m.thread_id = t.id), t.last_message_at))
WHERE t.id IN (SELECT keeper FROM thread_merge);
DELETE FROM threads t USING thread_merge k WHERE t.id = k.id;

-- 4. From now on one thread per guest and program, whatever it holds. (`threads_inquiry_key`, which this covers,
-- stays for the previous version's inserts during a rolling deploy: docs/deploy.md.)
CREATE UNIQUE INDEX threads_guest_program_key ON threads (program_id, guest_id) WHERE guest_id IS NOT NULL;
