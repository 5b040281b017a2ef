import type { NavigationDeclaration } from '@wellness/shared/contract';
import { navigationOf } from '@wellness/shared/routes/navigation';
import { ROUTES } from './app/routes';

/**
 * This remote's top-level paths and menu entries (ADR 0007), read from its route table (app/routes.ts) and published
 * with its build as `navigation.json`; the shell renders the entries with every other remote's, sorted by `order`.
 */
export const navigation: NavigationDeclaration = navigationOf(ROUTES);
