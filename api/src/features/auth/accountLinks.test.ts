// Account basics: a welcome email with a verification link on sign-up (and a new one for a new address), and "Forgot
// password" with a single-use, expiring reset link, limited per address and per account, and silent about whether an
// address has an account.
import { ACCOUNT_MESSAGES } from '@wellness/shared/domain';
import { createTestApi, type TestApi } from '../../test/harness';
import { runJobs, startSmtp, type TestSmtp } from '../../test/mail';
import { inTransaction } from '../../db/transaction';

let api: TestApi;
let smtp: TestSmtp;
const SITE = 'https://wellness.example.test';
beforeAll(async () => {
  smtp = await startSmtp();
  api = await createTestApi({ config: { smtpUrl: smtp.url, siteUrl: SITE } });
});
afterAll(async () => {
  await api.close();
  await smtp.close();
});

interface Mail {
  id: string;
  kind: string;
  to_email: string;
  to_user_id: string | null;
  subject: string;
  text: string;
  html: string;
  link: string;
  link_label: string;
}
const mailsTo = (email: string) =>
  api.database.query<Mail>('SELECT id::text AS id, kind, to_email, to_user_id, subject, text, html, link, link_label FROM outbox o WHERE to_email = $1 ORDER BY o.id', [email]);
const tokenOf = (link: string, param: 'verify' | 'reset') => new URLSearchParams(link.slice(link.indexOf('?'))).get(param)!;
const post = (url: string, payload: object, headers: Record<string, string> = {}, remoteAddress = '10.1.1.1') => api.request({ method: 'POST', url, payload, headers, remoteAddress });

