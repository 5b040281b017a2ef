import type { ProviderSummary, RatingSummary } from './trust';
import type { AccountStatus, ApprovalState, CategoryValue, ClientErrorArea, ClientErrorKind, Language, ProgramGroupSlug, ProgramStatus } from './constants';
import type { BookingMode, CancellationPolicy, ProgramPaymentMethod, ProgramSession } from './booking';
import type { DisplayCurrency } from './currency';
import type { ProgramTranslations, TextLanguage } from './translations';
import type { Role, User } from './user';
import type { HostTrust } from '../host-tools';

// ---- Envelopes ----

export interface ApiSuccess<T> {
  data: T;
}
export interface ApiErrorBody {
  error: {
    code: string;
    message: string;
    /** Per-field messages of a validation error, keyed by field name. */
    fields?: Record<string, string>;
  };
}

// ---- Auth ----

export interface AuthUser extends User {
  id: string;
  status: AccountStatus;
  joinDate: string;
  /** Whether the account's address was verified (its emailed link used). */
  emailVerified: boolean;
}
export interface AuthResponse {
  accessToken: string;
  user: AuthUser;
}

// ---- Catalogue ----

export interface ProgramInclude {
  title: string;
  description: string;
}
export interface BookingOptions {
  pricePerPerson: string;
  /** YYYY-MM-DD */
  availableDates: string[];
}
/** Book by / Stay by, as YYYY-MM-DD (shown day/month/year). */
export interface ProgramTerms {
  bookBy: string;
  stayBy: string;
}
export interface SpecialOffer {
  title: string;
  description: string;
}
export interface ProgramEvent {
  title: string;
  description: string;
  /** e.g. "March 2027" or "Every Thursday" */
  when: string;
}
export interface ScheduleItem {
  time: string;
  title: string;
  description: string;
}
export interface ArrivalInfo {
  airport: string;
  transfer: string;
  checkIn: string;
  notes: string;
}

/** What a program card shows (lists, carousels, search). */
export interface ProgramSummary {
  id: string;
  slug: string;
  name: string;
  /** "City - Country" */
  location: string;
  country: string;
  city: string;
  description: string;
  details: string;
  /** e.g. "7 Days / 6 Nights" */
  duration: string;
  days: number | null;
  nights: number | null;
  price: number | null;
  /** e.g. "$3,450" or "Contact for pricing" */
  priceText: string;
  category: CategoryValue | '';
  group: ProgramGroupSlug | '';
  groupName: string;
  image: string;
  /** The card's special-offer tag. */
  specialOffer: string;
  terms: ProgramTerms;
  status: ProgramStatus;
  approved: boolean;
  /** The verified reviews' average and count (hidden reviews count nowhere). */
  reviewStats: RatingSummary;
  /** The facility behind the program; its page is providerPath(slug). Null for a program of no provider. */
  provider: ProviderSummary | null;
  /** Instant booking ("Book now") or a request the owner answers ("Request to book"). */
  bookingMode: BookingMode;
  cancellationPolicy: CancellationPolicy;
  /** The currency of `price` (whole units). */
  currency: string;
  /**
   * The language its texts are shown in: the visitor's (`lang`) where the program has them, else its original's.
   * Absent from older answers and the bundled sample data: English.
   */
  textLanguage?: TextLanguage;
}

/** The details page. */
export interface Program extends ProgramSummary {
  /** Where it is, exact: its owner's view only (the public reads a rounded place: ProgramPlace). */
  latitude?: number | null;
  longitude?: number | null;
  about: string;
  imageGallery: string[];
  includes: ProgramInclude[];
  highlights: string[];
  bookingOptions: BookingOptions;
  /** Dated sessions from today on, with their places left; empty for a program booked by preferred date. */
  sessions: ProgramSession[];
  /** Hours the owner has to answer a request. */
  responseHours: number;
  /** The share of the total due when booking, as a percentage; null for none. */
  depositPercent: number | null;
  /** How guests pay: by card at checkout, or manual (bank transfer or on arrival, recorded by the host). Absent: card. */
  paymentMethod?: ProgramPaymentMethod;
  specialOffers: SpecialOffer[];
  events: ProgramEvent[];
  dailySchedule: ScheduleItem[];
  arrival: ArrivalInfo;
  /** The admin's remark when rejected. */
  remark: string;
  /**
   * The owner's account id: only in answers to the owner (or an administrator). Public answers carry no account id;
   * a signed-in owner reading its own program gets it, so the page knows it is theirs.
   */
  ownerId?: string | null;
  /**
   * Whether someone answers for the program: it has an owner account and that account is active. Without one it takes
   * no booking and no question (the API refuses with 409 NO_HOST), and its page says so before anyone types.
   */
  hostReachable: boolean;
  createdAt: string;
  updatedAt: string;
  /** What guests see of its host beside the rating (in the details answers; null without a provider). */
  hostTrust?: HostTrust | null;
  /** Its texts in other languages: only in answers to its owner (or an administrator), for the program form. */
  translations?: ProgramTranslations;
}

