// The public catalogue in memory (issue 9): search and the programs list answer from here, without a query per
// request, with the same answers as the SQL they replace (features/programs/service.ts for the filters).
//
// Kept in sync with the database, whoever writes it: every statement that writes `programs` bumps the row of
// `catalog_version` and logs the ids it touched in `program_changes` (migrations/0007). Before answering, the index
// compares the version with the one it holds (one indexed single-row read) and, when it moved, reloads only the
// logged programs, so an answer always reflects every write committed before the request started: this process's
// own (create, edit, approve, deactivate, delete) and any other API process's on the same PostgreSQL. A process
// further behind than the log keeps reloads everything.
import { CATEGORY_OPTIONS, PROGRAM_GROUPS, SEARCH_TOTAL_CAP, type ProgramSort, type ProgramsQuery } from '@wellness/shared/domain';
import type { Database } from '../../db/client';

/** One public program: its card as JSON text, what search looks in, and what the list filters and sorts on. */
export interface CatalogDoc {
  id: string;
  /** created_at in microseconds since the epoch: the public order is (created_at, id). */
  t: number;
  /** search_text: lower(name, location, details, country, city), as PostgreSQL lowers them. */
  hay: string;
  json: string;
  group: string;
  category: string;
  /** lower(country), lower(city) */
  country: string;
  city: string;
  price: number | null;
  nights: number | null;
  /** available_dates, YYYY-MM-DD, ascending. */
  dates: string[];
}

interface Row {
  id: string;
  t: number | string;
  hay: string;
  json: string;
  grp: string;
  category: string;
  country: string;
  city: string;
  price: number | null;
  nights: number | null;
  dates: string;
  public: boolean;
}

const COLUMNS = `p.id, (extract(epoch FROM p.created_at) * 1000000)::float8 AS t, p.search_text AS hay, p.summary_json AS json,
  p.group_slug AS grp, p.category, lower(p.country) AS country, lower(p.city) AS city, p.price, p.nights,
  array_to_string(p.available_dates, ',') AS dates, (p.status = 'active' AND p.approved) AS public`;

/** Versions the change log keeps (migrations/0007); further behind than this, a full reload. */
const LOG_VERSIONS = 10_000;
/** More changed ids than this at once: a full reload is cheaper than an `IN` list. */
const MAX_IDS_PER_REFRESH = 5_000;

const toDoc = (r: Row): CatalogDoc => ({
  id: r.id,
  t: Number(r.t),
  hay: r.hay,
  json: r.json,
  group: r.grp,
  category: r.category,
  country: r.country,
  city: r.city,
  price: r.price === null ? null : Number(r.price),
  nights: r.nights === null ? null : Number(r.nights),
  dates: r.dates ? r.dates.split(',') : [],
});

/** (created_at, id) order; ids compare as PostgreSQL compares uuids (lower-case hex text). */
const before = (a: CatalogDoc, b: CatalogDoc) => a.t < b.t || (a.t === b.t && a.id < b.id);

export interface SearchPage {
  programs: string;
  total: number;
  capped: boolean;
}

export class CatalogIndex {
  /** Public programs in the public order. */
  private docs: CatalogDoc[] = [];
  private byId = new Map<string, CatalogDoc>();
  private version: string | null = null;
  private syncing: Promise<void> | null = null;
  /** Exact list totals per filter (count of a filter shape and its values), dropped when the catalogue changes. */
  private totals = new Map<string, number>();
  private grams: TrigramIndex | null = null;

  constructor(private readonly database: Database) {}

  /** Loads the catalogue if it is not loaded yet (server start); answers use `current()`. */
  async warm(): Promise<void> {
    await this.current();
    this.trigrams();
  }

  /** The catalogue as of now: every write committed before this call is in it. */
  async current(): Promise<this> {
    // One sync at a time: a request arriving during a sync waits for it and then checks again.
    while (this.syncing) await this.syncing;
    const latest = this.database.catalogVersion?.() ?? (await this.checkVersion());
    if (latest === this.version) return this;
    while (this.syncing) await this.syncing;
    if (latest === this.version) return this;
    this.syncing = this.sync().finally(() => {
      this.syncing = null;
    });
    await this.syncing;
    return this;
  }

