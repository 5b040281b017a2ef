import type { FastifyInstance } from 'fastify';
import { desc } from 'drizzle-orm';
import { accountStatusSchema, approvalStateSchema, approveProgramSchema, listQuerySchema, paginationQuerySchema, rejectProgramSchema } from '@wellness/shared/domain';
import type { AppContext } from '../../context';
import { contactMessages } from '../../db/schema';
import { authGuards } from '../../lib/auth';
import { parseBody, parseId, parseQuery } from '../../lib/validation';
import { analytics, approveProgram, getProgram, listPrograms, listServices, listUsers, rejectProgram, setServiceStatus, setUserStatus } from './service';

// The lists are paged (limit, offset) and searched (q): users by name or email, programs and services by name or location.
const pageQuery = listQuerySchema;
const programsQuery = pageQuery.extend({ status: approvalStateSchema.optional() });

export async function adminRoutes(app: FastifyInstance, ctx: AppContext) {
  // Every route of this plugin is admin-only.
  app.addHook('preHandler', authGuards(ctx).require(['admin']));
  type Id = { Params: { id: string } };

  app.get('/api/admin/programs', async (request) => {
    const { status, ...page } = parseQuery(programsQuery, request.query);
    return { data: await listPrograms(ctx.db, status, page) };
  });
  app.get<Id>('/api/admin/programs/:id', async (request) => ({ data: await getProgram(ctx.db, parseId(request.params.id)) }));
  // A decision names the version the administrator reviewed (AdminProgram.version); a program changed since is a 409.
  app.post<Id>('/api/admin/programs/:id/approve', async (request) => {
    const id = parseId(request.params.id);
    const { version } = parseBody(approveProgramSchema, request.body ?? {});
    return { data: await approveProgram(ctx.db, id, version, ctx.jobs) };
  });
  app.post<Id>('/api/admin/programs/:id/reject', async (request) => {
    const id = parseId(request.params.id);
    // The remark is optional (no rule for it), so a body with the version alone is a rejection without remark.
    const { remark, version } = parseBody(rejectProgramSchema, request.body ?? {});
    return { data: await rejectProgram(ctx.db, id, version, remark, ctx.jobs) };
  });

  app.get('/api/admin/services', async (request) => ({ data: await listServices(ctx.db, parseQuery(pageQuery, request.query)) }));
  app.patch<Id>('/api/admin/services/:id/status', async (request) => {
    const id = parseId(request.params.id);
    const { status } = parseBody(accountStatusSchema, request.body);
    return { data: await setServiceStatus(ctx.db, id, status) };
  });

  app.get('/api/admin/users', async (request) => ({ data: await listUsers(ctx.db, parseQuery(pageQuery, request.query)) }));
  app.patch<Id>('/api/admin/users/:id/status', async (request) => {
    const id = parseId(request.params.id);
    const { status } = parseBody(accountStatusSchema, request.body);
    return { data: await setUserStatus(ctx.db, request.user!, id, status) };
  });

  app.get('/api/admin/analytics', async () => ({ data: await analytics(ctx.db) }));

  app.get('/api/admin/contact-messages', async (request) => {
    const { limit, offset } = parseQuery(paginationQuerySchema, request.query);
    const rows = await ctx.db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).limit(limit ?? 50).offset(offset ?? 0);
    return { data: rows.map(({ userId: _u, ...m }) => ({ ...m, createdAt: m.createdAt.toISOString() })) };
  });
}
