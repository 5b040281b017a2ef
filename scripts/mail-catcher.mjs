// The local mail catcher of `pnpm start`: MailDev (a maintained npm package) takes the API's emails over SMTP and shows
// them on a web page, so nothing leaves the machine. Not started when SMTP_URL is set (a real provider, or your own
// catcher); MAIL_CATCHER=off skips it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './workspace.mjs';

const MAIL_SMTP_PORT = Number(process.env.MAIL_CATCHER_SMTP_PORT) || 1025;
const MAIL_WEB_PORT = Number(process.env.MAIL_CATCHER_WEB_PORT) || 1080;

/** Starts MailDev on 127.0.0.1; answers the child and the SMTP_URL the API should use, or null when not wanted. */
export function startMailCatcher() {
  if (process.env.SMTP_URL || process.env.MAIL_CATCHER === 'off') return null;
  const child = spawn(
    path.join(ROOT, 'node_modules', '.bin', 'maildev'),
    // STARTTLS hidden: MailDev's certificate is self-signed, and the mails stay on this machine anyway.
    ['--ip', '127.0.0.1', '--web-ip', '127.0.0.1', '--smtp', String(MAIL_SMTP_PORT), '--web', String(MAIL_WEB_PORT), '--hide-extensions', 'STARTTLS', '--silent'],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  child.on('exit', (code) => {
    if (code) console.error(`[start] the mail catcher exited (${code}); the API keeps the unsent emails in its outbox.`);
  });
  return { child, smtpUrl: `smtp://127.0.0.1:${MAIL_SMTP_PORT}`, webUrl: `http://localhost:${MAIL_WEB_PORT}/index.html` };
}
