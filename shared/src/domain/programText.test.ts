import { aboutParagraphs, detailsLine, heroLead, ownAbout } from './programText';

describe('a program’s texts, each shown once', () => {
  const sample = { description: 'A reset among the red rocks.', about: 'Sedona has drawn seekers.\n\nYour week opens with tests.', details: 'Canyon resort. 525 Boynton Canyon Road.' };

  it('a program with its own about text: the description leads the hero, the about text fills ABOUT PROGRAM, the details line stays', () => {
    expect(heroLead(sample)).toBe(sample.description);
    expect(aboutParagraphs(sample)).toEqual(['Sedona has drawn seekers.', 'Your week opens with tests.']);
    expect(detailsLine(sample)).toBe(sample.details);
  });

  it('a host who wrote only a description: it shows once, in ABOUT PROGRAM, and its copy as details is left out', () => {
    const host = { description: 'Mountain air, slow yoga.', about: '', details: 'Mountain air, slow yoga.' };
    expect(ownAbout(host)).toBe('');
    expect(heroLead(host)).toBe('');
    expect(aboutParagraphs(host)).toEqual(['Mountain air, slow yoga.']);
    expect(detailsLine(host)).toBe('');
  });

  it('a detailed description the API also gives as details shows once, and an about text that only repeats the description counts as none', () => {
    const detailed = { description: 'Mountain air.', about: 'Long days in the Alps.', details: 'Long days in the Alps.' };
    expect([heroLead(detailed), aboutParagraphs(detailed), detailsLine(detailed)]).toEqual(['Mountain air.', ['Long days in the Alps.'], '']);
    const copied = { description: 'Mountain  air.', about: 'Mountain air. ', details: '' };
    expect([heroLead(copied), aboutParagraphs(copied)]).toEqual(['', ['Mountain  air.']]);
  });
});
