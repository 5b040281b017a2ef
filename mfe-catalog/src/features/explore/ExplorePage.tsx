import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch } from '@wellness/shared';
import { tabChanged } from './exploreSlice';

export function Component() {
  const dispatch = useAppDispatch();
  const initialTab = (useLocation().state as { initialTab?: string } | null)?.initialTab;
  useEffect(() => {
    dispatch(tabChanged(initialTab === 'destinations' ? 'destinations' : 'programs'));
  }, [dispatch, initialTab]);
  return <h1>Explore Wellness Experiences</h1>;
}
