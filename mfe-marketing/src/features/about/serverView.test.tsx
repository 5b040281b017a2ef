import type { ServerViewRequest } from '@wellness/shared/contract';
import { renderToServerHtml } from '@wellness/shared/testing';
import { serverView } from './serverView';

const request: ServerViewRequest = { route: '/about', rest: '', query: new URLSearchParams(), origin: 'https://wellness.example', api: jest.fn() };

describe('the about server view', () => {
  it('is the about page with its title, description, canonical path, picture and AboutPage JSON-LD, asking the API nothing', async () => {
    const outcome = await serverView(request);
    if (outcome.kind !== 'page') throw new Error('expected a page');
    expect(outcome.head).toMatchObject({ title: 'About us · Wellness Travel', canonical: '/about', image: '/media/destinations/greece-960.webp' });
    expect(outcome.head.description).toMatch(/^We are physicians, hoteliers and concierges/);
    expect(outcome.head.description.length).toBeLessThanOrEqual(160);
    expect(outcome.head.jsonLd).toEqual([
      expect.objectContaining({ '@type': 'AboutPage', url: 'https://wellness.example/about', mainEntity: { '@id': 'https://wellness.example/#organization' } }),
    ]);
    expect(request.api).not.toHaveBeenCalled();
    const html = renderToServerHtml(outcome.view, { route: '/about' });
    expect(html).toContain('About us');
    expect(html).toContain('Born from a simple question');
    expect(html).toContain('href="/explore"');
  });
});
