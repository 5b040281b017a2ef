import { renderToStaticMarkup } from 'react-dom/server';
import { SITE_NAME } from '@wellness/shared/seo';
import type { Locale } from '@wellness/shared/format';
import { emailT } from '../i18n';
import { EmailBody, EmailDocument, type EmailContent } from './templates';

export type { EmailContent, EmailFact } from './templates';

/**
 * An email's body as stored in the outbox row: HTML (EmailBody) and the same in plain text. The link is not in it:
 * the sender adds the site's address when it sends (renderMail).
 */
export function renderBody(content: EmailContent, locale: Locale): { text: string; html: string } {
  const t = emailT(locale);
  const parts: string[] = [];
  if (content.heading) parts.push(content.heading);
  parts.push(...content.paragraphs);
  if (content.quote) parts.push(`${t('layout.wrote', { name: content.quote.by })}\n${content.quote.text.split('\n').map((line) => `> ${line}`).join('\n')}`);
  if (content.facts?.length) parts.push(content.facts.map((f) => t('layout.fact', { label: f.label, value: f.value })).join('\n'));
  return { text: parts.join('\n\n'), html: renderToStaticMarkup(<EmailBody content={content} locale={locale} />) };
}

export interface MailParts {
  subject: string;
  /** The stored body (renderBody). */
  text: string;
  html: string;
  /** The absolute address to act on, and what acting is ("Confirm or decline"). */
  url: string;
  linkLabel: string;
  to: string;
  siteUrl: string;
  /** The recipient's language (the row's): the address line and the footer. */
  locale: Locale;
}

/** The whole email, HTML and text: the brand, the body, the link to act on, the footer. */
export function renderMail(parts: MailParts): { text: string; html: string } {
  const html = `<!doctype html>${renderToStaticMarkup(
    <EmailDocument locale={parts.locale} subject={parts.subject} bodyHtml={parts.html} action={{ url: parts.url, label: parts.linkLabel }} to={parts.to} siteUrl={parts.siteUrl} />,
  )}`;
  const footer = emailT(parts.locale)('layout.footer', { site: SITE_NAME, to: parts.to });
  const text = `${SITE_NAME}\n\n${parts.text}\n\n${parts.linkLabel}:\n${parts.url}\n\n-- \n${footer}\n`;
  return { text, html };
}
