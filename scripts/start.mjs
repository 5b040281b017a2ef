// pnpm start: build everything, then serve the composed site with the embedded database.
// `--no-build` serves the existing builds (used by the e2e tests after their own build).
import { startSiteServers } from '../site/server/index.mjs';
import { startMailCatcher } from './mail-catcher.mjs';
import { API_URL, APPS, SHELL_URL, run, startApi, waitFor } from './workspace.mjs';

const started = Date.now();
if (!process.argv.includes('--no-build')) await run('pnpm', ['build']);
const buildDone = Date.now();

const servers = startSiteServers();
// Emails go to the local catcher unless SMTP_URL names a server (README: "Emails").
const mail = startMailCatcher();
const api = startApi(mail ? { SMTP_URL: mail.smtpUrl } : {});
api.on('exit', (code) => {
  console.error(`[start] the API exited (${code}); stopping.`);
  mail?.child.kill('SIGTERM');
  process.exit(code ?? 1);
});

const stop = () => {
  api.kill('SIGTERM');
  mail?.child.kill('SIGTERM');
  for (const server of servers) server.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

await Promise.all([waitFor(`${SHELL_URL}/`), waitFor(`${API_URL}/healthz`, 120_000)]);
console.log(`\nReady in ${((Date.now() - buildDone) / 1000).toFixed(1)} s (build ${((buildDone - started) / 1000).toFixed(1)} s):`);
for (const app of APPS) console.log(`  ${app.name.padEnd(10)} http://localhost:${app.port}`);
console.log(`  api        ${API_URL}`);
console.log(mail ? `  mails      ${mail.webUrl}  (every email the API sends, caught by MailDev on ${mail.smtpUrl})\n` : `  mails      sent through SMTP_URL\n`);
