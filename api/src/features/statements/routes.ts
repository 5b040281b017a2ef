import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { LedgerView, MoneyTerms, Statement, StatementLine } from '@wellness/shared/domain';
import type { AppContext } from '../../context';
import { authGuards } from '../../lib/auth';
import { parseQuery } from '../../lib/validation';
import { fromMinor } from '../../ledger/ledger';

/**
 * What the ledger says, read: a host's statement for a month (each booking's money: paid, refunded, the commission,
 * the payout; a CSV download) and the admin's view of the ledger (totals per month and per host, and the sum of every
 * entry, zero in each currency). Everything is summed from ledger entries (migrations/0100), never stored.
 */

const monthQuery = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'month must be YYYY-MM' }).optional(),
  format: z.enum(['json', 'csv']).optional(),
});

const csvCell = (v: string | number) => (typeof v === 'number' ? String(v) : /[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

export async function statementRoutes(app: FastifyInstance, ctx: AppContext) {
  const guards = authGuards(ctx);
  // Per booking of the host's programs, the movements of the month, by kind (minor units, as the ledger keeps them).
  app.get('/api/my/statement', { preHandler: guards.require(['user', 'facility']) }, async (request, reply) => {
    const { month = new Date().toISOString().slice(0, 7), format = 'json' } = parseQuery(monthQuery, request.query);
    const rows = await ctx.database.query<Record<string, string | number>>(
      `SELECT b.id AS booking_id, b.reference, b.program_name, e.currency,
              coalesce(sum(CASE WHEN t.kind IN ('deposit', 'balance') AND e.account_id LIKE 'booking:%' THEN -e.amount END), 0)::text AS paid,
              coalesce(sum(CASE WHEN t.kind = 'refund' AND e.account_id LIKE 'booking:%' THEN e.amount END), 0)::text AS refunded,
              coalesce(sum(CASE WHEN t.kind = 'commission' AND e.account_id LIKE 'platform:%' THEN -e.amount END), 0)::text AS commission,
              coalesce(sum(CASE WHEN t.kind = 'payout' AND e.account_id LIKE 'host:%' THEN e.amount END), 0)::text AS payout
       FROM ledger_transactions t
       JOIN ledger_entries e ON e.transaction_id = t.id
       JOIN bookings b ON b.id = t.booking_id
       JOIN programs pr ON pr.id = b.program_id AND pr.owner_id = $1
       WHERE t.at >= ($2 || '-01')::date AND t.at < (($2 || '-01')::date + interval '1 month')
       GROUP BY b.id, b.reference, b.program_name, e.currency
       ORDER BY b.reference`,
      [request.user!.id, month],
    );
    const lines: StatementLine[] = rows.map((r) => {
      const currency = String(r.currency);
      const whole = (v: string | number | undefined) => fromMinor(Number(v), currency);
      return { bookingId: String(r.booking_id), reference: String(r.reference), programName: String(r.program_name), currency, paid: whole(r.paid), refunded: whole(r.refunded), commission: whole(r.commission), payout: whole(r.payout) };
    });
    if (format === 'csv') {
      const header = ['Reference', 'Program', 'Currency', 'Paid', 'Refunded', 'Commission', 'Payout'];
      const body = lines.map((l) => [l.reference, l.programName, l.currency, l.paid, l.refunded, l.commission, l.payout].map(csvCell).join(','));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="statement-${month}.csv"`)
        .send(`${[header.join(','), ...body].join('\n')}\n`);
    }
    const statement: Statement = { month, commissionPercent: ctx.config.commissionPercent, lines };
    return { data: statement };
  });

  // The configured terms the pages state (the program form's commission, the balance's days): never a constant of theirs.
  app.get('/api/money/terms', async (): Promise<{ data: MoneyTerms }> => ({
    data: { commissionPercent: ctx.config.commissionPercent, balanceDueDays: ctx.config.balanceDueDays },
  }));

  app.get('/api/admin/ledger', { preHandler: guards.require(['admin']) }, async (): Promise<{ data: LedgerView }> => {
    const byMonth = await ctx.database.query<Record<string, string>>(
      `SELECT to_char(t.at, 'YYYY-MM') AS month, e.currency, t.kind, (sum(abs(e.amount)) / 2)::text AS amount
       FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
       GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
    );
    const byHost = await ctx.database.query<Record<string, string>>(
      `SELECT a.owner_id AS host_id, e.currency,
              -- What the host earned (its share once the commission is taken), what was paid out, what is still owed.
              (-sum(e.amount) FILTER (WHERE t.kind = 'commission'))::text AS earned,
              (sum(e.amount) FILTER (WHERE t.kind = 'payout'))::text AS paid_out,
              (-sum(e.amount))::text AS owed
       FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id JOIN ledger_transactions t ON t.id = e.transaction_id
       WHERE a.kind = 'host' GROUP BY 1, 2 ORDER BY 1, 2`,
    );
    const trial = await ctx.database.query<Record<string, string>>('SELECT currency, sum(amount)::text AS total FROM ledger_entries GROUP BY currency ORDER BY currency');
    const whole = (v: string | null | undefined, currency: string) => fromMinor(Number(v ?? 0), currency);
    return {
      data: {
        months: byMonth.map((r) => ({ month: String(r.month), currency: String(r.currency), kind: String(r.kind), amount: whole(r.amount, String(r.currency)) })),
        hosts: byHost.map((r) => ({ hostId: String(r.host_id), currency: String(r.currency), earned: whole(r.earned, String(r.currency)), paidOut: whole(r.paid_out, String(r.currency)), owed: whole(r.owed, String(r.currency)) })),
        trialBalance: Object.fromEntries(trial.map((r) => [r.currency, Number(r.total)])),
      },
    };
  });
}
