import { useAppDispatch, useAppSelector, useNavigate } from '@wellness/shared/contract';
import { EmptyState, InlineMessage } from '@wellness/shared/ui';
import { useDestinations } from '@wellness/shared/api/catalog';
import { locationState, programsHref } from '../../lib/listCriteria';
import { DestinationGrid } from './DestinationGrid';
import { CardsLoading } from './CardsLoading';
import { countryToggled, selectExpandedCountry } from './exploreSlice';
import { EXPLORE_MESSAGES } from './messages';
import { useForceReload } from './useForceReload';
import styles from './ExplorePage.module.css';

/** Our Destinations: country cards expanding in place to Choose Your City, with the sample fallback. */
export default function DestinationsTab({ forceReload }: { forceReload: boolean }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const expanded = useAppSelector(selectExpandedCountry);
  const { items, source, refetch } = useDestinations();
  useForceReload(forceReload, refetch);
  if (source === 'loading') return <CardsLoading count={8} />;
  return (
    <>
      {source === 'sample' && <InlineMessage tone="warning" className={styles.notice}>{EXPLORE_MESSAGES.partial}</InlineMessage>}
      {items.length === 0 ? (
        <EmptyState title={EXPLORE_MESSAGES.noDestinations} />
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

