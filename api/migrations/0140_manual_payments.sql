-- How a program's guests pay (docs/adr/0016): by card at checkout through the platform (the default), or by bank
-- transfer or on arrival, recorded by the host or an admin (docs/payments.md, "Manual payments").
ALTER TABLE programs ADD COLUMN payment_method text NOT NULL DEFAULT 'card' CHECK (payment_method IN ('card', 'manual'));

-- A manual payment as it was recorded: how the money came (a bank transfer reaches the platform's account; money
-- paid on arrival stays with the host), a note, and who recorded it. `refund_owed`: what a cancellation owes the guest
-- back of a bank transfer until an admin refunds it by hand.
ALTER TABLE payments ADD COLUMN method text CHECK (method IN ('bank_transfer', 'on_arrival'));
ALTER TABLE payments ADD COLUMN note text NOT NULL DEFAULT '';
ALTER TABLE payments ADD COLUMN recorded_by text;
ALTER TABLE payments ADD COLUMN refund_owed bigint NOT NULL DEFAULT 0 CHECK (refund_owed >= 0);

-- A payout keeps what the host had already collected on arrival; when that exceeds the host's share, nothing is paid
-- and the payout is 'owed': the host owes the platform its commission (the host's ledger account shows how much).
ALTER TABLE payouts ADD COLUMN host_collected bigint NOT NULL DEFAULT 0;
ALTER TABLE payouts DROP CONSTRAINT payouts_status_check;
ALTER TABLE payouts ADD CONSTRAINT payouts_status_check CHECK (status IN ('pending', 'paid', 'failed', 'owed'));
