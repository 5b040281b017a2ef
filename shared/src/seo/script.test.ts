import { faqLd } from './faq';
import { jsonLdScript } from './script';

describe('jsonLdScript', () => {
  it('cannot close the script element or open a comment, whatever the text', () => {
    const out = jsonLdScript(faqLd([{ question: 'What about </script><script>alert(1)</script>?', answer: '<!-- a & b > c' }]));
    expect(out).not.toMatch(/<\/script/i);
    expect(out).not.toContain('<!--');
    expect(out).not.toContain('<');
    expect(out).toContain('\\u003c/script\\u003e');
  });

  it('is the same JSON once parsed', () => {
    const obj = faqLd([{ question: 'Q </script> \u2028 & >', answer: 'A' }]);
    expect(JSON.parse(jsonLdScript(obj))).toEqual(obj);
  });

  it('writes a list of objects as a JSON array', () => {
    expect(JSON.parse(jsonLdScript([{ '@type': 'A' }, { '@type': 'B' }]))).toEqual([{ '@type': 'A' }, { '@type': 'B' }]);
  });
});
