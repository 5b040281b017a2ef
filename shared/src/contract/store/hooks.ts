import { useDispatch, useSelector, useStore } from 'react-redux';
import { selectLocale } from './localeSlice';
import type { AppDispatch, AppStore } from './makeStore';
import type { RootState } from './rootReducer';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();

/** The page's language, to pass to every formatter of @wellness/shared/format. */
export const useLocale = () => useAppSelector(selectLocale);
