import { describe as describeText, pageTitle } from './text';

describe('describe (meta description)', () => {
  it('collapses whitespace and keeps a short text whole', () => {
    expect(describeText('  Thermal   springs\n\nand\tslow  mornings. ')).toBe('Thermal springs and slow mornings.');
  });

  it('cuts a long text on a word, ending with an ellipsis, within the limit', () => {
    const text = 'Renew body and mind in the thermal springs of Tuscany, where ancient Etruscan waters meet slow food and long walks through the vineyards of the Val d’Orcia at dawn.';
    const out = describeText(text);
    expect(out.length).toBeLessThanOrEqual(160);
    expect(out.endsWith('…')).toBe(true);
    const kept = out.slice(0, -1);
    // Every kept word is a whole word of the text, and the text goes on with a space after it.
    expect(text.startsWith(kept)).toBe(true);
    expect(text[kept.length]).toBe(' ');
  });

  it('never cuts inside a word, whatever the limit', () => {
    const text = 'alpha beta gamma delta epsilon zeta eta theta';
    for (let max = 6; max < text.length; max += 1) {
      const out = describeText(text, max);
      expect(out.length).toBeLessThanOrEqual(max);
      const words = out.slice(0, -1).split(' ');
      for (const word of words) expect(text.split(' ')).toContain(word);
    }
  });

  it('drops punctuation left dangling before the ellipsis', () => {
    expect(describeText('Sleep, breathe, eat well, walk, rest and repeat daily.', 26)).toBe('Sleep, breathe, eat well…');
  });

  it('keeps a text of exactly the limit', () => {
    const text = 'x'.repeat(10) + ' ' + 'y'.repeat(9);
    expect(describeText(text, 20)).toBe(text);
  });
});

describe('pageTitle', () => {
  it("ends with the site's name, parts joined by a middle dot", () => {
    expect(pageTitle('Tuscan Thermal Springs Renewal')).toBe('Tuscan Thermal Springs Renewal · Wellness Travel');
    expect(pageTitle('Detox', 'Programs')).toBe('Detox · Programs · Wellness Travel');
  });

  it('leaves out empty parts', () => {
    expect(pageTitle('', undefined, '  About  ')).toBe('About · Wellness Travel');
    expect(pageTitle()).toBe('Wellness Travel');
  });
});
