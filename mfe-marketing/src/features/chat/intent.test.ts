import { destinations } from '@wellness/shared/data';
import { readIntent } from './intent';

describe('readIntent', () => {
  it.each([
    ['A yoga retreat in Bali', { query: 'yoga' }, { country: 'Bali' }],
    ['Detox in Ubud please', { query: 'detox' }, { country: 'Bali', city: 'Ubud' }],
    ['A longevity clinic in Switzerland', { query: 'transformative-health' }, { country: 'Switzerland' }],
    ['Thermal spa in Japan', { query: 'spa' }, { country: 'Japan' }],
    ["I'd like to learn about wellness programs", { query: 'wellness' }, undefined],
    ['Somewhere Swiss and quiet', undefined, { country: 'Switzerland' }],
    ['Programs in São Paulo or Baden-Baden', undefined, { country: 'Germany', city: 'Baden-Baden' }],
  ])('%s', (message, category, place) => {
    const intent = readIntent(message, destinations);
    expect(intent.category && { query: intent.category.query }).toEqual(category);
    expect(intent.place).toEqual(place);
  });

  it('keeps the telling words, longest first', () => {
    expect(readIntent('I want to see the aurora and glaciers', destinations).words).toEqual(['glaciers', 'aurora']);
  });
});
