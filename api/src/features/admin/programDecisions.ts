import { emailT } from '../../lib/i18n';
import { dashboardOf, languageOf, queueEmail } from '../../notify/email';
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
  const program = String(row.name);
  const approved = decision === 'approved';
  const locale = await languageOf(query, String(row.owner_id));
  const t = emailT(locale);
  await queueEmail(
    tx,
    {
      kind: `program.${decision}`,
      toUserId: String(row.owner_id),
      toEmail: String(row.email),
      locale,
      subject: approved ? t('programDecision.approvedSubject', { program }) : t('programDecision.rejectedSubject', { program }),
      paragraphs: approved
        ? [t('programDecision.approved', { program })]
        : [t('programDecision.rejected', { program }), ...(row.remark ? [t('programDecision.remark', { remark: String(row.remark) })] : []), t('programDecision.submitAgain')],
      link: approved ? `/program-details/${String(row.slug)}` : `/dashboard/${dashboardOf(String(row.role))}/services/edit/${String(row.id)}`,
      linkLabel: approved ? t('programDecision.approvedLink') : t('programDecision.rejectedLink'),
      // One email per reviewed version: a program submitted again and decided again is told again.
      dedupeKey: `program:${String(row.id)}:${decision}:v${String(row.version)}`,
    },
    now,
  );
}
