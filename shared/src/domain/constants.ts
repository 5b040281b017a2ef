/** Business constants and the enumerations the forms and the API share. */
export const PASSWORD_MIN_LENGTH = 6;
export const CONTACT_PHONE_DIGITS = { min: 7, max: 15 } as const;
export const BOOKING_PHONE_DIGITS = { min: 10, max: 15 } as const;
export const RELATED_PROGRAMS_COUNT = 3;
export const REVENUE_MTD_LITERAL = '$12,450';
export const DEFAULT_PRICE_TEXT = 'Contact for pricing';
export const DEFAULT_DURATION_TEXT = 'Custom Duration';

/** A deliberately simple address pattern: something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export const LANGUAGES = [
  { value: 'en', label: 'English' },
  { value: 'es', label: 'Spanish' },
  { value: 'fr', label: 'French' },
] as const;
export type Language = (typeof LANGUAGES)[number]['value'];

/** The program form's category options. */
export const CATEGORY_OPTIONS = [
  { value: 'wellness', label: 'Wellness' },
  { value: 'detox', label: 'Detox' },
  { value: 'fitness', label: 'Fitness' },
  { value: 'spa', label: 'Spa' },
  { value: 'yoga', label: 'Yoga & Meditation' },
  { value: 'nutrition', label: 'Nutrition' },
] as const;
export type CategoryValue = (typeof CATEGORY_OPTIONS)[number]['value'];
export const CATEGORY_VALUES = CATEGORY_OPTIONS.map((o) => o.value) as [CategoryValue, ...CategoryValue[]];

/**
 * How every view names a category: "Yoga & Meditation" for the stored "yoga". An empty value stays empty; a value the
 * product does not know (an old row) is shown as it is rather than hidden.
 */
export function categoryLabel(value: string): string {
  return CATEGORY_OPTIONS.find((o) => o.value === value)?.label ?? value;
}

/**
 * The bundled sample programs have ids "prg-001" to "prg-999" (shared/data); a program made with the form gets a UUID.
 * The spec's marketing copy (over 40 daily activities, 20+ optional ones) is written for the samples only: a program
 * a host made shows what its host entered.
 */
const SAMPLE_PROGRAM_ID_PATTERN = /^prg-\d{3}$/;
export const isSampleProgram = (program: { id: string }) => SAMPLE_PROGRAM_ID_PATTERN.test(program.id);

/** The four built-in program groups, shown as the category cards of the home and explore pages. */
export const PROGRAM_GROUPS = [
  { slug: 'transformative-health', type: 'Transformative Health & Wellbeing' },
  { slug: 'healing-renewal', type: 'Healing & Renewal Experience' },
  { slug: 'metabolic-health', type: 'Metabolic Health' },
  { slug: 'spa-relaxation', type: 'Spa & Relaxation' },
] as const;
export type ProgramGroupSlug = (typeof PROGRAM_GROUPS)[number]['slug'];

/** A program created with the form picks a category option; it is listed under this group. */
export const CATEGORY_GROUP: Record<CategoryValue, ProgramGroupSlug> = {
  wellness: 'transformative-health',
  yoga: 'healing-renewal',
  detox: 'healing-renewal',
  nutrition: 'metabolic-health',
  fitness: 'metabolic-health',
  spa: 'spa-relaxation',
};

/**
 * Program status model (see api/README.md):
 * - `status` is the owner's lifecycle, the facility tabs: draft → pending → active ⇄ inactive, or rejected.
 * - `approved` records that an admin approved it; only approved programs may be active or inactive.
 * Admin lists derive from both: pending (status pending), approved (approved, active or inactive), rejected.
 * Public listings show approved, active programs only.
 */
export const PROGRAM_STATUSES = ['draft', 'pending', 'active', 'inactive', 'rejected'] as const;
export type ProgramStatus = (typeof PROGRAM_STATUSES)[number];
export const APPROVAL_STATES = ['pending', 'approved', 'rejected'] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];

export const ACCOUNT_STATUSES = ['active', 'inactive'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** The per-file cap of an uploaded image. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** The statuses an owner may give a program in the program form. */
export const PROGRAM_FORM_STATUSES = ['draft', 'pending', 'active', 'inactive'] as const;

/** The Idempotency-Key header of POST /api/bookings: 8 to 128 letters, digits and . _ : - (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9._:-]{8,128}$/;

/** Rows a page of a dashboard list shows (the API's default when no limit is sent stays 50). */
export const LIST_PAGE_SIZE = 20;

/**
 * Sorts of GET /api/programs; without one, the catalogue's own order (oldest first). `rating-desc`: highest verified
 * average first, then more reviews first; programs without reviews last.
 */
export const PROGRAM_SORTS = ['price-asc', 'price-desc', 'duration-asc', 'duration-desc', 'date-asc', 'rating-desc'] as const;
export type ProgramSort = (typeof PROGRAM_SORTS)[number];

/** A search counts its matches up to this many; beyond it the answer says `totalCapped: true` ("1,000+"). */
export const SEARCH_TOTAL_CAP = 1000;
/** The programs list counts its matches up to this many; beyond it the answer says `totalCapped: true` ("1,000+"). */
export const LIST_TOTAL_CAP = 1000;

/** What the shell reports of an area that failed, and which area. */
export const CLIENT_ERROR_KINDS = ['version-mismatch', 'load-failure', 'render-error'] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];
export const CLIENT_ERROR_AREAS = ['marketing', 'catalog', 'dashboards', 'shell'] as const;
export type ClientErrorArea = (typeof CLIENT_ERROR_AREAS)[number];
