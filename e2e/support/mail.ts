import { expect, type APIRequestContext } from '@playwright/test';

/**
 * The local mail catcher that the site's start script (scripts/start.mjs, the e2e web server) runs beside the API:
 * MailDev, whose web page also answers a REST API. Its port read as scripts/mail-catcher.mjs reads it (that module
 * has no type declarations to import it from here).
 */
const MAIL_API = `http://localhost:${Number(process.env.MAIL_CATCHER_WEB_PORT) || 1080}/api`;

export interface CaughtMail {
  subject: string;
  text: string;
  html: string;
  to: string[];
  /** The addresses the HTML part links to. */
  links: string[];
}

interface MaildevMail {
  subject?: string;
  text?: string;
  html?: string;
  to?: { address: string }[];
}

/** Every mail the catcher holds (MailDev's REST API: GET /api/email, in arrival order). */
export async function caughtMails(request: APIRequestContext): Promise<CaughtMail[]> {
  const response = await request.get(`${MAIL_API}/email`);
  if (!response.ok()) throw new Error(`the mail catcher answered ${response.status()} at ${MAIL_API}/email`);
  return ((await response.json()) as MaildevMail[]).map((m) => ({
    subject: m.subject ?? '',
    text: m.text ?? '',
    html: m.html ?? '',
    to: (m.to ?? []).map((t) => t.address.toLowerCase()),
    links: [...(m.html ?? '').matchAll(/href="([^"]*)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&')),
  }));
}

/** Waits until the catcher has received a mail to `address` with this subject (the API's job queue sends within seconds), and answers it. */
export async function mailTo(request: APIRequestContext, address: string, subject: string, timeout = 30_000): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await caughtMails(request)).find((m) => m.to.includes(address.toLowerCase()) && m.subject === subject);
        return Boolean(found);
      },
      { timeout, message: `a mail to ${address} with the subject "${subject}"` },
    )
    .toBe(true);
  return found!;
}
