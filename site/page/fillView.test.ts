import { fillView } from './fillView.mjs';

describe('fillView', () => {
  it('fills nothing when a field is missing or not a string', () => {
    expect(fillView('<h1>{{name}}</h1>', { name: 'Sedona' })).toBe('<h1>Sedona</h1>');
    expect(fillView('<h1>{{name}}</h1>', { title: 'Sedona' })).toBeNull();
    expect(fillView('<h1>{{name}}</h1>', { name: 42 })).toBeNull();
    expect(fillView('<h1>{{name}}</h1>', null)).toBeNull();
  });

  it('takes as an address only a path of the site or an http(s) one', () => {
    const img = '<img src="{{image}}">';
    expect(fillView(img, { image: '/media/a.webp' })).toBe('<img src="/media/a.webp">');
    expect(fillView(img, { image: 'https://cdn.example/a.webp' })).toBe('<img src="https://cdn.example/a.webp">');
    expect(fillView(img, { image: 'javascript:alert(1)' })).toBeNull();
    expect(fillView(img, { image: '//evil.example/a.webp' })).toBeNull();
  });

  it('does not read a value as a template of its own', () => {
    expect(fillView('<p>{{a}} {{b}}</p>', { a: '{{b}}', b: 'x' })).toBe('<p>{{b}} x</p>');
  });
});