  /** Programs held (public ones only). */
  get size(): number {
    return this.docs.length;
  }

  private checking: Promise<string> | null = null;
  private nextCheck: Promise<string> | null = null;

  /**
   * The version as of a read that started after this call (PostgreSQL: other processes write too). Requests arriving
   * together share reads: while one is under way, the callers that came after it wait for the one read after it.
   */
  private checkVersion(): Promise<string> {
    if (!this.checking) {
      this.checking = this.readVersion().finally(() => {
        this.checking = null;
      });
      return this.checking;
    }
    this.nextCheck ??= this.checking
      .catch(() => undefined)
      .then(() => {
        this.nextCheck = null;
        return this.checkVersion();
      });
    return this.nextCheck;
  }

  private async readVersion(): Promise<string> {
    const [row] = await this.database.query<{ version: string }>('SELECT version::text AS version FROM catalog_version WHERE id = 1', [], { prepare: true });
    return row?.version ?? '0';
  }

  private async sync(): Promise<void> {
    const known = this.version;
    if (known !== null) {
      // The version and the ids logged after `known` in one snapshot.
      const [log] = await this.database.query<{ version: string; ids: string | null; n: number }>(
        `SELECT (SELECT version::text FROM catalog_version WHERE id = 1) AS version,
          (SELECT string_agg(DISTINCT program_id, ',') FROM program_changes WHERE version > $1::bigint) AS ids,
          (SELECT count(DISTINCT program_id)::int FROM program_changes WHERE version > $1::bigint) AS n`,
        [known],
      );
      if (log && Number(log.version) - Number(known) < LOG_VERSIONS && log.n <= MAX_IDS_PER_REFRESH) {
        const ids = log.ids ? log.ids.split(',') : [];
        if (ids.length) {
          const rows = await this.database.query<Row>(`SELECT ${COLUMNS} FROM programs p WHERE p.id = ANY(string_to_array($1, ','))`, [ids.join(',')]);
          const found = new Map(rows.map((r) => [r.id, r]));
          for (const id of ids) {
            const r = found.get(id);
            this.put(id, r && r.public ? toDoc(r) : null);
          }
        }
        this.version = log.version;
        this.totals.clear();
        return;
      }
    }
    // Full load: the version first, then the rows (a write between the two is logged after that version and
    // applied again by the next sync: applying a change twice gives the same catalogue).
    const version = await this.readVersion();
    const rows = await this.database.query<Row>(`SELECT ${COLUMNS} FROM programs p WHERE p.status = 'active' AND p.approved ORDER BY p.created_at, p.id`);
    this.docs = rows.map(toDoc);
    this.byId = new Map(this.docs.map((d) => [d.id, d]));
    this.grams = null;
    this.version = version;
    this.totals.clear();
  }

  /** Replaces, adds or (doc null) removes one program, keeping the public order. */
  private put(id: string, doc: CatalogDoc | null) {
    this.grams?.changed(doc);
    const old = this.byId.get(id);
    if (old) {
      this.docs.splice(this.position(old), 1);
      this.byId.delete(id);
    }
    if (!doc) return;
    this.docs.splice(this.position(doc), 0, doc);
    this.byId.set(id, doc);
  }

