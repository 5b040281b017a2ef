-- Payments (docs/payments.md): what the platform asked of its provider and what the provider answered. The ledger
-- (0100) holds the money; these rows hold each payment's state, so a repeated or late answer changes nothing twice.

-- One payment asked of the provider: a booking's deposit or balance. Amounts in minor units of `currency`.
CREATE TABLE payments (
  id          text PRIMARY KEY,
  provider    text NOT NULL,
  -- The provider's id of the payment (a PaymentIntent's id at Stripe).
  intent_id   text NOT NULL UNIQUE,
  purpose     text NOT NULL CHECK (purpose IN ('deposit', 'balance')),
  -- The checkout that asked for it, and the booking it paid for once there is one.
  checkout_id text,
  booking_id  text,
  user_id     text,
  amount      bigint NOT NULL CHECK (amount > 0),
  currency    text NOT NULL,
  status      text NOT NULL CHECK (status IN ('requires_payment', 'requires_action', 'authorised', 'captured', 'voided', 'failed')),
  refunded    bigint NOT NULL DEFAULT 0 CHECK (refunded >= 0 AND refunded <= amount),
  failure     text NOT NULL DEFAULT '',
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payments_booking_idx ON payments (booking_id) WHERE booking_id IS NOT NULL;
CREATE INDEX payments_checkout_idx ON payments (checkout_id) WHERE checkout_id IS NOT NULL;
-- The reconciling job's list: payments whose last answer may have been lost.
CREATE INDEX payments_open_idx ON payments (updated_at) WHERE status IN ('requires_payment', 'requires_action', 'authorised');

-- Each webhook event once, whatever the number of deliveries.
CREATE TABLE payment_events (
  provider    text NOT NULL,
  event_id    text NOT NULL,
  type        text NOT NULL,
  intent_id   text,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, event_id)
);

-- A guest's checkout: the booking asked for (never a card), kept until the provider's answer books it or not.
CREATE TABLE checkouts (
  id           text PRIMARY KEY,
  -- The caller's Idempotency-Key (with their account): the same checkout sent again is the same checkout.
  idempotency_key text UNIQUE,
  request      jsonb NOT NULL,
  user_id      text,
  address_hash text,
  program_id   text NOT NULL,
  amount       bigint NOT NULL,
  currency     text NOT NULL,
  status       text NOT NULL CHECK (status IN ('awaiting_payment', 'booked', 'failed')),
  booking_id   text,
  error        jsonb,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now()
);

-- Payouts to hosts, once per booking.
CREATE TABLE payouts (
  id          text PRIMARY KEY,
  booking_id  text NOT NULL UNIQUE,
  host_id     text NOT NULL,
  provider    text NOT NULL,
  amount      bigint NOT NULL,
  commission  bigint NOT NULL,
  currency    text NOT NULL,
  status      text NOT NULL CHECK (status IN ('pending', 'paid', 'failed')),
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payouts_host_idx ON payouts (host_id, created_at);

-- The test-card provider's own books: it stands in for a card processor outside the platform, so it keeps its
-- state apart from ours (and, like one, in a database every API process shares). Never a card number: the last four
-- digits and the outcome the test card stands for.
CREATE TABLE test_card_intents (
  id             text PRIMARY KEY,
  amount         bigint NOT NULL,
  currency       text NOT NULL,
  capture_method text NOT NULL CHECK (capture_method IN ('automatic', 'manual')),
  status         text NOT NULL,
  description    text NOT NULL DEFAULT '',
  return_url     text NOT NULL DEFAULT '',
  last4          text,
  captured       bigint NOT NULL DEFAULT 0,
  refunded       bigint NOT NULL DEFAULT 0,
  failure        text NOT NULL DEFAULT '',
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now()
);
-- Its answers by idempotency key: the same call again answers the same.
CREATE TABLE test_card_calls (
  idempotency_key text PRIMARY KEY,
  answer          jsonb NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now()
);
