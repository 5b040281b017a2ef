// The pricing page's lead, which its head repeats as its description.

export const PRICING_LEAD =
  'Choose the membership that suits the way you travel: concierge planning, priority access to retreats and private pricing at partner clinics, for you, your family or your team.';
