import { useAppDispatch, useAppSelector, useNavigate } from '@wellness/shared/contract';
import { EmptyState, InlineMessage } from '@wellness/shared/ui';
import { useDestinations } from '@wellness/shared/api/catalog';
import { locationState, programsHref } from '../../lib/listCriteria';
import { DestinationGrid } from './DestinationGrid';
import { CardsLoading } from './CardsLoading';
import { countryToggled, selectExpandedCountry } from './exploreSlice';
import { useExploreT } from './messages';
import { useForceReload } from './useForceReload';
import styles from './ExplorePage.module.css';

/** Our Destinations: country cards expanding in place to Choose Your City, with the sample fallback. */
export default function DestinationsTab({ forceReload }: { forceReload: boolean }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { t } = useExploreT();
  const expanded = useAppSelector(selectExpandedCountry);
  const { items, source, refetch } = useDestinations();
  useForceReload(forceReload, refetch);
  if (source === 'loading') return <CardsLoading count={8} />;
  return (
    <>
      {source === 'sample' && <InlineMessage tone="warning" className={styles.notice}>{t('partial')}</InlineMessage>}
      {items.length === 0 ? (
        <EmptyState title={t('noDestinations')} />
      ) : (
        <DestinationGrid
          destinations={items}
          expanded={expanded}
          onToggle={(country) => dispatch(countryToggled(country))}
          onCity={(country, city) => navigate(programsHref({ country, city }), { state: locationState(country, city) })}
        />
      )}
    </>
  );
}

