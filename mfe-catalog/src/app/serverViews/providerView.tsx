import type { ServerView } from '@wellness/shared/contract';
import type { ProviderProfile } from '@wellness/shared/domain';
import { providerApiPath } from '@wellness/shared/api/trust';
import { breadcrumbLd, describe, providerLd } from '@wellness/shared/seo';
import { NoServerView } from './NoServerView';
import { Provider, ProviderNotFound } from '../../features/providers/ProviderPage';
import { providerMessages } from '../../features/providers/messages';

/**
 * A provider's page for the site's server (ADR 0010): who they are, their programs (each a link to its page) and
 * latest reviews; the provider as an Organization in JSON-LD; 404 with the page's message for none.
 */
export const serverView: ServerView = async ({ rest, origin, api, locale = 'en' }) => {
  await providerMessages.load(locale);
  const t = providerMessages.fixedT(locale);
  const slug = rest.split('/')[0] ?? '';
  // In the page's language, as the page asks it (useGetProviderQuery): its programs' cards in it.
  const answer = slug ? await api(providerApiPath(slug, locale)) : { status: 404, data: null };
  const canonical = `/providers/${encodeURIComponent(slug)}`;
  if (answer.status === 404) {
    return {
      kind: 'page',
      status: 404,
      view: <ProviderNotFound />,
      head: { title: t('head.title', { name: t('notFound') }), description: t('notFoundHint'), canonical, noindex: true },
    };
  }
  const provider = answer.data as ProviderProfile | null;
  if (answer.status !== 200 || !provider?.slug) throw new NoServerView(`the provider ${slug}: ${answer.status}`);
  return {
    kind: 'page',
    view: <Provider provider={provider} />,
    head: {
      title: t('head.title', { name: provider.name }),
      description: describe(provider.description || t('head.description', { name: provider.name, location: provider.location })),
      canonical: `/providers/${encodeURIComponent(provider.slug)}`,
      image: provider.programs[0]?.image,
      jsonLd: [
        breadcrumbLd(origin, [{ name: t('head.home'), path: '/' }, { name: t('head.explore'), path: '/explore' }, { name: provider.name, path: `/providers/${encodeURIComponent(provider.slug)}` }]),
        providerLd(origin, provider),
      ],
    },
  };
};
