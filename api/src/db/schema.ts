// Drizzle mirror of migrations/*.sql (the SQL files are the source of truth; keep the two in step).
import { bigint, bigserial, boolean, date, doublePrecision, integer, jsonb, numeric, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';
import type { ArrivalInfo, BookingActor, BookingMode, BookingMove, BookingOptions, BookingState, CancellationPolicy, ProgramPaymentMethod, ProgramTranslations, RefundKind, TextLanguage, ProgramEvent, ProgramInclude, ProgramTerms, ScheduleItem, SpecialOffer } from '@wellness/shared/domain';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  phone: text('phone').notNull().default(''),
  role: text('role', { enum: ['user', 'facility', 'admin'] }).notNull(),
  status: text('status', { enum: ['active', 'inactive'] }).notNull().default('active'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  // migrations/0070: when the address was verified; when the password last changed (older access tokens stop working).
  emailVerifiedAt: ts('email_verified_at'),
  passwordChangedAt: ts('password_changed_at'),
});

/** Single-use links sent by email (migrations/0070): only the token's hash is kept. */
export const accountTokens = pgTable('account_tokens', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull(),
  purpose: text('purpose').$type<'verify-email' | 'reset-password'>().notNull(),
  tokenHash: text('token_hash').notNull(),
  email: text('email').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
});

export const programGroups = pgTable('program_groups', {
  slug: text('slug').primaryKey(),
  type: text('type').notNull(),
  description: text('description').notNull(),
  image: text('image').notNull(),
  badge: text('badge').notNull(),
  sort: integer('sort').notNull(),
});

export const categories = pgTable('categories', {
  value: text('value').primaryKey(),
  label: text('label').notNull(),
  description: text('description').notNull(),
  image: text('image').notNull(),
  groupSlug: text('group_slug').notNull(),
  sort: integer('sort').notNull(),
});

export const destinations = pgTable('destinations', {
  id: text('id').primaryKey(),
  country: text('country').notNull(),
  cities: jsonb('cities').$type<string[]>().notNull(),
  image: text('image').notNull(),
  location: text('location').notNull(),
  rating: real('rating').notNull(),
  ratingType: text('rating_type', { enum: ['michelin', 'stars', 'text'] }).notNull(),
  ratingText: text('rating_text').notNull(),
  keyCount: integer('key_count').notNull(),
  description: text('description').notNull(),
  sort: integer('sort').notNull(),
});

