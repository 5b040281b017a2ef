-- An admin's refund by hand: what, of which booking, by whom and why. The money itself moves through the payment
-- port and the ledger like any refund (a `refund:<provider refund id>` movement per captured payment it draws on).
CREATE TABLE manual_refunds (
  id          text PRIMARY KEY,
  booking_id  text NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  admin_id    text REFERENCES users (id) ON DELETE SET NULL,
  amount      bigint NOT NULL CHECK (amount > 0),
  currency    text NOT NULL,
  reason      text NOT NULL CHECK (length(reason) BETWEEN 3 AND 500),
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX manual_refunds_booking ON manual_refunds (booking_id);
