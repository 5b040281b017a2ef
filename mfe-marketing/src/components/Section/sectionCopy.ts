import type { TFunction } from '@wellness/shared/i18n';
import type { SectionCopy } from './Section';

/** A section's heading as keys of a catalogue (its `id` as is). */
export type SectionCopyKeys = SectionCopy;

/** A section's heading in a language: its keys' texts. */
export const sectionCopy = (t: TFunction, { id, eyebrow, title, lead }: SectionCopyKeys): SectionCopy => ({
  id,
  eyebrow: eyebrow && t(eyebrow),
  title: t(title),
  lead: lead && t(lead),
});
