// The product's emails in HTML: React components rendered to static markup (react-dom/server), the library the
// workspace already uses for every page. It escapes all text (a guest's message, a program's name) and keeps the
// markup in components rather than in strings. Emails are laid out with tables and inline styles (what mail clients
// read), in the brand's colours and type, with system fonts and no image: nothing is loaded from another host.
import type { ReactNode } from 'react';
import { SITE_NAME } from '@wellness/shared/seo';
import type { Locale } from '@wellness/shared/format';
import { emailT } from '../i18n';

/** One line of an email's summary: "Dates", "3–9 May 2026". */
export interface EmailFact {
  label: string;
  value: string;
}

/** What an email says, before the site's address is known (the link is added when it is sent). */
export interface EmailContent {
  /** The first line, in the display face ("Your booking is confirmed"). */
  heading?: string | undefined;
  paragraphs: string[];
  /** Someone's own words (a message), shown apart and attributed. */
  quote?: { by: string; text: string } | undefined;
  /** The booking's summary: program, place, dates, guests, amounts, policy, reference. */
  facts?: EmailFact[] | undefined;
}

// The brand's palette (shared/src/ui/styles/global.css): forest, ivory, sand, gold, charcoal.
export const BRAND = {
  forest: '#1f3a33',
  ivory: '#fbf7ef',
  sand: '#f4ede0',
  border: '#e2d4bc',
  gold: '#b8893b',
  goldInk: '#7d5a1f',
  ink: '#1b2420',
  muted: '#4a5550',
  serif: "Georgia, 'Times New Roman', serif",
  sans: "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
} as const;

const text = { margin: '0 0 16px', fontFamily: BRAND.sans, fontSize: '16px', lineHeight: '1.6', color: BRAND.ink } as const;

/** Line breaks the writer typed stay line breaks. */
function Lines({ value }: { value: string }) {
  const lines = value.split('\n');
  return (
    <>
      {lines.map((line, i) => (
        <span key={i}>
          {line}
          {i < lines.length - 1 && <br />}
        </span>
      ))}
    </>
  );
}

/** The body of an email: its heading, paragraphs, a quoted message and the summary table. */
export function EmailBody({ content, locale }: { content: EmailContent; locale: Locale }) {
  const t = emailT(locale);
  return (
    <>
      {content.heading && (
        <h1 style={{ margin: '0 0 16px', fontFamily: BRAND.serif, fontSize: '26px', lineHeight: '1.25', fontWeight: 'normal', color: BRAND.forest }}>{content.heading}</h1>
      )}
      {content.paragraphs.map((p, i) => (
        <p key={i} style={text}>
          <Lines value={p} />
        </p>
      ))}
      {content.quote && (
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ margin: '0 0 20px', borderCollapse: 'collapse' }}>
          <tbody>
            <tr>
              <td style={{ padding: '12px 16px', borderLeft: `3px solid ${BRAND.gold}`, background: BRAND.sand, fontFamily: BRAND.sans, fontSize: '16px', lineHeight: '1.6', color: BRAND.ink }}>
                <p style={{ margin: '0 0 6px', fontSize: '13px', color: BRAND.muted }}>{t('layout.wrote', { name: content.quote.by })}</p>
                <Lines value={content.quote.text} />
              </td>
            </tr>
          </tbody>
        </table>
      )}
      {content.facts && content.facts.length > 0 && (
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ margin: '4px 0 20px', borderCollapse: 'collapse', border: `1px solid ${BRAND.border}` }}>
          <tbody>
            {content.facts.map((fact) => (
              <tr key={fact.label}>
                <th scope="row" align="left" style={{ verticalAlign: 'top', width: '38%', padding: '9px 12px', borderBottom: `1px solid ${BRAND.border}`, background: BRAND.sand, fontFamily: BRAND.sans, fontSize: '14px', lineHeight: '1.5', fontWeight: 600, color: BRAND.muted }}>
                  {fact.label}
                </th>
                <td style={{ verticalAlign: 'top', padding: '9px 12px', borderBottom: `1px solid ${BRAND.border}`, fontFamily: BRAND.sans, fontSize: '14px', lineHeight: '1.5', color: BRAND.ink }}>
                  {fact.value}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

export interface EmailDocumentProps {
  subject: string;
  /** The body, already rendered (EmailBody, stored in the outbox row). */
  bodyHtml: string;
  /** The absolute address the reader acts on, and the words of its button. */
  action: { url: string; label: string };
  /** The address it was sent to (the footer says why it came). */
  to: string;
  siteUrl: string;
  /** The recipient's language: `<html lang>`, the address line and the footer. */
  locale: Locale;
}

/** A whole email: the brand's header, the body, the button to act, the address in full, and the footer. */
export function EmailDocument({ subject, bodyHtml, action, to, siteUrl, locale }: EmailDocumentProps) {
  const t = emailT(locale);
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <title>{subject}</title>
      </head>
      <body style={{ margin: 0, padding: 0, background: BRAND.ivory }}>
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ background: BRAND.ivory, borderCollapse: 'collapse' }}>
          <tbody>
            <tr>
              <td align="center" style={{ padding: '24px 12px' }}>
                <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ maxWidth: '600px', borderCollapse: 'collapse' }}>
                  <tbody>
                    <tr>
                      <td style={{ padding: '20px 28px', background: BRAND.forest, borderRadius: '12px 12px 0 0' }}>
                        <a href={siteUrl} style={{ fontFamily: BRAND.serif, fontSize: '24px', letterSpacing: '0.04em', color: '#dcc08a', textDecoration: 'none' }}>
                          {SITE_NAME}
                        </a>
                      </td>
                    </tr>
                    <tr>
                      <td style={{ padding: '28px', background: '#ffffff', borderLeft: `1px solid ${BRAND.border}`, borderRight: `1px solid ${BRAND.border}` }}>
                        <div dangerouslySetInnerHTML={{ __html: bodyHtml }} />
                        <Button url={action.url}>{action.label}</Button>
                        <p style={{ margin: '16px 0 0', fontFamily: BRAND.sans, fontSize: '13px', lineHeight: '1.5', color: BRAND.muted }}>
                          {t('layout.openAddress')} <a href={action.url} style={{ color: BRAND.goldInk, wordBreak: 'break-all' }}>{action.url}</a>
                        </p>
                      </td>
                    </tr>
                    <tr>
                      <td style={{ padding: '18px 28px', background: BRAND.sand, borderRadius: '0 0 12px 12px', border: `1px solid ${BRAND.border}`, fontFamily: BRAND.sans, fontSize: '12px', lineHeight: '1.5', color: BRAND.muted }}>
                        {t('layout.footer', { site: SITE_NAME, to })}
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

/** A link that looks like the site's primary button in every client (a padded table cell, not CSS on the link alone). */
function Button({ url, children }: { url: string; children: ReactNode }) {
  return (
    <table role="presentation" cellPadding={0} cellSpacing={0} style={{ margin: '8px 0 0', borderCollapse: 'separate' }}>
      <tbody>
        <tr>
          <td align="center" style={{ borderRadius: '999px', background: BRAND.forest }}>
            <a href={url} style={{ display: 'inline-block', padding: '12px 24px', fontFamily: BRAND.sans, fontSize: '15px', fontWeight: 600, color: BRAND.ivory, textDecoration: 'none', borderRadius: '999px' }}>
              {children}
            </a>
          </td>
        </tr>
      </tbody>
    </table>
  );
}
