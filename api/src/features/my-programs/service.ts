import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, or } from 'drizzle-orm';
import { amountInText, CATEGORY_GROUP, PROGRAM_STATUSES, type CategoryValue, type MyProgramList, type Program, type ProgramFormPayload, type ProgramStatus, type WithdrawOutcome } from '@wellness/shared/domain';
import path from 'node:path';
import { formatMoney } from '@wellness/shared/format';
import { ensureProvider } from '../../provider-store/ensure';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { programs, type ProgramRow, type UserRow } from '../../db/schema';
import type { OwnerProgramSession } from '@wellness/shared/domain';
import { conflict, notFound } from '../../lib/errors';
import { inTransaction as inTx, type Tx } from '../../db/transaction';
import { retryTransient } from '../../lib/retry';
import { containsText } from '../../lib/textSearch';
import { slugify, splitLocation } from '../../lib/names';
import { toProgram } from '../../read-model/mapper';
import { sessionsOf, toOwnerSession } from '../../read-model/sessions';
import { saveSessions } from './sessions';
import { checkUploadsOwned, removeUnreferenced } from '../../upload-store/store';
import { deleteOwned, withdrawOwned } from './withdraw';
import { coordinatesOf } from '../../geo/place-coordinates';

const NOT_APPROVED = 'A program can be active or inactive only after an administrator approves it. Submit it for approval first.';

/**
 * The first amount in a text: "$3,450" → 3450, "From $2,400 per person" → 2400, "Contact for pricing" → null. The form's
 * schema refuses a text whose amount is over MAX_PRICE, as it refuses such a number.
 */
export const amountIn = amountInText;

/**
 * The price text shown on cards, and the numeric price per person stored beside it (what filters and sorts read):
 * a number as given, else the first amount of the price text, else of the per-person text.
 */
function priceOf(price: ProgramFormPayload['price'], perPerson: string | undefined): { price: number | null; priceText: string } {
  if (typeof price === 'number') return { price: Math.round(price), priceText: formatMoney(Math.round(price), 'USD', 'en') };
  const text = (price ?? '').trim();
  return { price: amountIn(text) ?? amountIn(perPerson), priceText: text };
}

/** "7 Days / 6 Nights" → 7 and 6; "2 night minimum" → nights 2; "5 Days" → 5 days, 4 nights. */
export function daysOf(duration: string) {
  const days = /(\d{1,3})\s*day/i.exec(duration);
  const nights = /(\d{1,3})\s*night/i.exec(duration);
  const d = days ? Number(days[1]) : null;
  return { days: d, nights: nights ? Number(nights[1]) : d && d > 0 ? d - 1 : null };
}

/** The booking terms the form may leave out on an edit (older clients): those not sent keep their stored values. */
const TERMS = ['bookingMode', 'responseHours', 'cancellationPolicy', 'depositPercent', 'paymentMethod', 'sessions'] as const;
export type SentTerms = ReadonlySet<(typeof TERMS)[number]>;
export const sentTerms = (body: unknown): SentTerms =>
  new Set(TERMS.filter((key) => body !== null && typeof body === 'object' && key in body && (body as Record<string, unknown>)[key] !== undefined));

/**
 * Form fields → columns. The form's detailedDescription is the details page "about" text and the card details. A
 * program with sessions offers their start dates as its available dates (the list's month filter and date sort).
 */
function columnsFrom(form: ProgramFormPayload, sent: SentTerms, current?: ProgramRow) {
  const keep = <K extends 'bookingMode' | 'responseHours' | 'cancellationPolicy' | 'depositPercent' | 'paymentMethod'>(key: K) =>
    (current && !sent.has(key) ? current[key] : form[key]) as ProgramRow[K];
  const sessionDates = sent.has('sessions') || !current ? form.sessions.map((s) => s.startDate) : null;
  const { price, priceText } = priceOf(form.price, form.bookingOptions.pricePerPerson);
  const place = splitLocation(form.location, form.country, form.city);
  return {
    name: form.name,
    location: form.location,
    country: place.country,
    city: place.city,
    description: form.description,
    details: form.detailedDescription || form.description,
    about: form.detailedDescription,
    duration: form.duration,
    ...daysOf(form.duration),
    price,
    priceText,
    category: form.category,
    groupSlug: form.category ? CATEGORY_GROUP[form.category as CategoryValue] : '',
    imageGallery: form.images,
    includes: form.includes.filter((i) => i.title || i.description),
    highlights: form.highlights ?? [],
    bookingOptions: {
      pricePerPerson: form.bookingOptions.pricePerPerson || priceText,
      availableDates: [...new Set(sessionDates?.length ? sessionDates : form.bookingOptions.availableDates)].sort(),
    },
    bookingMode: keep('bookingMode'),
    responseHours: keep('responseHours'),
    cancellationPolicy: keep('cancellationPolicy'),
    depositPercent: keep('depositPercent'),
    paymentMethod: keep('paymentMethod'),
    ...coordinatesOf(form, place, current),
    // Not sent (an older client): the stored texts stay.
    translations: form.translations ?? current?.translations ?? {},
  };
}