  /** Index of the first doc not before `doc` (binary search on the public order). */
  private position(doc: CatalogDoc): number {
    let lo = 0;
    let hi = this.docs.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (before(this.docs[mid]!, doc)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /**
   * Programs whose search text contains `q` (already trimmed and lowered), in the public order, one page of
   * them, and how many match, counted up to SEARCH_TOTAL_CAP + 1 (the walk stops there). A term of three or more
   * characters only looks at the programs holding its rarest trigram (TrigramIndex); a shorter one walks the
   * catalogue in order, which a common term ends early.
   */
  search(q: string, limit: number, offset: number): SearchPage {
    const page: string[] = [];
    const end = offset + limit;
    let total = 0;
    const take = (doc: CatalogDoc) => {
      if (total >= offset && total < end) page.push(doc.json);
      total += 1;
      return total > SEARCH_TOTAL_CAP && total >= end;
    };
    const candidates = q.length >= TRIGRAM ? this.trigrams().candidates(q, this.byId) : null;
    if (candidates) {
      for (const doc of candidates) if (doc.hay.includes(q) && take(doc)) break;
    } else {
      for (const doc of this.docs) if ((!q || doc.hay.includes(q)) && take(doc)) break;
    }
    const capped = total > SEARCH_TOTAL_CAP;
    return { programs: `[${page.join(',')}]`, total: capped ? SEARCH_TOTAL_CAP : total, capped };
  }

  /** The trigram index of the catalogue as it is now: rebuilt when the changes since its build pile up. */
  private trigrams(): TrigramIndex {
    if (!this.grams || this.grams.stale) this.grams = new TrigramIndex(this.docs);
    return this.grams;
  }

  /** GET /api/programs: the filtered, sorted page as JSON text and the exact total. */
  list(query: ProgramsQuery, today: string): { programs: string; total: number } {
    const test = filterOf(query, today);
    const limit = query.limit ?? 50;
    const offset = query.offset ?? 0;
    const sort = query.sort;
    if (!sort) {
      // The public order: walk until the page is full, then count the rest (once per filter and catalogue version).
      const key = totalKey(query, today);
      const known = this.totals.get(key);
      const page: string[] = [];
      let n = 0;
      for (const doc of this.docs) {
        if (!test(doc)) continue;
        if (n >= offset && page.length < limit) page.push(doc.json);
        n += 1;
        if (known !== undefined && page.length === limit) break;
      }
      const total = known ?? n;
      if (known === undefined) this.rememberTotal(key, total);
      return { programs: `[${page.join(',')}]`, total };
    }
    const matched: { doc: CatalogDoc; at: number; key: number | string | null }[] = [];
    const keyOf = SORT_KEY[sort];
    for (let at = 0; at < this.docs.length; at++) {
      const doc = this.docs[at]!;
      if (test(doc)) matched.push({ doc, at, key: keyOf(doc, today) });
    }
    const descending = sort === 'price-desc' || sort === 'duration-desc';
    matched.sort((a, b) => {
      // NULLS LAST either way, then the public order.
      if (a.key !== b.key) {
        if (a.key === null) return 1;
        if (b.key === null) return -1;
        const order = a.key < b.key ? -1 : 1;
        return descending ? -order : order;
      }
      return a.at - b.at;
    });
    return { programs: `[${matched.slice(offset, offset + limit).map((m) => m.doc.json).join(',')}]`, total: matched.length };
  }

  private rememberTotal(key: string, total: number) {
    if (this.totals.size >= 2000) this.totals.clear();
    this.totals.set(key, total);
  }
}

const lower = (value: string) => value.trim().toLowerCase();

const SORT_KEY: Record<ProgramSort, (doc: CatalogDoc, today: string) => number | string | null> = {
  'price-asc': (d) => d.price,
  'price-desc': (d) => d.price,
  'duration-asc': (d) => d.nights,
  'duration-desc': (d) => d.nights,
  'date-asc': (d, today) => d.dates.find((x) => x >= today) ?? null,
};

/** The first and the day after the last day of a YYYY-MM month. */
function monthRange(month: string): [string, string] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return [`${month}-01`, `${next}-01`];
}

/** What the list's WHERE says (service.ts `listPublicJson` before issue 9), as a test on one doc. */
function filterOf(query: ProgramsQuery, today: string): (doc: CatalogDoc) => boolean {
  const tests: ((doc: CatalogDoc) => boolean)[] = [];
  if (query.category) {
    const wanted = lower(query.category);
    const group = PROGRAM_GROUPS.find((g) => g.slug === wanted || g.type.toLowerCase() === wanted);
    const option = group ? undefined : CATEGORY_OPTIONS.find((o) => o.value === wanted || o.label.toLowerCase() === wanted);
    if (group) tests.push((d) => d.group === group.slug);
    else if (option) tests.push((d) => d.category === option.value);
    else return () => false;
  }
  if (query.country) {
    const country = lower(query.country);
    tests.push((d) => d.country === country);
  }
  if (query.city) {
    const city = lower(query.city);
    tests.push((d) => d.city === city);
  }
  const { minPrice, maxPrice, minNights, maxNights } = query;
  if (minPrice !== undefined) tests.push((d) => d.price !== null && d.price >= minPrice);
  if (maxPrice !== undefined) tests.push((d) => d.price !== null && d.price <= maxPrice);
  if (minNights !== undefined) tests.push((d) => d.nights !== null && d.nights >= minNights);
  if (maxNights !== undefined) tests.push((d) => d.nights !== null && d.nights <= maxNights);
  if (query.month) {
    const [start, end] = monthRange(query.month);
    const from = start > today ? start : today;
    tests.push((d) => d.dates.some((x) => x >= from && x < end));
  }
  if (tests.length === 0) return () => true;
  if (tests.length === 1) return tests[0]!;
  return (d) => tests.every((t) => t(d));
}

/** A filter's identity for the totals cache: its fields and values (the month filter also depends on today). */
function totalKey(query: ProgramsQuery, today: string): string {
  return JSON.stringify([query.category ?? null, query.country ?? null, query.city ?? null, query.minPrice ?? null, query.maxPrice ?? null,
    query.minNights ?? null, query.maxNights ?? null, query.month ?? null, query.month ? today : null]);
}

const TRIGRAM = 3;
/** Changed programs the trigram index checks one by one before it is rebuilt. */
const MAX_CHANGES = 2_000;

/** Three UTF-16 code units as one number (exact below 2^53). */
const gramAt = (text: string, i: number) => text.charCodeAt(i) * 4294967296 + text.charCodeAt(i + 1) * 65536 + text.charCodeAt(i + 2);

/**
 * For each trigram of the lowered search texts, the programs holding it (positions in the catalogue's public order at
 * build time). A term's candidates are the programs of its rarest trigram, in order; every one is still checked with
 * `includes`, so the index only narrows, it never decides. Programs changed since the build are kept aside
 * (`changes`): their old entries are skipped and their current versions merged in order, until there are so many
 * that the index is rebuilt.
 */
class TrigramIndex {
  private readonly docs: CatalogDoc[];
  private readonly postings = new Map<number, Int32Array>();
  private readonly changes: CatalogDoc[] = [];

