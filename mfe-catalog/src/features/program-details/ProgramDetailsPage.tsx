import { Suspense, useDeferredValue, useEffect } from 'react';
import { Navigate, selectLocale, useAppDispatch, useFirstViewHold, useLocale, useLocation, useNavigate, type AppStore } from '@wellness/shared/contract';
import { fallbackFields } from '@wellness/shared/fallback';
import { cacheUnderSlug, inLanguage, useCatalogProgramQuery } from '../../lib/api/program';
import { errorStatus } from '../../lib/api/timeout';
import { programDetailsHref } from '../../lib/programHref';
import { ErrorBoundary } from '../../components/ErrorBoundary/ErrorBoundary';
import { Details } from './Details';
import { DetailsFailed } from './DetailsFailed';
import { DetailsLoading } from './DetailsLoading';
import { DetailsNotFound } from './DetailsNotFound';
import { SampleProgram } from './SampleProgram';
import { useProgramKey } from './useProgramKey';
import { detailsMessages, useDetailsT } from './messages';

/**
 * Program details, loaded by slug (the URL's) or by the spec's programName navigation state, which then moves to
 * the slug URL; without either, the visitor goes to /explore with the state cleared. Not found: the spec's message;
 * another failure: the bundled sample program, else the message and a return to /explore.
 */
export function ProgramDetailsPage() {
  const key = useProgramKey();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useDetailsT();
  // Its texts in the page's language where it has them.
  const locale = useLocale();
  // Only the fields the page reads: the query going pending (from an effect) then renders nothing.
  const query = useCatalogProgramQuery(inLanguage(key ?? { slug: '' }, locale), { skip: key === null, selectFromResult: fallbackFields });
  // The page renders in a transition once its program arrives: in slices, not one long task (RTK Query updates are sync).
  const program = useDeferredValue(query.data);
  // The server's view may already show the program: it stays on screen until the page can show as much.
  useFirstViewHold(key !== null && !program && !query.isError);

  // Arrived by name: once known, the URL carries its slug, so a reload or a shared link works.
  useEffect(() => {
    if (!key || !('name' in key) || !program) return;
    cacheUnderSlug(dispatch, program, locale);
    navigate(programDetailsHref(program.slug), { replace: true, state: location.state });
  }, [key, program, dispatch, navigate, location.state, locale]);

  useEffect(() => {
    if (program) document.title = t('docTitle', { name: program.name });
  }, [program, t]);

  if (!key) return <Navigate to="/explore" replace state={null} />;
  if (program) return <Details program={program} />;
  if (query.isError) {
    // Never existed (404) or withdrawn (410): the same message.
    const status = errorStatus(query.error);
    if (status === 404 || status === 410) return <DetailsNotFound />;
    return (
      <ErrorBoundary fallback={<DetailsFailed />}>
        <Suspense fallback={<DetailsLoading t={t} />}>
          <SampleProgram programKey={key} />
        </Suspense>
      </ErrorBoundary>
    );
  }
  return <DetailsLoading t={t} />;
}

export default ProgramDetailsPage;

/** Opened in Spanish or French, the page's texts load before its first render (the language's own chunk). */
export const prepare = (store: AppStore) => detailsMessages.load(selectLocale(store.getState()));
