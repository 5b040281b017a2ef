-- The ledger: append-only, double-entry bookkeeping of every movement of money (docs/payments.md). An account is a
-- place money sits (a booking's funds held for the guest, a host's payable, the platform's commission, the provider's
-- clearing account, i.e. the cash the processor holds for us); a transaction is one movement, a balanced set of
-- entries with an idempotency key; a balance is always the sum of its account's entries, never a stored figure.
-- Amounts are minor units (cents) in the entry's currency: positive debits, negative credits.

CREATE TABLE ledger_accounts (
  -- "booking:<id>", "host:<user id>", "platform:commission", "provider:test-card": one account per code and currency.
  id         text PRIMARY KEY,
  code       text NOT NULL,
  kind       text NOT NULL CHECK (kind IN ('booking', 'host', 'platform', 'provider')),
  currency   text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  -- The booking or host the account belongs to (null for the platform's and the provider's).
  owner_id   text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT ledger_accounts_code_currency_key UNIQUE (code, currency),
  CONSTRAINT ledger_accounts_id_currency_key UNIQUE (id, currency)
);

CREATE TABLE ledger_transactions (
  id              bigserial PRIMARY KEY,
  -- The same movement posted twice (a repeated webhook, a retried job, two processes) is stored once.
  idempotency_key text NOT NULL UNIQUE,
  kind            text NOT NULL CHECK (kind IN ('deposit', 'balance', 'refund', 'payout', 'commission', 'adjustment')),
  booking_id      text,
  host_id         text,
  memo            text NOT NULL DEFAULT '',
  at              timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_transactions_booking_idx ON ledger_transactions (booking_id) WHERE booking_id IS NOT NULL;
CREATE INDEX ledger_transactions_host_at_idx ON ledger_transactions (host_id, at) WHERE host_id IS NOT NULL;
CREATE INDEX ledger_transactions_at_idx ON ledger_transactions (at);

CREATE TABLE ledger_entries (
  id             bigserial PRIMARY KEY,
  transaction_id bigint NOT NULL REFERENCES ledger_transactions (id),
  account_id     text NOT NULL,
  amount         bigint NOT NULL CHECK (amount <> 0),
  currency       text NOT NULL,
  -- An entry is in its account's currency: the pair must name an account.
  CONSTRAINT ledger_entries_account_fk FOREIGN KEY (account_id, currency) REFERENCES ledger_accounts (id, currency)
);
CREATE INDEX ledger_entries_account_idx ON ledger_entries (account_id);
CREATE INDEX ledger_entries_transaction_idx ON ledger_entries (transaction_id);

-- Double entry, checked by the database at commit (deferred), whatever the code does: each transaction's entries sum
-- to zero in each currency, and a transaction has at least two entries.
CREATE FUNCTION ledger_transaction_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tx_id bigint;
  bad record;
BEGIN
  IF TG_TABLE_NAME = 'ledger_entries' THEN tx_id := NEW.transaction_id; ELSE tx_id := NEW.id; END IF;
  IF (SELECT count(*) FROM ledger_entries WHERE transaction_id = tx_id) < 2 THEN
    RAISE EXCEPTION 'ledger transaction % has fewer than two entries', tx_id USING ERRCODE = 'check_violation';
  END IF;
  SELECT currency, sum(amount) AS total INTO bad FROM ledger_entries WHERE transaction_id = tx_id GROUP BY currency HAVING sum(amount) <> 0 LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'ledger transaction % does not balance: % % left over', tx_id, bad.total, bad.currency USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END
$$;
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_transaction_balanced();
CREATE CONSTRAINT TRIGGER ledger_transactions_balanced AFTER INSERT ON ledger_transactions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_transaction_balanced();

-- Append-only: a posted movement is corrected by another movement, never by changing or removing it.
CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only: % on % refused', TG_OP, TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
END
$$;
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER ledger_transactions_append_only BEFORE UPDATE OR DELETE ON ledger_transactions FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER ledger_transactions_no_truncate BEFORE TRUNCATE ON ledger_transactions FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();
