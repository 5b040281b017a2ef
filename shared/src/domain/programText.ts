import type { Program } from './types';

// A program's page shows each of its texts once. A host who filled in only the description (the form's detailed
// description is optional) has no "about" text, and the API then gives the description as its details too: shown as
// they come, one sentence would appear three times (the hero, ABOUT PROGRAM and the address line).

const same = (a: string, b: string) => a.trim().replace(/\s+/g, ' ') === b.trim().replace(/\s+/g, ' ');

/** The longer "about" text, when the program has one of its own (not a copy of its description). */
export function ownAbout(program: Pick<Program, 'about' | 'description'>): string {
  return program.about.trim() && !same(program.about, program.description) ? program.about : '';
}

/** The hero's lead: the description, unless ABOUT PROGRAM has to show it for want of an about text. */
export function heroLead(program: Pick<Program, 'about' | 'description'>): string {
  return ownAbout(program) ? program.description : '';
}

/** ABOUT PROGRAM's paragraphs: the about text, else the description. */
export function aboutParagraphs(program: Pick<Program, 'about' | 'description'>): string[] {
  return (ownAbout(program) || program.description)
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** The details line (the address of a sample program), unless it only repeats the description or the about text. */
export function detailsLine(program: Pick<Program, 'about' | 'description' | 'details'>): string {
  const { details } = program;
  if (!details.trim() || same(details, program.description) || same(details, program.about)) return '';
  return details;
}