/**
 * The owner's status change. Draft and pending clear an earlier approval (changed content is reviewed again);
 * active and inactive need an approval. A rejected program goes back through draft or pending.
 */
function transition(row: Pick<ProgramRow, 'status' | 'approved'> | null, wanted: ProgramStatus) {
  if (wanted === 'draft') return { status: 'draft' as const, approved: false };
  if (wanted === 'pending') return { status: 'pending' as const, approved: false, submittedAt: new Date() };
  if (wanted === 'active' || wanted === 'inactive') {
    if (!row?.approved) throw conflict('NOT_APPROVED', NOT_APPROVED);
    return { status: wanted, approved: true };
  }
  throw conflict('INVALID_STATUS', 'Only an administrator can reject a program.');
}

async function owned(db: Db, owner: UserRow, id: string): Promise<ProgramRow> {
  const [row] = await db.select().from(programs).where(and(eq(programs.id, id), eq(programs.ownerId, owner.id)));
  // Another owner's program reads as missing: no hint that the id exists.
  if (!row) throw notFound('Program not found.');
  return row;
}

/**
 * A page of the owner's programs, newest change first: those of one status (or all), whose name or location has q;
 * with the count of every status over all the owner's programs (the tabs' numbers) and the total matching.
 */
export async function listOwned(db: Db, owner: UserRow, query: OwnedQuery = {}): Promise<MyProgramList> {
  const { status, q } = query;
  const limit = query.limit ?? OWNED_DEFAULT_LIMIT;
  const offset = query.offset ?? 0;
  const where = and(
    eq(programs.ownerId, owner.id),
    status ? eq(programs.status, status) : undefined,
    q ? or(containsText(programs.name, q), containsText(programs.location, q)) : undefined,
  );
  const [rows, [total], grouped] = await Promise.all([
    db.select().from(programs).where(where).orderBy(desc(programs.updatedAt), desc(programs.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(programs).where(where),
    db.select({ status: programs.status, n: count() }).from(programs).where(eq(programs.ownerId, owner.id)).groupBy(programs.status),
  ]);
  const counts = Object.fromEntries(PROGRAM_STATUSES.map((s) => [s, 0])) as Record<ProgramStatus, number>;
  for (const g of grouped) counts[g.status] = g.n;
  const sessions = await sessionsOf(db, rows.map((r) => r.id));
  // The owner is signed in, so active: their programs have a host.
  return { programs: rows.map((row) => toProgram(row, sessions.get(row.id), { forOwner: true, ownerActive: true })), counts, total: total?.n ?? 0, limit, offset };
}

export interface OwnedQuery {
  status?: ProgramStatus | undefined;
  q?: string | undefined;
  limit?: number | undefined;
  offset?: number | undefined;
}
/**
 * Without a limit the list answers up to 500 programs, as it did before it was paged: older clients filter the whole
 * list by status themselves. The dashboards send a limit (at most 100).
 */
export const OWNED_DEFAULT_LIMIT = 500;

/** The owner's view of a program: every session, past ones too, with its places taken (the owner, signed in, is active). */
async function ownerView(db: Db, row: ProgramRow): Promise<Program> {
  return toProgram(row, (await sessionsOf(db, [row.id])).get(row.id), { forOwner: true, ownerActive: true });
}

export async function getOwned(db: Db, owner: UserRow, id: string): Promise<Program> {
  return ownerView(db, await owned(db, owner, id));
}

/** GET /api/my/programs/:id/sessions: all sessions, past included, with the places taken and left. */
export async function ownedSessions(db: Db, owner: UserRow, id: string): Promise<OwnerProgramSession[]> {
  const row = await owned(db, owner, id);
  return ((await sessionsOf(db, [row.id])).get(row.id) ?? []).map(toOwnerSession);
}

const todayUtc = () => new Date().toISOString().slice(0, 10);
/** One transaction, run again when the database gave it up (a deadlock, a serialization failure: lib/retry.ts). */
const inTransaction = <T>(ctx: AppContext, fn: (tx: Tx) => Promise<T>) => retryTransient(() => inTx(ctx, fn));

export async function createProgram(ctx: AppContext, owner: UserRow, form: ProgramFormPayload, sent: SentTerms = new Set()): Promise<Program> {
  await checkUploadsOwned(ctx.database, owner.id, form.images);
  const id = randomUUID();
  // The program and its sessions are stored together or not at all (a session in the past refuses both).
  return inTransaction(ctx, async ({ db }) => {
    const [row] = await db
      .insert(programs)
      .values({
        id,
        slug: `${slugify(form.name)}-${id.slice(0, 8)}`,
        ...columnsFrom(form, sent),
        ...transition(null, form.status),
        specialOffer: '',
        rating: null,
        terms: { bookBy: '', stayBy: '' },
        specialOffers: [],
        events: [],
        dailySchedule: [],
        arrival: { airport: '', transfer: '', checkIn: '', notes: '' },
        ownerId: owner.id,
      })
      .returning();
    await saveSessions(db, id, form.sessions, todayUtc());
    // The account's provider (made with its first program) is the facility its programs' cards and pages name.
    await ensureProvider(db, owner, { city: row!.city, country: row!.country });
    const [linked] = await db.select().from(programs).where(eq(programs.id, id));
    return ownerView(db, linked!);
  });
}

/** What the public sees of a program: an approved program whose public content changes goes back to review. */
const PUBLIC_CONTENT = ['name', 'location', 'country', 'city', 'description', 'details', 'about', 'duration', 'days', 'nights', 'price', 'priceText',
  'category', 'groupSlug', 'imageGallery', 'includes', 'highlights', 'bookingOptions', 'translations'] as const;

/** JSON with object keys sorted: jsonb gives keys back in its own order. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1))) : v));

function changesPublicContent(current: ProgramRow, next: ReturnType<typeof columnsFrom>): boolean {
  return PUBLIC_CONTENT.some((key) => canonical(current[key]) !== canonical(next[key]));
}

const CHANGED_MEANWHILE = 'This program was changed meanwhile (by you elsewhere or by an administrator). Reload it and try again.';

/**
 * The owner's edit. An approved program (active or inactive) whose public content changes goes back to pending
 * review whatever status the form asks for: it leaves the public catalogue until an administrator approves it again
 * (docs/security.md, api/README.md). Unchanged content keeps its status; a status change follows `transition`.
 * The update is guarded by the status it read, so it cannot overwrite a decision taken meanwhile (409).
 */
export async function updateProgram(ctx: AppContext, owner: UserRow, id: string, form: ProgramFormPayload, sent: SentTerms = new Set(['sessions'])): Promise<Program> {
  const current = await owned(ctx.db, owner, id);
  await checkUploadsOwned(ctx.database, owner.id, form.images, current.imageGallery);
  const columns = columnsFrom(form, sent, current);
  const changed = changesPublicContent(current, columns);
  const next =
    current.approved && changed
      ? { status: 'pending' as const, approved: false, submittedAt: new Date() }
      : form.status === current.status && current.approved
        ? { status: current.status, approved: true }
        : transition(current, form.status);
  // The slug follows the name on every rename; the old one stays an address of the program (migrations/0062).
  const slug = `${slugify(form.name)}-${current.id.slice(0, 8)}`;
  // The program and its sessions change together or not at all (a session in use refuses the whole edit). The program
  // row is locked first (the UPDATE), then its sessions: the order a booking takes them in (bookings/create.ts).
  const row = await inTransaction(ctx, async ({ db }) => {
    const [updated] = await db
      .update(programs)
      .set({ ...columns, ...next, slug, updatedAt: new Date() })
      .where(and(eq(programs.id, id), eq(programs.ownerId, owner.id), eq(programs.status, current.status), eq(programs.approved, current.approved)))
      .returning();
    if (!updated) throw conflict('CHANGED_MEANWHILE', CHANGED_MEANWHILE);
    if (sent.has('sessions')) await saveSessions(db, id, form.sessions, todayUtc());
    return updated;
  });
  const dropped = current.imageGallery.filter((url) => !row.imageGallery.includes(url));
  if (dropped.length) await removeUnreferenced(ctx.database, uploadsDirOf(ctx), owner.id, dropped);
  return ownerView(ctx.db, row);
}

/** Guarded by the status it read: of two changes at once, the second gets a 409 (as does a change to the status it has). */
export async function setOwnedStatus(db: Db, owner: UserRow, id: string, status: ProgramStatus): Promise<Program> {
  const current = await owned(db, owner, id);
  if (current.status === status) throw conflict('STATUS_UNCHANGED', `This program is already ${status}.`);
  const [row] = await db
    .update(programs)
    .set({ ...transition(current, status), updatedAt: new Date() })
    .where(and(eq(programs.id, id), eq(programs.ownerId, owner.id), eq(programs.status, current.status), eq(programs.approved, current.approved)))
    .returning();
  if (!row) throw conflict('CHANGED_MEANWHILE', CHANGED_MEANWHILE);
  return ownerView(db, row);
}

/** Deletes a program without live bookings (409 HAS_LIVE_BOOKINGS otherwise: withdraw.ts), and its unused images. */
export async function deleteProgram(ctx: AppContext, owner: UserRow, id: string): Promise<void> {
  const current = await inTransaction(ctx, ({ db }) => deleteOwned(db, owner, id));
  await removeUnreferenced(ctx.database, uploadsDirOf(ctx), owner.id, current.imageGallery);
}

/** Withdraws a program: out of the catalogue, its live bookings ended by the booking process (withdraw.ts). */
export async function withdrawProgram(ctx: AppContext, owner: UserRow, id: string, reason: string): Promise<{ program: Program; outcome: WithdrawOutcome }> {
  const { row, outcome } = await inTransaction(ctx, (tx) => withdrawOwned(tx, owner, id, reason));
  return { program: await ownerView(ctx.db, row), outcome };
}

const uploadsDirOf = (ctx: AppContext) => path.join(ctx.config.dataDir, 'uploads');
