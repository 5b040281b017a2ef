import { SCROLL_TO_OFFSET, sectionInView, STICKY_NAV_OFFSET } from './sections';

describe('the section in view (nav stuck about 80 px down, sections scrolled to 160 px)', () => {
  it('is the last section whose top has passed 160 px from the top', () => {
    expect(SCROLL_TO_OFFSET).toBe(160);
    expect(STICKY_NAV_OFFSET).toBe(80);
    const tops = (a: number, b: number, c: number) => [
      { id: 'about-program' as const, top: a },
      { id: 'whats-included' as const, top: b },
      { id: 'special-offers' as const, top: c },
    ];
    expect(sectionInView(tops(300, 900, 1500))).toBe('about-program');
    expect(sectionInView(tops(-400, 161, 800))).toBe('whats-included');
    expect(sectionInView(tops(-900, -300, 100))).toBe('special-offers');
  });
});
