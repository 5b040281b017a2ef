import { and, asc, eq } from 'drizzle-orm';
import type { Category, CategoryOption, Destination, Faq } from '@wellness/shared/domain';
import type { Db } from '../../db/client';
import { categories, destinations, faqs, programGroups, programs } from '../../db/schema';
import { toSummary } from '../../read-model/mapper';
import { isPublic } from '../../read-model/public';

/** The four groups, each with its public programs (type, description, image, badge, programs). */
export async function listCategories(db: Db, programsPerGroup = 12): Promise<Category[]> {
  const groups = await db.select().from(programGroups).orderBy(asc(programGroups.sort));
  return Promise.all(
    groups.map(async (g) => {
      const rows = await db
        .select()
        .from(programs)
        .where(and(isPublic, eq(programs.groupSlug, g.slug)))
        .orderBy(asc(programs.createdAt), asc(programs.id))
        .limit(programsPerGroup);
      return { id: g.slug, slug: g.slug, type: g.type, description: g.description, image: g.image, badge: g.badge, programs: rows.map(toSummary) } as Category;
    }),
  );
}

export async function listCategoryOptions(db: Db): Promise<CategoryOption[]> {
  const rows = await db.select().from(categories).orderBy(asc(categories.sort));
  return rows.map((c) => ({ value: c.value, label: c.label, description: c.description, image: c.image, group: c.groupSlug }) as CategoryOption);
}

export async function listDestinations(db: Db): Promise<Destination[]> {
  const rows = await db.select().from(destinations).orderBy(asc(destinations.sort));
  return rows.map(({ sort: _sort, ...d }) => d);
}

export async function listFaqs(db: Db): Promise<Faq[]> {
  const rows = await db.select().from(faqs).orderBy(asc(faqs.sort));
  return rows.map(({ id, question, answer }) => ({ id, question, answer }));
}