describe('email verification', () => {
  it('sign-up sends the welcome email with a single-use link that verifies the address', async () => {
    const account = await api.signUp('user', { firstName: 'Ines' });
    expect(account.user.emailVerified).toBe(false);
    const [welcome] = await mailsTo(account.user.email);
    expect(welcome).toMatchObject({ kind: 'account.welcome', subject: 'Welcome to Wellness Travel: please verify your email', link_label: 'Verify your email', to_user_id: null });
    expect(welcome!.link).toMatch(/^\/\?verify=[A-Za-z0-9_-]{43}$/);
    expect(welcome!.text).toContain('Welcome, Ines');
    // Only a hash is stored.
    const token = tokenOf(welcome!.link, 'verify');
    expect(await api.database.query('SELECT 1 FROM account_tokens WHERE token_hash = $1', [token])).toEqual([]);

    const verified = await post('/auth/verify-email', { token });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data).toEqual({ verified: true, email: account.user.email });
    expect((await api.request({ method: 'GET', url: '/auth/me', headers: account.auth })).json().data.user.emailVerified).toBe(true);
    // The same link again: still verified, said so.
    expect((await post('/auth/verify-email', { token })).json().data).toEqual({ verified: true, email: account.user.email });
    // A made-up or mangled link is refused.
    expect((await post('/auth/verify-email', { token: 'x'.repeat(43) })).json().error.code).toBe('LINK_EXPIRED');
    expect((await post('/auth/verify-email', { token: 'not a token!' })).statusCode).toBe(400);
  });

  it('a new address is unverified and gets its own link; the old address’s link no longer verifies anything', async () => {
    const account = await api.signUp('user');
    const oldToken = tokenOf((await mailsTo(account.user.email))[0]!.link, 'verify');
    const email = `moved.${Date.now()}@example.test`;
    const moved = await api.request({ method: 'PATCH', url: '/auth/me', headers: account.auth, payload: { email } });
    expect(moved.json().data.user).toMatchObject({ email, emailVerified: false });
    const [again] = await mailsTo(email);
    expect(again).toMatchObject({ kind: 'account.verify-email', subject: 'Please verify your email for Wellness Travel' });
    expect((await post('/auth/verify-email', { token: oldToken })).statusCode).toBe(400);
    expect((await post('/auth/verify-email', { token: tokenOf(again!.link, 'verify') })).json().data.email).toBe(email);
  });

  it('a signed-in account asks for a new link (limited per account); once verified, none is sent', async () => {
    const limited = await createTestApi({ database: api.database, config: { passwordResetAccountLimit: { max: 1, windowMs: 3_600_000 }, tokenSecret: api.config.tokenSecret } });
    try {
      const account = await api.signUp('user');
      const resend = () => limited.request({ method: 'POST', url: '/auth/verify-email/resend', headers: account.auth });
      expect((await resend()).json().data).toEqual({ verified: false, message: ACCOUNT_MESSAGES.verificationSent });
      expect((await resend()).statusCode).toBe(429);
      const links = await mailsTo(account.user.email);
      expect(links.map((m) => m.kind)).toEqual(['account.welcome', 'account.verify-email']);
      // The newest link works; the earlier one was replaced.
      expect((await post('/auth/verify-email', { token: tokenOf(links[0]!.link, 'verify') })).statusCode).toBe(400);
      expect((await post('/auth/verify-email', { token: tokenOf(links[1]!.link, 'verify') })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('forgot password', () => {
  it('answers the same for an address with an account and one without, and mails a reset link only to the account', async () => {
    const account = await api.signUp('user', { firstName: 'Rita' });
    const known = await post('/auth/password/forgot', { email: account.user.email.toUpperCase() });
    const unknown = await post('/auth/password/forgot', { email: 'nobody.here@example.test' });
    expect([known.statusCode, unknown.statusCode]).toEqual([202, 202]);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().data.message).toBe(ACCOUNT_MESSAGES.resetSent);
    await runJobs(api);
    await runJobs(api);
    const [reset] = (await mailsTo(account.user.email)).filter((m) => m.kind === 'account.reset-password');
    expect(reset).toMatchObject({ subject: 'Reset your Wellness Travel password', link_label: 'Choose a new password', to_user_id: null });
    expect(reset!.text).toContain('The link works once, within 60 minutes');
    expect(await mailsTo('nobody.here@example.test')).toEqual([]);
    // Sent by SMTP: then the row keeps no working link.
    const sent = smtp.mails.find((m) => m.subject === 'Reset your Wellness Travel password' && m.text?.includes('?reset='));
    expect(sent?.html).toContain(`${SITE}/?reset=`);
    const [row] = await api.database.query<{ link: string }>('SELECT link FROM outbox WHERE id = $1::bigint', [reset!.id]);
    expect(row!.link).toBe('/?reset=(sent)');
  });

  it('a reset link in the account’s language: a Spanish preference gets it in Spanish, its time and the mail’s footer too', async () => {
    const account = await api.signUp('user', { firstName: 'Lucía' });
    expect((await api.request({ method: 'PUT', url: '/api/my/preferences', headers: account.auth, payload: { notifications: true, language: 'es' } })).statusCode).toBe(200);
    expect((await post('/auth/password/forgot', { email: account.user.email }, {}, '10.1.9.9')).statusCode).toBe(202);
    await runJobs(api);
    await runJobs(api);
    const [reset] = (await mailsTo(account.user.email)).filter((m) => m.kind === 'account.reset-password');
    expect(reset).toMatchObject({ subject: 'Restablezca su contraseña de Wellness Travel', link_label: 'Elegir una contraseña nueva' });
    expect(reset!.text).toContain('Alguien (esperamos que usted, Lucía) ha pedido restablecer la contraseña de su cuenta de Wellness Travel.');
    expect(reset!.text).toMatch(/El enlace funciona una sola vez, durante 60 minutos \(hasta el .+ UTC\)\./);
    const sent = smtp.mails.find((m) => m.subject === 'Restablezca su contraseña de Wellness Travel');
    expect(sent?.text).toContain(`Este correo se envió a ${account.user.email}.`);
    expect(sent?.html).toContain('<html lang="es">');
  });

  it('a reset link: a new password that signs in, once; the old password and the sessions before it end; the account is told', async () => {
    const account = await api.signUp('user');
    await post('/auth/password/forgot', { email: account.user.email });
    await runJobs(api);
    await runJobs(api);
    // The link as mailed (the outbox row keeps none once sent).
    const token = smtp.mails.filter((m) => m.to && !Array.isArray(m.to) && m.to.value.some((v) => v.address === account.user.email))
      .map((m) => /\?reset=([A-Za-z0-9_-]+)/.exec(m.text ?? '')?.[1]).find(Boolean)!;
    expect(token).toBeTruthy();

    const done = await post('/auth/password/reset', { token, password: 'harbour-light-7' });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.user).toMatchObject({ email: account.user.email, emailVerified: true });
    const fresh = { authorization: `Bearer ${done.json().data.accessToken}` };
    expect((await api.request({ method: 'GET', url: '/auth/me', headers: fresh })).statusCode).toBe(200);
    // Sessions from before the change have ended.
    const old = await api.request({ method: 'GET', url: '/auth/me', headers: account.auth });
    expect([old.statusCode, old.json().error.message]).toEqual([401, 'Your password was changed. Please sign in again.']);
    expect((await post('/auth/login', { email: account.user.email, password: 'secret123' })).statusCode).toBe(401);
    const again1 = await post('/auth/login', { email: account.user.email, password: 'harbour-light-7' });
    expect(again1.statusCode).toBe(200);
    // A sign-in after the change works, in the same second as the change too.
    expect((await api.request({ method: 'GET', url: '/auth/me', headers: { authorization: `Bearer ${again1.json().data.accessToken}` } })).statusCode).toBe(200);
    // Once only.
    const again = await post('/auth/password/reset', { token, password: 'another-one-9' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toEqual({ code: 'LINK_EXPIRED', message: ACCOUNT_MESSAGES.resetLinkExpired });
    expect((await mailsTo(account.user.email)).map((m) => m.kind)).toContain('account.password-changed');
    // A password under the rule is refused before the link is used.
    expect((await post('/auth/password/reset', { token, password: '123' })).json().error.fields.password).toBe('Password must be at least 6 characters');
  });

  it('a link expires (PASSWORD_RESET_TTL_MINUTES), and a newer one replaces it', async () => {
    const account = await api.signUp('user');
    const now = Date.now();
    await post('/auth/password/forgot', { email: account.user.email });
    await api.jobs.runDue(new Date(now + 1000));
    await post('/auth/password/forgot', { email: account.user.email });
    await api.jobs.runDue(new Date(now + 2000));
    const tokens = await api.database.query<{ used: boolean; expires_in: number }>(
      `SELECT t.used_at IS NOT NULL AS used, extract(epoch FROM t.expires_at - t.created_at)::int AS expires_in FROM account_tokens t JOIN users u ON u.id = t.user_id
       WHERE u.email = $1 AND purpose = 'reset-password' ORDER BY t.created_at`,
      [account.user.email],
    );
    expect(tokens).toEqual([{ used: true, expires_in: 3600 }, { used: false, expires_in: 3600 }]);
    await api.database.query(`UPDATE account_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1 AND used_at IS NULL`, [account.user.id]);
    const { newAccountLink } = await import('./accountLinks');
    const probe = await inTransaction({ db: api.database.db, jobs: api.jobs }, (tx) => newAccountLink(tx, { id: account.user.id, email: account.user.email, firstName: 'x' }, 'reset-password', -1000, new Date()));
    expect((await post('/auth/password/reset', { token: probe, password: 'harbour-light-7' })).json().error.code).toBe('LINK_EXPIRED');
  });

  it('limits requests per IP (429) and reset emails per address (silently: the same answer, no more email)', async () => {
    const limited = await createTestApi({
      database: api.database,
      config: { passwordResetLimit: { max: 3, windowMs: 900_000 }, passwordResetAccountLimit: { max: 1, windowMs: 3_600_000 }, tokenSecret: api.config.tokenSecret },
    });
    try {
      const account = await api.signUp('user');
      const ask = (remoteAddress: string) => limited.request({ method: 'POST', url: '/auth/password/forgot', payload: { email: account.user.email }, remoteAddress });
      const answers = [await ask('10.9.0.1'), await ask('10.9.0.2'), await ask('10.9.0.3')];
      expect(answers.map((a) => a.statusCode)).toEqual([202, 202, 202]);
      expect(new Set(answers.map((a) => a.body)).size).toBe(1);
      await limited.jobs.runDue(new Date(Date.now() + 1000));
      expect((await mailsTo(account.user.email)).filter((m) => m.kind === 'account.reset-password')).toHaveLength(1);
      // One address asking too often is held, for any email.
      const codes = [];
      for (let i = 0; i < 4; i++) codes.push((await limited.request({ method: 'POST', url: '/auth/password/forgot', payload: { email: `x${i}@example.test` }, remoteAddress: '10.9.9.9' })).statusCode);
      expect(codes).toEqual([202, 202, 202, 429]);
    } finally {
      await limited.close();
    }
  });

  it('an account’s own "Enable Notifications" never holds back a reset email; a deactivated account gets none', async () => {
    const account = await api.signUp('user');
    await api.request({ method: 'PUT', url: '/api/my/preferences', headers: account.auth, payload: { notifications: false, language: 'en' } });
    await post('/auth/password/forgot', { email: account.user.email });
    await runJobs(api);
    await runJobs(api);
    const [reset] = await api.database.query<{ sent_at: string | null; skipped: string | null }>(
      `SELECT sent_at, skipped FROM outbox WHERE to_email = $1 AND kind = 'account.reset-password'`,
      [account.user.email],
    );
    expect(reset).toMatchObject({ skipped: null });
    expect(reset!.sent_at).not.toBeNull();

    const gone = await api.signUp('user');
    await api.database.query(`UPDATE users SET status = 'inactive' WHERE id = $1`, [gone.user.id]);
    await post('/auth/password/forgot', { email: gone.user.email });
    await runJobs(api);
    expect((await mailsTo(gone.user.email)).map((m) => m.kind)).toEqual(['account.welcome']);
  });
});
