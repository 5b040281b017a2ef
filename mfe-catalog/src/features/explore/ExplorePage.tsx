import { useEffect } from 'react';
import { useLocation, useAppDispatch } from '@wellness/shared/contract';
import { tabChanged } from './exploreSlice';

export function ExplorePage() {
  const dispatch = useAppDispatch();
  const initialTab = (useLocation().state as { initialTab?: string } | null)?.initialTab;
  useEffect(() => {
    dispatch(tabChanged(initialTab === 'destinations' ? 'destinations' : 'programs'));
  }, [dispatch, initialTab]);
  return <h1>Explore Wellness Experiences</h1>;
}

export default ExplorePage;
