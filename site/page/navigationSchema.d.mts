import type { NavigationDeclaration } from '@wellness/shared/contract';
export declare function checkNavigation(value: unknown): { declaration: NavigationDeclaration; problems: null } | { declaration: null; problems: string[] };
