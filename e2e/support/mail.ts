import { expect, type APIRequestContext } from '@playwright/test';

/** The HTTP address of the local mail catcher the site's start script runs beside the API (its web view and REST API). */
export const MAIL_API = process.env.E2E_MAIL_API ?? 'http://localhost:1080';

export interface CaughtMail {
  subject: string;
  text: string;
  html: string;
  to: string[];
}

interface MaildevMail {
  subject?: string;
  text?: string;
  html?: string;
  to?: { address: string }[];
}

/** Every mail the catcher holds (its REST API: GET /email). */
export async function caughtMails(request: APIRequestContext): Promise<CaughtMail[]> {
  const response = await request.get(`${MAIL_API}/email`);
  if (!response.ok()) throw new Error(`the mail catcher answered ${response.status()} at ${MAIL_API}/email`);
  return ((await response.json()) as MaildevMail[]).map((m) => ({
    subject: m.subject ?? '',
    text: m.text ?? '',
    html: m.html ?? '',
    to: (m.to ?? []).map((t) => t.address.toLowerCase()),
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