export const faqs = pgTable('faqs', {
  id: text('id').primaryKey(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  sort: integer('sort').notNull(),
});

export const programs = pgTable('programs', {
  id: text('id').primaryKey(),
  slug: text('slug').notNull(),
  name: text('name').notNull(),
  location: text('location').notNull(),
  country: text('country').notNull(),
  city: text('city').notNull(),
  description: text('description').notNull(),
  details: text('details').notNull(),
  about: text('about').notNull(),
  duration: text('duration').notNull(),
  days: integer('days'),
  nights: integer('nights'),
  price: integer('price'),
  priceText: text('price_text').notNull(),
  category: text('category').notNull(),
  groupSlug: text('group_slug').notNull(),
  specialOffer: text('special_offer').notNull(),
  rating: real('rating'),
  imageGallery: jsonb('image_gallery').$type<string[]>().notNull(),
  includes: jsonb('includes').$type<ProgramInclude[]>().notNull(),
  highlights: jsonb('highlights').$type<string[]>().notNull(),
  terms: jsonb('terms').$type<ProgramTerms>().notNull(),
  bookingOptions: jsonb('booking_options').$type<BookingOptions>().notNull(),
  specialOffers: jsonb('special_offers').$type<SpecialOffer[]>().notNull(),
  events: jsonb('events').$type<ProgramEvent[]>().notNull(),
  dailySchedule: jsonb('daily_schedule').$type<ScheduleItem[]>().notNull(),
  arrival: jsonb('arrival').$type<ArrivalInfo>().notNull(),
  status: text('status', { enum: ['draft', 'pending', 'active', 'inactive', 'rejected'] }).notNull(),
  approved: boolean('approved').notNull().default(false),
  remark: text('remark').notNull().default(''),
  ownerId: text('owner_id'),
  submittedAt: ts('submitted_at'),
  reviewedAt: ts('reviewed_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  /** Raised by a trigger on every update (migrations/0022). */
  version: integer('version').notNull().default(1),
  // How it books (migrations/0030).
  bookingMode: text('booking_mode').$type<BookingMode>().notNull().default('request'),
  responseHours: integer('response_hours').notNull().default(24),
  cancellationPolicy: text('cancellation_policy').$type<CancellationPolicy>().notNull().default('moderate'),
  depositPercent: integer('deposit_percent'),
  currency: text('currency').notNull().default('USD'),
  // How guests pay: by card at checkout, or by bank transfer or on arrival, recorded by the host (migrations/0140).
  paymentMethod: text('payment_method').$type<ProgramPaymentMethod>().notNull().default('card'),
  // The facility behind it, and its visible reviews' count and sum, kept by triggers (migrations/0040).
  providerId: text('provider_id'),
  providerSummary: jsonb('provider_summary').$type<{ id: string; slug: string; name: string } | null>(),
  reviewCount: integer('review_count').notNull().default(0),
  reviewSum: integer('review_sum').notNull().default(0),
  // Where it is, exact (migrations/0110): the public reads them rounded (src/geo/coordinates.ts).
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  /**
   * The program's card as every list shows it, built by one trigger (`programs_summary_json`, docs/sql-functions.md)
   * on each write: the only place a card is built; the mapper hands it on as it is.
   */
  summaryJson: text('summary_json').notNull().default('{}'),
  // The language its own texts are written in, and its texts in others (migrations/0145, shared domain/translations.ts).
  textLanguage: text('text_language').$type<TextLanguage>().notNull().default('en'),
  translations: jsonb('translations').$type<ProgramTranslations>().notNull().default({}),
  // available_dates and next_date are kept by triggers, search_text and search_tsv are generated (migrations/0002,
  // 0005, 0009); only raw SQL reads them, so selecting a row does not carry them. Both are kept in the row (STORAGE
  // MAIN, migrations/0160): a search tests them on every program it walks.
});

/** Slugs programs no longer have (renamed or deleted; migrations/0062): `programId` null once the program is deleted. */
export const programSlugs = pgTable('program_slugs', {
  slug: text('slug').primaryKey(),
  programId: text('program_id'),
  retiredAt: ts('retired_at').notNull().defaultNow(),
});

export const bookings = pgTable('bookings', {
  id: text('id').primaryKey(),
  programId: text('program_id'),
  programSlug: text('program_slug'),
  programName: text('program_name').notNull(),
  programImage: text('program_image').notNull(),
  location: text('location').notNull(),
  userId: text('user_id'),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  preferredDate: text('preferred_date').notNull(),
  /** Written only by transition() in src/booking-process/process.ts. */
  status: text('status').$type<BookingState>().notNull().default('requested'),
  createdAt: ts('created_at').notNull().defaultNow(),
  canceledAt: ts('canceled_at'),
  decidedAt: ts('decided_at'),
  // The booking process (migrations/0030).
  sessionId: text('session_id'),
  guests: integer('guests').notNull().default(1),
  // Money is bigint (migrations/0066): a total cannot overflow.
  unitPrice: bigint('unit_price', { mode: 'number' }),
  total: bigint('total', { mode: 'number' }),
  depositDue: bigint('deposit_due', { mode: 'number' }),
  currency: text('currency').notNull().default('USD'),
  bookingMode: text('booking_mode').$type<BookingMode>().notNull().default('request'),
  policy: text('policy').$type<CancellationPolicy>().notNull().default('moderate'),
  respondBy: ts('respond_by'),
  endsOn: date('ends_on', { mode: 'string' }),
  cancelReason: text('cancel_reason').notNull().default(''),
  refund: text('refund').$type<RefundKind>(),
  refundAmount: bigint('refund_amount', { mode: 'number' }),
  refundText: text('refund_text'),
  reference: text('reference').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  completedAt: ts('completed_at'),
  expiredAt: ts('expired_at'),
  // The places one party holds (migrations/0066): a hash of the address it was booked from, never the address.
  addressHash: text('address_hash'),
  /** The program's time zone when booked: its day boundaries (refund tiers, the stay's start). Null before 0066. */
  timeZone: text('time_zone'),
  /** The conversation of its guest and program (migrations/0071). */
  threadId: text('thread_id'),
  /** The language of the page it was booked from, for the emails of a guest without an account (migrations/0130). */
  locale: text('locale', { enum: ['en', 'es', 'fr'] }),
});

export const programSessions = pgTable('program_sessions', {
  id: text('id').primaryKey(),
  programId: text('program_id').notNull(),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  nights: integer('nights').notNull(),
  capacity: integer('capacity').notNull(),
  taken: integer('taken').notNull().default(0),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  // Closed by its host, or its stay meets a blocked day (kept by triggers): no new booking (migrations/0080).
  closed: boolean('closed').notNull().default(false),
  blocked: boolean('blocked').notNull().default(false),
});

export const bookingEvents = pgTable('booking_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  bookingId: text('booking_id').notNull(),
  fromState: text('from_state').$type<BookingState>(),
  toState: text('to_state').$type<BookingState>().notNull(),
  move: text('move').$type<BookingMove>().notNull(),
  actor: text('actor').$type<BookingActor | 'admin'>().notNull(),
  actorId: text('actor_id'),
  reason: text('reason').notNull().default(''),
  at: ts('at').notNull().defaultNow(),
});

export const contactMessages = pgTable('contact_messages', {
  id: text('id').primaryKey(),
  userId: text('user_id'),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull().default(''),
  message: text('message').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export type UserRow = typeof users.$inferSelect;
export type ProgramRow = typeof programs.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;
export type SessionRow = typeof programSessions.$inferSelect;
export type BookingEventRow = typeof bookingEvents.$inferSelect;

export const uploads = pgTable('uploads', {
  name: text('name').primaryKey(),
  ownerId: text('owner_id'),
  bytes: integer('bytes').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const userPreferences = pgTable('user_preferences', {
  userId: text('user_id').primaryKey(),
  notifications: boolean('notifications').notNull().default(true),
  language: text('language', { enum: ['en', 'es', 'fr'] }).notNull().default('en'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  /** The display currency (migrations/0125); null: not chosen. */
  currency: text('currency'),
});

/** The European Central Bank's reference rates, per euro (migrations/0125). */
export const exchangeRates = pgTable('exchange_rates', {
  rateDate: date('rate_date', { mode: 'string' }).notNull(),
  currency: text('currency').notNull(),
  perEuro: numeric('per_euro').notNull(),
  fetchedAt: ts('fetched_at').notNull().defaultNow(),
});

export const clientErrors = pgTable('client_errors', {
  id: text('id').primaryKey(),
  kind: text('kind', { enum: ['version-mismatch', 'load-failure', 'render-error'] }).notNull(),
  area: text('area', { enum: ['marketing', 'catalog', 'dashboards', 'shell'] }).notNull(),
  message: text('message').notNull(),
  needed: text('needed'),
  found: text('found'),
  release: text('release'),
  ipHash: text('ip_hash').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

// Trust (migrations/0040): providers, reviews of completed bookings, reports, moderation, saved programs.
export const providers = pgTable('providers', {
  id: text('id').primaryKey(),
  slug: text('slug').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  city: text('city').notNull().default(''),
  country: text('country').notNull().default(''),
  userId: text('user_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const reviews = pgTable('reviews', {
  id: text('id').primaryKey(),
  bookingId: text('booking_id').notNull(),
  /** Null once the program is deleted: a review outlives its program (migrations/0066). */
  programId: text('program_id'),
  authorId: text('author_id').notNull(),
  rating: integer('rating').notNull(),
  aspects: jsonb('aspects').$type<Record<string, number>>().notNull().default({}),
  text: text('text').notNull(),
  stayMonth: text('stay_month').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  hidden: boolean('hidden').notNull().default(false),
  answerText: text('answer_text'),
  answeredAt: ts('answered_at'),
});

export const savedPrograms = pgTable('saved_programs', {
  userId: text('user_id').notNull(),
  programId: text('program_id').notNull(),
  savedAt: ts('saved_at').notNull().defaultNow(),
});
// Conversations (migrations/0050): threads, their lines and read marks, the email outbox, live events.
export const threads = pgTable('threads', {
  id: text('id').primaryKey(),
  kind: text('kind').$type<'inquiry' | 'booking'>().notNull(),
  programId: text('program_id'),
  programSlug: text('program_slug').notNull().default(''),
  programName: text('program_name').notNull().default(''),
  programImage: text('program_image').notNull().default(''),
  bookingId: text('booking_id'),
  guestId: text('guest_id'),
  ownerId: text('owner_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
  lastMessageAt: ts('last_message_at').notNull().defaultNow(),
});

export const threadMessages = pgTable('thread_messages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  threadId: text('thread_id').notNull(),
  kind: text('kind').$type<'message' | 'system'>().notNull(),
  senderId: text('sender_id'),
  bookingState: text('booking_state').$type<BookingState>(),
  text: text('text').notNull(),
  at: ts('at').notNull().defaultNow(),
});

export const threadReads = pgTable('thread_reads', {
  threadId: text('thread_id').notNull(),
  userId: text('user_id').notNull(),
  lastReadMessageId: bigint('last_read_message_id', { mode: 'number' }).notNull().default(0),
  readAt: ts('read_at').notNull().defaultNow(),
});

export const outbox = pgTable('outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind').notNull(),
  toUserId: text('to_user_id'),
  toEmail: text('to_email').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  link: text('link').notNull(),
  linkLabel: text('link_label').notNull().default('Open'),
  dedupeKey: text('dedupe_key').notNull(),
  threadId: text('thread_id'),
  messageId: bigint('message_id', { mode: 'number' }),
  createdAt: ts('created_at').notNull().defaultNow(),
  sendAfter: ts('send_after').notNull().defaultNow(),
  sendingUntil: ts('sending_until'),
  sentAt: ts('sent_at'),
  skipped: text('skipped'),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  /** The recipient's language, for what is added when it is sent (migrations/0130). */
  locale: text('locale', { enum: ['en', 'es', 'fr'] }).notNull().default('en'),
});

export const liveEvents = pgTable('live_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: text('user_id').notNull(),
  payload: jsonb('payload').notNull(),
  at: ts('at').notNull().defaultNow(),
});

export type ThreadRow = typeof threads.$inferSelect;
export type ThreadMessageRow = typeof threadMessages.$inferSelect;
export type OutboxRow = typeof outbox.$inferSelect;

// ---- Money (migrations 0100 and 0101): read and written as $n SQL (ledger/, payments/, bookings' checkout); declared
// here so that db/schema.test.ts keeps these columns equal to the database's. Amounts are minor units.

export const ledgerAccounts = pgTable('ledger_accounts', {
  id: text('id').primaryKey(),
  code: text('code').notNull(),
  kind: text('kind').$type<'booking' | 'host' | 'platform' | 'provider'>().notNull(),
  currency: text('currency').notNull(),
  ownerId: text('owner_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const ledgerTransactions = pgTable('ledger_transactions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  kind: text('kind').$type<'deposit' | 'balance' | 'refund' | 'payout' | 'commission' | 'adjustment'>().notNull(),
  bookingId: text('booking_id'),
  hostId: text('host_id'),
  memo: text('memo').notNull().default(''),
  at: ts('at').notNull().defaultNow(),
});

export const ledgerEntries = pgTable('ledger_entries', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
  accountId: text('account_id').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
});

export const payments = pgTable('payments', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  intentId: text('intent_id').notNull().unique(),
  purpose: text('purpose').$type<'deposit' | 'balance'>().notNull(),
  checkoutId: text('checkout_id'),
  bookingId: text('booking_id'),
  userId: text('user_id'),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  status: text('status').notNull(),
  refunded: bigint('refunded', { mode: 'number' }).notNull().default(0),
  failure: text('failure').notNull().default(''),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  // A manual payment's record (migrations/0140).
  method: text('method').$type<'bank_transfer' | 'on_arrival'>(),
  note: text('note').notNull().default(''),
  recordedBy: text('recorded_by'),
  refundOwed: bigint('refund_owed', { mode: 'number' }).notNull().default(0),
});

/** One row per provider answer (the primary key is provider and event_id): a repeated webhook is applied once. */
export const paymentEvents = pgTable('payment_events', {
  provider: text('provider').notNull(),
  eventId: text('event_id').notNull(),
  type: text('type').notNull(),
  intentId: text('intent_id'),
  receivedAt: ts('received_at').notNull().defaultNow(),
});

export const checkouts = pgTable('checkouts', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').unique(),
  request: jsonb('request').notNull(),
  userId: text('user_id'),
  addressHash: text('address_hash'),
  programId: text('program_id').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  status: text('status').$type<'awaiting_payment' | 'booked' | 'failed'>().notNull(),
  bookingId: text('booking_id'),
  error: jsonb('error'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const payouts = pgTable('payouts', {
  id: text('id').primaryKey(),
  bookingId: text('booking_id').notNull().unique(),
  hostId: text('host_id').notNull(),
  provider: text('provider').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  commission: bigint('commission', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  status: text('status').$type<'pending' | 'paid' | 'failed' | 'owed'>().notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  hostCollected: bigint('host_collected', { mode: 'number' }).notNull().default(0),
});

export const testCardIntents = pgTable('test_card_intents', {
  id: text('id').primaryKey(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  captureMethod: text('capture_method').$type<'automatic' | 'manual'>().notNull(),
  status: text('status').notNull(),
  description: text('description').notNull().default(''),
  returnUrl: text('return_url').notNull().default(''),
  last4: text('last4'),
  captured: bigint('captured', { mode: 'number' }).notNull().default(0),
  refunded: bigint('refunded', { mode: 'number' }).notNull().default(0),
  failure: text('failure').notNull().default(''),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const testCardCalls = pgTable('test_card_calls', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  answer: jsonb('answer').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
