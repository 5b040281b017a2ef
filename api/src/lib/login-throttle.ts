import type { AppConfig } from '../config';
import { tooMany } from './errors';
import { describeWait, type Counters } from './rate-limits';

/**
 * Slows password guessing without locking the owner out (OWASP's authentication cheat sheet: throttle by account and
 * source together, with growing delays, rather than lock the account):
 *
 * - Failures are counted per account *and* address, remembered until the address has been quiet for the window of
 *   LOGIN_FAILURE_LIMIT. Past its count, that address waits before it may try that account again, and each further
 *   failure doubles the wait (LOGIN_FAILURE_DELAY_MS, then twice that, …, at most the window).
 * - Failures on the account from all addresses are counted too (LOGIN_ACCOUNT_FAILURE_LIMIT). Past that count the
 *   account is under a spread-out attack: any address that has failed on it even once waits after each failure.
 * - An address that has not failed on the account is never held, so the owner signing in from their own address gets
 *   in with the right password whatever others are doing. A success clears that address's count.
 *
 * Counts live in PostgreSQL (lib/rate-limits.ts), shared by every API process. Reading the counts and then counting
 * a failure are two statements: concurrent guesses from one address may overshoot by the few in flight, which the
 * per-address route limit of sign-in (AUTH_RATE_LIMIT) bounds.
 */
export class LoginThrottle {
  constructor(
    private readonly counters: Counters,
    private readonly config: Pick<AppConfig, 'loginFailuresPerAddress' | 'loginFailuresPerAccount' | 'loginFailureDelayMs'>,
  ) {}

  private pairKey = (email: string, address: string) => `${email}\n${address}`;

  /** Throws a 429 when this address must wait before trying this account again. */
  async check(email: string, address: string): Promise<void> {
    const perAddress = this.config.loginFailuresPerAddress;
    if (perAddress.max <= 0) return;
    const [pair, account] = await Promise.all([this.counters.read('login-address', this.pairKey(email, address)), this.counters.read('login-account', email)]);
    if (pair.count === 0) return;
    const perAccount = this.config.loginFailuresPerAccount;
    const underAttack = perAccount.max > 0 && account.count >= perAccount.max;
    const allowed = underAttack ? 0 : perAddress.max - 1;
    const beyond = pair.count - allowed;
    if (beyond <= 0) return;
    const holdMs = Math.min(perAddress.windowMs, this.config.loginFailureDelayMs * 2 ** Math.min(beyond - 1, 30));
    const waitMs = holdMs - pair.msSinceLast;
    if (waitMs > 0) {
      const seconds = Math.max(1, Math.ceil(waitMs / 1000));
      throw tooMany(`Too many failed sign-ins. Please try again in ${describeWait(seconds)}.`, seconds);
    }
  }

  async failed(email: string, address: string): Promise<void> {
    const { loginFailuresPerAddress: perAddress, loginFailuresPerAccount: perAccount } = this.config;
    await Promise.all([
      perAddress.max > 0 ? this.counters.hit('login-address', this.pairKey(email, address), perAddress.windowMs, { sliding: true }) : null,
      perAccount.max > 0 ? this.counters.hit('login-account', email, perAccount.windowMs) : null,
    ]);
  }

  async succeeded(email: string, address: string): Promise<void> {
    await this.counters.clear('login-address', this.pairKey(email, address));
  }
}
