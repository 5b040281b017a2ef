import { renderToStaticMarkup } from 'react-dom/server';
import { SITE_NAME } from '@wellness/shared/seo';
import { EmailBody, EmailDocument, type EmailContent } from './templates';

export type { EmailContent, EmailFact } from './templates';

/**
 * An email's body as stored in the outbox row: HTML (EmailBody) and the same in plain text. The link is not in it:
 * the sender adds the site's address when it sends (renderMail).
 */
export function renderBody(content: EmailContent): { text: string; html: string } {
  const parts: string[] = [];
  if (content.heading) parts.push(content.heading);
  parts.push(...content.paragraphs);
  if (content.quote) parts.push(`${content.quote.by} wrote:\n${content.quote.text.split('\n').map((line) => `> ${line}`).join('\n')}`);
  if (content.facts?.length) parts.push(content.facts.map((f) => `${f.label}: ${f.value}`).join('\n'));
  return { text: parts.join('\n\n'), html: renderToStaticMarkup(<EmailBody content={content} />) };
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
}

/** The whole email, HTML and text: the brand, the body, the link to act on, the footer. */
export function renderMail(parts: MailParts): { text: string; html: string } {
  const html = `<!doctype html>${renderToStaticMarkup(
    <EmailDocument subject={parts.subject} bodyHtml={parts.html} action={{ url: parts.url, label: parts.linkLabel }} to={parts.to} siteUrl={parts.siteUrl} />,
  )}`;
  const text = `${SITE_NAME}\n\n${parts.text}\n\n${parts.linkLabel}:\n${parts.url}\n\n-- \n${SITE_NAME} · wellness and longevity retreats. This email was sent to ${parts.to}.\n`;
  return { text, html };
}
