import type { SectionCopyKeys } from '../../../components/Section/sectionCopy';

// The headings of the home sections, shared by each section's placeholder (painted at once, in the hero's chunk) and
// the section itself (loaded when it nears the screen), so the heading never moves when the content arrives. Their
// texts are the marketing messages' (`sections.*`), bundled with the hero.

export const EXPERIENCES_COPY: SectionCopyKeys = {
  id: 'home-experiences',
  eyebrow: 'sections.experiences.eyebrow',
  title: 'sections.experiences.title',
  lead: 'sections.experiences.lead',
};

export const DISCOVER_COPY: SectionCopyKeys = {
  id: 'home-discover',
  eyebrow: 'sections.discover.eyebrow',
  title: 'sections.discover.title',
  lead: 'sections.discover.lead',
};

export const EXPERTISE_COPY: SectionCopyKeys = {
  id: 'home-expertise',
  eyebrow: 'sections.expertise.eyebrow',
  title: 'sections.expertise.title',
  lead: 'sections.expertise.lead',
};

export const FAQ_COPY: SectionCopyKeys = {
  id: 'home-faq',
  eyebrow: 'sections.faq.eyebrow',
  title: 'sections.faq.title',
};

export const CHAT_BAR_COPY: SectionCopyKeys = {
  id: 'home-chat',
  eyebrow: 'sections.chat.eyebrow',
  title: 'sections.chat.title',
  lead: 'sections.chat.lead',
};

export const PRICING_TEASER_COPY: SectionCopyKeys = {
  id: 'home-pricing',
  eyebrow: 'sections.pricing.eyebrow',
  title: 'sections.pricing.title',
  lead: 'sections.pricing.lead',
};

export const RETREATS_COPY: SectionCopyKeys = {
  id: 'home-retreats',
  eyebrow: 'sections.retreats.eyebrow',
  title: 'sections.retreats.title',
  lead: 'sections.retreats.lead',
};
