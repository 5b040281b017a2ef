// The ledger's guarantees, checked on the database itself (PGlite here; PostgreSQL with test-postgres.sh): balanced
// transactions only, checked at commit; append-only; one posting per idempotency key, under concurrency too.
import { createTestApi, type TestApi } from '../test/harness';
import { balanceOf, bookingAccount, COMMISSION_ACCOUNT, hostAccount, post, providerAccount, toMinor, trialBalance, UnbalancedPosting } from './ledger';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const count = async (sql: string, params: (string | number)[] = []) => Number((await api.database.query<{ n: string }>(sql, params))[0]!.n);

it('posts a balanced movement; balances are sums of entries', async () => {
  await api.database.rawTransaction((q) =>
    post(q, { key: 'deposit:b1', kind: 'deposit', currency: 'USD', bookingId: 'b1', entries: [{ account: providerAccount('test-card'), amount: 87_300 }, { account: bookingAccount('b1'), amount: -87_300 }] }),
  );
  await api.database.rawTransaction((q) =>
    post(q, {
      key: 'payout:b1', kind: 'payout', currency: 'USD', bookingId: 'b1', hostId: 'h1',
      entries: [{ account: bookingAccount('b1'), amount: 87_300 }, { account: COMMISSION_ACCOUNT, amount: -13_095 }, { account: hostAccount('h1'), amount: -74_205 }],
    }),
  );
  await api.database.rawTransaction(async (q) => {
    expect(await balanceOf(q, bookingAccount('b1'), 'USD')).toBe(0);
    expect(await balanceOf(q, hostAccount('h1'), 'USD')).toBe(-74_205);
    expect(await balanceOf(q, COMMISSION_ACCOUNT, 'USD')).toBe(-13_095);
    expect(await balanceOf(q, providerAccount('test-card'), 'USD')).toBe(87_300);
    expect((await trialBalance(q)).USD).toBe(0);
  });
});

it('refuses an unbalanced movement in code, and in the database at commit whatever the code does', async () => {
  await expect(
    api.database.rawTransaction((q) => post(q, { key: 'bad', kind: 'deposit', currency: 'USD', entries: [{ account: bookingAccount('b2'), amount: 100 }, { account: providerAccount('test-card'), amount: -99 }] })),
  ).rejects.toBeInstanceOf(UnbalancedPosting);
  // Straight SQL, past the code's check: the deferred trigger refuses the commit, and nothing stays.
  await expect(
    api.database.rawTransaction(async (q) => {
      await q(`INSERT INTO ledger_accounts (id, code, kind, currency) VALUES ('provider:x/USD', 'provider:x', 'provider', 'USD') ON CONFLICT DO NOTHING`);
      const [t] = await q(`INSERT INTO ledger_transactions (idempotency_key, kind) VALUES ('raw-unbalanced', 'adjustment') RETURNING id`);
      await q(`INSERT INTO ledger_entries (transaction_id, account_id, amount, currency) VALUES ($1, 'provider:x/USD', 500, 'USD')`, [t!.id as string]);
      await q(`INSERT INTO ledger_entries (transaction_id, account_id, amount, currency) VALUES ($1, 'provider:x/USD', -400, 'USD')`, [t!.id as string]);
    }),
  ).rejects.toThrow(/does not balance/);
  // A transaction without entries is refused too.
  await expect(api.database.rawTransaction((q) => q(`INSERT INTO ledger_transactions (idempotency_key, kind) VALUES ('raw-empty', 'adjustment')`))).rejects.toThrow(/fewer than two entries/);
  expect(await count(`SELECT count(*) AS n FROM ledger_transactions WHERE idempotency_key IN ('bad', 'raw-unbalanced', 'raw-empty')`)).toBe(0);
});

it('is append-only: an entry or a transaction cannot be changed or removed', async () => {
  await expect(api.database.query('UPDATE ledger_entries SET amount = amount * 2')).rejects.toThrow(/append-only/);
  await expect(api.database.query('DELETE FROM ledger_entries')).rejects.toThrow(/append-only/);
  await expect(api.database.query(`UPDATE ledger_transactions SET memo = 'x'`)).rejects.toThrow(/append-only/);
  await expect(api.database.query('DELETE FROM ledger_transactions')).rejects.toThrow(/append-only/);
  await expect(api.database.query('TRUNCATE ledger_entries CASCADE')).rejects.toThrow(/append-only/);
  expect(await count('SELECT count(*) AS n FROM ledger_entries')).toBeGreaterThan(0);
});

it('an entry is in its account’s currency', async () => {
  await expect(
    api.database.rawTransaction(async (q) => {
      const [t] = await q(`INSERT INTO ledger_transactions (idempotency_key, kind) VALUES ('raw-currency', 'adjustment') RETURNING id`);
      await q(`INSERT INTO ledger_entries (transaction_id, account_id, amount, currency) VALUES ($1, 'provider:test-card/USD', 5, 'EUR')`, [t!.id as string]);
    }),
  ).rejects.toThrow(/foreign key/);
});

it('one posting per idempotency key, and every entry balanced, with many writers at once', async () => {
  const same = Array.from({ length: 40 }, () =>
    api.database.rawTransaction((q) =>
      post(q, { key: 'refund:b3', kind: 'refund', currency: 'EUR', bookingId: 'b3', entries: [{ account: bookingAccount('b3'), amount: 1_455 }, { account: providerAccount('test-card'), amount: -1_455 }] }),
    ),
  );
  const distinct = Array.from({ length: 60 }, (_, i) =>
    api.database.rawTransaction((q) =>
      post(q, { key: `deposit:c${i}`, kind: 'deposit', currency: 'EUR', bookingId: `c${i}`, entries: [{ account: providerAccount('test-card'), amount: 1000 + i }, { account: bookingAccount(`c${i}`), amount: -(1000 + i) }] }),
    ),
  );
  const results = await Promise.all([...same, ...distinct]);
  expect(results.slice(0, 40).filter((r) => r.posted)).toHaveLength(1);
  expect(new Set(results.slice(0, 40).map((r) => r.transactionId)).size).toBe(1);
  expect(await count(`SELECT count(*) AS n FROM ledger_transactions WHERE idempotency_key = 'refund:b3'`)).toBe(1);
  expect(await count(`SELECT count(*) AS n FROM ledger_transactions WHERE idempotency_key LIKE 'deposit:c%'`)).toBe(60);
  await api.database.rawTransaction(async (q) => {
    expect(await trialBalance(q)).toEqual({ USD: 0, EUR: 0 });
    expect(await balanceOf(q, providerAccount('test-card'), 'EUR')).toBe(-1_455 + Array.from({ length: 60 }, (_, i) => 1000 + i).reduce((a, b) => a + b, 0));
  });
  // Every transaction balances on its own, not only the total.
  expect(await count('SELECT count(*) AS n FROM (SELECT transaction_id FROM ledger_entries GROUP BY transaction_id, currency HAVING sum(amount) <> 0) t')).toBe(0);
});

it('counts minor units by the currency', () => {
  expect(toMinor(4850, 'USD')).toBe(485_000);
  expect(toMinor(4850, 'JPY')).toBe(4850);
});
