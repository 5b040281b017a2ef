// Read on every page (ShellDialogs), apart from the dialog itself so that first paint does not load the dialog's code.

/** The links the account emails carry, on any page of the site: `?reset=<token>`, `?verify=<token>`. */
export const ACCOUNT_LINK_PARAMS = ['reset', 'verify'] as const;
export type AccountLink = { kind: (typeof ACCOUNT_LINK_PARAMS)[number]; token: string };

/** The account link in a query string, if any (the first of them). */
export function accountLinkOf(search: string): AccountLink | null {
  const params = new URLSearchParams(search);
  for (const kind of ACCOUNT_LINK_PARAMS) {
    const token = params.get(kind);
    if (token) return { kind, token };
  }
  return null;
}