  constructor(docs: readonly CatalogDoc[]) {
    this.docs = docs.slice();
    const ids = new Map<number, number>();
    const grams: number[] = [];
    const lists: number[][] = [];
    const last: number[] = [];
    for (let d = 0; d < this.docs.length; d++) {
      const hay = this.docs[d]!.hay;
      for (let i = 0; i + TRIGRAM <= hay.length; i++) {
        const gram = gramAt(hay, i);
        let id = ids.get(gram);
        if (id === undefined) {
          id = grams.length;
          ids.set(gram, id);
          grams.push(gram);
          lists.push([]);
          last.push(-1);
        }
        if (last[id] === d) continue;
        last[id] = d;
        lists[id]!.push(d);
      }
    }
    for (let id = 0; id < grams.length; id++) this.postings.set(grams[id]!, Int32Array.from(lists[id]!));
  }

  /** A program added or changed after the build (a removed one is simply no longer current). */
  changed(doc: CatalogDoc | null) {
    if (doc) this.changes.push(doc);
  }

  /** Too many changes to check one by one: rebuild. */
  get stale(): boolean {
    return this.changes.length > MAX_CHANGES;
  }

  /**
   * Programs that may contain `q` (three or more code units), in the public order, as of now: `current` says which
   * version of each program is the catalogue's (older versions and removed programs are skipped).
   */
  *candidates(q: string, current: Map<string, CatalogDoc>): Generator<CatalogDoc> {
    let rarest: Int32Array | undefined;
    for (let i = 0; i + TRIGRAM <= q.length; i++) {
      const list = this.postings.get(gramAt(q, i));
      if (!list) {
        rarest = new Int32Array(0);
        break;
      }
      if (!rarest || list.length < rarest.length) rarest = list;
    }
    const extra = this.changes.filter((doc) => current.get(doc.id) === doc && doc.hay.includes(q)).sort((a, b) => (before(a, b) ? -1 : 1));
    let e = 0;
    for (const d of rarest ?? []) {
      const doc = this.docs[d]!;
      if (current.get(doc.id) !== doc) continue;
      while (e < extra.length && before(extra[e]!, doc)) yield extra[e++]!;
      yield doc;
    }
    while (e < extra.length) yield extra[e++]!;
  }
}
