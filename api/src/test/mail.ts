// Helpers of the conversation tests: a real SMTP server (smtp-server) that keeps what it receives, parsed by mailparser.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { TestApi } from './harness';

export interface TestSmtp {
  url: string;
  mails: ParsedMail[];
  /** The next n messages are refused (451, a temporary failure) after their data was sent. */
  refuseNext(n: number): void;
  close(): Promise<void>;
}

export async function startSmtp(): Promise<TestSmtp> {
  const mails: ParsedMail[] = [];
  let refuse = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          if (refuse > 0) {
            refuse -= 1;
            callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
            return;
          }
          mails.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    refuseNext: (n) => void (refuse = n),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface OutboxRowView {
  id: string;
  kind: string;
  to_email: string;
  to_user_id: string | null;
  sent_at: string | null;
  skipped: string | null;
  attempts: number;
  link: string;
}

export const outboxRows = (api: TestApi) =>
  api.database.query<OutboxRowView>('SELECT o.id::text AS id, kind, to_email, to_user_id, sent_at, skipped, attempts, link FROM outbox o ORDER BY o.id');

const HOUR = 3_600_000;
/** Runs every job due within the next `hours` (email retries and delayed message emails included). */
export const runJobs = (api: TestApi, hours = 1) => api.jobs.runDue(new Date(Date.now() + hours * HOUR));
