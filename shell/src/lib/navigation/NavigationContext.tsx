import { createContext, use, type ReactNode } from 'react';
import { useAppSelector, useAppStore, type SiteNavigation } from '@wellness/shared/contract';
import { selectSiteNavigation, whenNavigationSettled } from './siteNavigation';

interface NavigationValue {
  navigation: SiteNavigation;
  /** Resolved once every remote's declaration is known: guards wait for it, menus do not. */
  settled: Promise<void>;
}

const done = Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });

export const NavigationContext = createContext<NavigationValue>({ navigation: {}, settled: done });

/** The navigation the remotes declare, for the shell's menus. */
export const useSiteNavigation = (): SiteNavigation => use(NavigationContext).navigation;

/** Suspends until every remote's declaration is known, then answers them: what a guard decides on. */
export function useSettledNavigation(): SiteNavigation {
  const { navigation, settled } = use(NavigationContext);
  use(settled);
  return navigation;
}

/** The page's navigation (in its store: ./siteNavigation.ts) for everything below. */
export function SiteNavigationProvider({ children }: { children: ReactNode }) {
  const navigation = useAppSelector(selectSiteNavigation);
  const settled = whenNavigationSettled(useAppStore());
  return <NavigationContext value={{ navigation, settled }}>{children}</NavigationContext>;
}

/** A fixed navigation (the server's render of the header and footer, tests). */
export function StaticNavigation({ navigation, children }: { navigation: SiteNavigation; children: ReactNode }) {
  return <NavigationContext value={{ navigation, settled: done }}>{children}</NavigationContext>;
}
