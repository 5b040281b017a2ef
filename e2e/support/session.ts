import type { Page } from '@playwright/test';

export interface TestUser {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  role: 'user' | 'facility' | 'admin';
}

export function testUser(role: TestUser['role'], firstName = 'Ana'): TestUser {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  return { firstName, lastName: 'Moreau', email: `${role}-${unique}@example.test`, phone: '+41791234567', role };
}

/** Puts a session in browser storage under the keys the shell reads it from (`wellness_user`, `wellness_token`), as a signed-in visitor would have it. */
export async function storeSession(page: Page, user: TestUser, token = 'e2e-token'): Promise<void> {
  await page.addInitScript(
    ([u, t]) => {
      if (sessionStorage.getItem('e2e-session-seeded')) return;
      sessionStorage.setItem('e2e-session-seeded', '1');
      localStorage.setItem('wellness_user', u);
      localStorage.setItem('wellness_token', t);
    },
    [JSON.stringify(user), token] as const,
  );
}

/** Registers through the real API and returns its session. */
export async function registerViaApi(page: Page, user: TestUser, password = 'serenity-42'): Promise<{ accessToken: string; user: TestUser }> {
  const response = await page.request.post('http://localhost:4000/auth/register', { data: { ...user, password } });
  if (!response.ok()) throw new Error(`register failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: { accessToken: string; user: TestUser } }).data;
}
