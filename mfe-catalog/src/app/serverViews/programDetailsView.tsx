import { domainWords, type ServerView } from '@wellness/shared/contract';
import type { Program, ReviewPage } from '@wellness/shared/domain';
import { breadcrumbLd, describe, programLd } from '@wellness/shared/seo';
import { NoServerView } from './NoServerView';
import { programPath } from '../../lib/api/program';
import { programDetailsHref, programsHref } from '../../lib/listCriteria';
import { Details } from '../../features/program-details/Details';
import { DetailsLoadingView } from '../../features/program-details/DetailsLoading';
import { DetailsNotFound } from '../../features/program-details/DetailsNotFound';
import { detailsMessages } from '../../features/program-details/messages';
import { laterMessages } from '../../features/program-details/later/messages';

/**
 * A program's page for the site's server (ADR 0010): its details with the API's program, its head and JSON-LD (the
 * program as a Product with its Offer, rating and latest reviews; breadcrumbs). A program that never existed answers
 * 404, one withdrawn 410, both with the page's "Program not found"; an old slug of a renamed program 301 to its slug.
 */
export const serverView: ServerView = async ({ rest, query, origin, api, locale = 'en' }) => {
  // The head's words that the page never shows are in its later catalogue (not the page's first paint).
  await Promise.all([detailsMessages.load(locale), laterMessages.load(locale)]);
  const t = detailsMessages.fixedT(locale);
  const later = laterMessages.fixedT(locale);
  const slug = rest || query.get('slug')?.trim() || '';
  // Its texts in the page's language where it has them (the page asks the same: lib/api/program.ts).
  const answer = slug ? await api(programPath(slug, locale)) : { status: 404, data: null };
  if (answer.status === 404 || answer.status === 410) {
    return {
      kind: 'page',
      status: answer.status,
      view: <DetailsNotFound />,
      head: { title: t('docTitle', { name: t('notFound').replace(/\.$/, '') }), description: later('head.notFound'), canonical: slug ? programDetailsHref(slug) : '/program-details', noindex: true },
    };
  }
  const found = answer.data as Program | null;
  // No answer in time, or another failure: the page's first view, and the page's own way of dealing with it.
  if (answer.status !== 200 || !found?.slug) throw new NoServerView(`the program ${slug}: ${answer.status}`);
  if (found.slug !== slug) return { kind: 'redirect', status: 301, location: programDetailsHref(found.slug) };
  const reviews = found.reviewStats.count > 0 ? await api(`/api/programs/${encodeURIComponent(found.id)}/reviews`) : null;
  const canonical = programDetailsHref(found.slug);
  return {
    kind: 'page',
    view: <Details program={found} />,
    head: {
      title: t('docTitle', { name: found.name }),
      description: describe(`${found.name}, ${found.location}: ${found.description || found.about}`),
      canonical,
      image: found.image,
      jsonLd: [
        breadcrumbLd(origin, [
          { name: later('head.home'), path: '/' },
          { name: later('head.explore'), path: '/explore' },
          ...(found.group ? [{ name: domainWords(locale).groupTitle(found.group, found.groupName || found.group), path: programsHref({ category: found.group }) }] : []),
          { name: found.name, path: canonical },
        ]),
        programLd(origin, found, reviews?.status === 200 ? ((reviews.data as ReviewPage | null)?.reviews ?? []) : []),
      ],
    },
  };
};

/** The page without data, served when its server view cannot be (the API late or down). */
export const firstView = () => <DetailsLoadingView />;