/** A program group card (type, description, image, badge, programs). */
export interface Category {
  id: ProgramGroupSlug;
  slug: ProgramGroupSlug;
  type: string;
  description: string;
  image: string;
  badge: string;
  programs: ProgramSummary[];
}

/** A program form category option (wellness, detox, …). */
export interface CategoryOption {
  value: CategoryValue;
  label: string;
  description: string;
  image: string;
  group: ProgramGroupSlug;
}

export type RatingType = 'michelin' | 'stars' | 'text';
export interface Destination {
  id: string;
  country: string;
  cities: string[];
  image: string;
  /** Card subtitle, e.g. "Napa Valley · Sedona · Big Sur" */
  location: string;
  rating: number;
  ratingType: RatingType;
  /** Shown when ratingType is "text", e.g. "Exceptional". */
  ratingText: string;
  /** Michelin keys shown when ratingType is "michelin". */
  keyCount: number;
  description: string;
}

export interface Faq {
  id: string;
  question: string;
  answer: string;
}

export interface TeamMember {
  id: 'founder' | 'operations' | 'testimonial';
  name: string;
  role: string;
  image: string;
  linkedin: string;
  /** The testimonial's words, or a short bio. */
  quote: string;
}

export interface PricingPlan {
  id: string;
  name: string;
  /** A number per month, or text such as "Custom". */
  price: number | string;
  period: 'month' | null;
  description: string;
  features: string[];
  popular: boolean;
  badge: string | null;
  cta: string;
}

export interface HeroSlide {
  id: number;
  title: string;
  subtitle: string;
  videoUrl: string;
  poster: string;
}

export interface Insight {
  id: string;
  title: string;
  excerpt: string;
  category: string;
  image: string;
  readTime: string;
  date: string;
}

/** GET /api/programs */
export interface ProgramList {
  programs: ProgramSummary[];
  /** Number of matching programs, counted up to LIST_TOTAL_CAP (1,000): when more match, `total` is the cap and `totalCapped` is true. */
  total: number;
  /** Present (true) only when the count stopped at the cap (show "1,000+"). */
  totalCapped?: true;
  /** With `after` in the request (keyset pagination): the cursor of the next page, null on the last one. */
  next?: string | null;
}

export type SearchPlace = { type: 'country'; country: string; label: string } | { type: 'city'; country: string; city: string; label: string };

// ---- Bookings and contact ----

// Bookings: see booking.ts.

export interface ContactReceipt {
  id: string;
  createdAt: string;
}
export interface ContactMessageRecord extends ContactReceipt {
  name: string;
  email: string;
  phone: string;
  message: string;
}

// ---- Owner dashboards ----

/** Where a page of a list is: the rows matching its filter and search (total), and the slice answered. */
export interface ListPage {
  total: number;
  limit: number;
  offset: number;
}
/** A page of the caller's programs; counts are per status over all of them (the tabs' numbers), whatever the search. */
export interface MyProgramList extends ListPage {
  programs: Program[];
  counts: Record<ProgramStatus, number>;
}
export interface UploadResult {
  urls: string[];
}

// ---- Admin ----

export interface AdminProgram {
  id: string;
  slug: string;
  title: string;
  creator: string;
  creatorEmail: string | null;
  status: ApprovalState;
  programStatus: ProgramStatus;
  remark: string;
  category: string;
  location: string;
  submittedAt: string | null;
  reviewedAt: string | null;
  /** Raised by every change to the program: approve and reject send back the version the administrator saw. */
  version: number;
}
export interface AdminProgramList extends ListPage {
  programs: AdminProgram[];
  counts: Record<ApprovalState, number>;
}
export interface AdminService {
  id: string;
  name: string;
  category: string;
  status: ProgramStatus;
  bookings: number;
  owner: string;
  /** False while pending, draft or rejected: the active/inactive toggle is hidden then. */
  canToggle: boolean;
}
export interface AdminServiceList extends ListPage {
  services: AdminService[];
}
export interface AdminUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  joinDate: string;
  status: AccountStatus;
}
export interface AdminUserList extends ListPage {
  users: AdminUser[];
}
export interface Analytics {
  totalPrograms: number;
  /** Rounded percent of approved programs, 0 when there are none. */
  approvalRate: number;
  activeUsers: number;
  /** A fixed literal. */
  revenue: string;
}

// ---- Preferences and client error reports ----

/** GET/PUT /api/my/preferences */
export interface Preferences {
  notifications: boolean;
  language: Language;
  /** The display currency chosen in the header; null until chosen (the site's default then). */
  currency?: DisplayCurrency | null;
}
/** Notifications on and English, unless saved otherwise. */
export const DEFAULT_PREFERENCES: Preferences = { notifications: true, language: 'en', currency: null };

/** POST /api/client-errors answers this (201). */
export interface ClientErrorReceipt {
  id: string;
  createdAt: string;
}
/** GET /api/admin/client-errors: newest first. */
export interface ClientErrorRecord extends ClientErrorReceipt {
  kind: ClientErrorKind;
  area: ClientErrorArea;
  message: string;
  needed: string | null;
  found: string | null;
  release: string | null;
}
