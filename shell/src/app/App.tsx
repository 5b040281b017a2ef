import { StrictMode } from 'react';
import { LocaleRouter, Provider, type AppStore } from '@wellness/shared/contract';
import { ToastProvider } from '@wellness/shared/ui';
import { RuntimeConfigContext, type LoadedConfig } from '../features/areas/runtimeConfig';
import { ShellErrorBoundary } from '../features/errors/ErrorPage';
import { SiteNavigationProvider } from '../lib/navigation/NavigationContext';
import { CatchUpWithHistory } from '../features/routing/CatchUpWithHistory';
import { DocumentLanguage } from '../lib/language/DocumentLanguage';
import { PreferredLanguage } from '../lib/language/PreferredLanguage';
import { AppRoutes } from './AppRoutes';

/** The shell's providers: the one store, the runtime config, the remotes' navigation, the router and toasts. */
export function App({ store, config }: { store: AppStore; config: Promise<LoadedConfig> }) {
  return (
    <StrictMode>
      <Provider store={store}>
        <RuntimeConfigContext value={config}>
          <SiteNavigationProvider>
            <LocaleRouter>
              <CatchUpWithHistory />
              <PreferredLanguage />
              <DocumentLanguage />
              <ToastProvider>
                <ShellErrorBoundary>
                  <AppRoutes />
                </ShellErrorBoundary>
              </ToastProvider>
            </LocaleRouter>
          </SiteNavigationProvider>
        </RuntimeConfigContext>
      </Provider>
    </StrictMode>
  );
}
