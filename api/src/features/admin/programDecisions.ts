import { dashboardOf, queueEmail } from '../../notify/email';
import type { Tx } from '../../db/transaction';

/**
 * The owner's email of an administrator's decision on their program (approved: it is public now; rejected: with the
 * remark), queued in the decision's transaction (features/admin/service.ts). Sample programs have no owner: nothing.
 */
export async function queueProgramDecisionEmail(tx: Tx, programId: string, decision: 'approved' | 'rejected', now = new Date()): Promise<void> {
  const { query } = tx;
  const [row] = await query(
    `SELECT p.id, p.slug, p.name, p.remark, p.version, u.id AS owner_id, u.email, u.role
     FROM programs p JOIN users u ON u.id = p.owner_id WHERE p.id = $1`,
    [programId],
  );
  if (!row) return;
  const name = String(row.name);
  const approved = decision === 'approved';
  await queueEmail(
    tx,
    {
      kind: `program.${decision}`,
      toUserId: String(row.owner_id),
      toEmail: String(row.email),
      subject: approved ? `Your program is live: ${name}` : `Your program was not approved: ${name}`,
      paragraphs: approved
        ? [`${name} was approved and is now in the public catalogue.`]
        : [`${name} was not approved.`, ...(row.remark ? [`The reviewer's remark: ${String(row.remark)}`] : []), 'You can change it and submit it again.'],
      link: approved ? `/program-details/${String(row.slug)}` : `/dashboard/${dashboardOf(String(row.role))}/services/edit/${String(row.id)}`,
      linkLabel: approved ? 'See it in the catalogue' : 'Edit the program',
      // One email per reviewed version: a program submitted again and decided again is told again.
      dedupeKey: `program:${String(row.id)}:${decision}:v${String(row.version)}`,
    },
    now,
  );
}
