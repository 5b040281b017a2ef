import { renderToStaticMarkup } from 'react-dom/server';
import { publicPrograms } from '../testing/catalogApi';
import { DetailsHeroLoading } from '../features/program-details/ProgramDetailsPage';
import { prerender } from './prerender';

describe('the first views the site server completes with data', () => {
  const program = publicPrograms[0]!;
  const template = renderToStaticMarkup(prerender.filledViews!['/program-details']!());

  it("filled with a program's fields, the details view is the one React renders for that program", () => {
    // The server's filling (site/page/fillView.mjs), for values with nothing to escape.
    const filled = template.replace(/\{\{(\w+)\}\}/g, (_, field: string) => String(program[field as keyof typeof program]));
    expect(filled).toBe(renderToStaticMarkup(<DetailsHeroLoading program={program} />));
    expect(filled).toContain(`<h1 class="title">${program.name}</h1>`);
    expect(filled).toContain(`src="${program.image}"`);
  });

  it('asks only for string fields, and has no style attribute (the CSP would drop it)', () => {
    const fields = [...template.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]);
    expect(new Set(fields)).toEqual(new Set(['name', 'location', 'description', 'image']));
    for (const field of fields) expect(typeof program[field as keyof typeof program]).toBe('string');
    expect(template).not.toContain('style=');
  });
});
