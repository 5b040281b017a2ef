import { expect, test, type APIRequestContext } from '@playwright/test';
import { seriousAxeViolations } from '../support/axe';
import { API, bearer, inDays, registerAccount } from '../support/programs';

interface Found {
  total: number;
  programs: { name: string; category: string; location: string; price: number | null }[];
}

async function search(request: APIRequestContext, query: string): Promise<Found> {
  const answer = await request.get(`${API}/api/search?${query}&limit=3`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: Found }).data;
}

/** A yoga program in Italy under 3000 (the sample catalogue has none), made by a facility and approved by an admin. */
async function italianYoga(request: APIRequestContext): Promise<string> {
  const name = `Lago Maggiore Yoga Retreat ${Date.now().toString(36)}`;
  const facility = await registerAccount(request, 'facility', 'Fiona');
  const created = await request.post(`${API}/api/my/programs`, {
    headers: bearer(facility.token),
    data: {
      name, location: 'Stresa - Italy', category: 'yoga', description: 'Lakeside yoga and meditation.', duration: '7 Days / 6 Nights',
      price: 2200, status: 'pending', bookingMode: 'request', cancellationPolicy: 'flexible', responseHours: 48, depositPercent: null,
      sessions: [{ startDate: inDays(60), nights: 6, places: 10 }],
    },
  });
  expect(created.ok()).toBe(true);
  const { id } = ((await created.json()) as { data: { id: string } }).data;
  const admin = await registerAccount(request, 'admin', 'Ada');
  const reviewed = ((await (await request.get(`${API}/api/admin/programs/${id}`, { headers: bearer(admin.token) })).json()) as { data: { version: number } }).data;
  expect((await request.post(`${API}/api/admin/programs/${id}/approve`, { headers: bearer(admin.token), data: { version: reviewed.version } })).ok()).toBe(true);
  return name;
}

test('on /es/chat the assistant reads a Spanish request with a budget in euros, answers in Spanish and recommends yoga in Italy', async ({ page, request }) => {
  const name = await italianYoga(request);
  // The budget is in euros: the assistant asks the search with currency=EUR.
  const found = await search(request, 'category=yoga&country=Italy&maxPrice=3000&currency=EUR');
  expect(found.programs.map((p) => p.name)).toContain(name);
  for (const p of found.programs) expect(p.category === 'yoga' && p.location.endsWith('Italy')).toBe(true);

  await page.goto('/es/chat?message=' + encodeURIComponent('retiro de yoga en Italia por menos de 3.000 €'));
  const log = page.getByRole('log', { name: 'Conversación' });
  await expect(log.getByText('retiro de yoga en Italia por menos de 3.000 €')).toBeVisible();
  await expect(page.getByText('El asistente está escribiendo…')).toBeVisible();
  const plural = found.total === 1 ? 'resultado' : 'resultados';
  await expect(log.getByText(new RegExp(`^Programas de yoga y meditación en Italia por menos de 3000\\s€: ${found.total} ${plural}$`))).toBeVisible();
  for (const p of found.programs) await expect(log.getByRole('link', { name: new RegExp(p.name) })).toBeVisible();
  await expect(log.getByRole('link', { name: 'Ver todos los resultados' })).toHaveAttribute('href', '/es/search?category=yoga&country=Italy&maxPrice=3000&currency=EUR');
  expect(await seriousAxeViolations(page)).toEqual([]);

  // A later message in Spanish is read with the same table.
  await page.getByRole('textbox', { name: 'Escriba al asistente' }).fill('zzz');
  await page.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(log.getByText('Aún no he encontrado ningún programa que corresponda a su mensaje. ¿Prefiere explorar nuestras categorías?')).toBeVisible();
  await expect(log.getByRole('link', { name: 'Spa y relajación' })).toBeVisible();
});

test('on /fr/chat the assistant reads "une semaine de détox en mars" as a week of detox in March and answers in French', async ({ page, request }) => {
  const now = new Date();
  const year = now.getUTCMonth() + 1 <= 3 ? now.getUTCFullYear() : now.getUTCFullYear() + 1;
  const found = await search(request, `category=detox&minNights=6&maxNights=8&month=${year}-03`);
  // The sample sessions run from January to May: a week of detox in March is in the catalogue.
  expect(found.total).toBeGreaterThan(0);

  await page.goto('/fr/chat?message=' + encodeURIComponent('une semaine de détox en mars'));
  const log = page.getByRole('log', { name: 'Conversation' });
  await expect(page.getByText('L’assistant écrit…')).toBeVisible();
  const plural = found.total === 1 ? 'résultat' : 'résultats';
  await expect(log.getByText(new RegExp(`^Programmes de détox en mars ${year} de 6 à 8 nuits\\s: ${found.total} ${plural}$`))).toBeVisible();
  for (const p of found.programs) await expect(log.getByRole('link', { name: new RegExp(p.name) })).toBeVisible();
  // Each card in French: its nights ("6 nuits") and its price as the format module writes it in French.
  const first = log.getByRole('link', { name: new RegExp(found.programs[0]!.name) });
  await expect(first).toContainText(/\d+ nuits? · [\d\s\u202f\u00a0]+/);
  await expect(first).not.toContainText('nights');
  await expect(log.getByRole('link', { name: 'Voir tous les résultats' })).toHaveAttribute('href', `/fr/search?category=detox&minNights=6&maxNights=8&month=${year}-03`);
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('each language’s understanding table loads only on a page in that language', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  const tables = () => scripts.filter((s) => /assistant-(es|fr)\./.test(s)).map((s) => /assistant-(es|fr)\./.exec(s)![1]);

  await page.goto('/chat?message=' + encodeURIComponent('detox under $3,000'));
  await expect(page.getByRole('log', { name: 'Conversation' }).getByText(/^Detox programs under \$3,000: \d+ found$/)).toBeVisible();
  expect(tables()).toEqual([]);

  await page.goto('/es/chat?message=' + encodeURIComponent('detox por menos de 3.000 €'));
  await expect(page.getByRole('log', { name: 'Conversación' }).getByText(/^Programas de detox por menos de 3000\s€: \d+ resultados?$/)).toBeVisible();
  expect(tables()).toEqual(['es']);
});
