-- Emails in the recipient's language. A booking made without an account keeps the language of the page it was made
-- from (null: not sent, English); an outbox row keeps the language it was written in, so the part added when it is
-- sent (the button's address line, the footer) speaks it too.
ALTER TABLE bookings ADD COLUMN locale text CHECK (locale IN ('en', 'es', 'fr'));
ALTER TABLE outbox ADD COLUMN locale text NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'es', 'fr'));
