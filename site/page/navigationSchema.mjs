// The shape of a remote's navigation declaration (`NavigationDeclaration` of @wellness/shared/contract), checked where
// it crosses a boundary: when a remote's build writes its `navigation.json`, and when the site's server reads one.
import { z } from 'zod';

const ROLES = /** @type {const} */ (['user', 'facility', 'admin']);
const sitePath = z.string().regex(/^\/(?!\/)/, 'a path of the site, starting with one /');
const order = z.number().finite();

const placement = z.discriminatedUnion('in', [
  z.object({ in: z.literal('header'), order }),
  z.object({ in: z.literal('footer'), column: z.enum(['explore', 'company']), order }),
  z.object({ in: z.literal('account'), order }),
  z.object({ in: z.literal('sidebar'), order }),
  z.object({ in: z.literal('call-to-action'), on: z.array(sitePath).min(1), order }),
]);

const entry = z
  .object({
    id: z.string().min(1),
    label: z.string().min(1),
    labels: z.object({ es: z.string().min(1).optional(), fr: z.string().min(1).optional() }).strict().optional(),
    to: z.string().min(1),
    external: z.boolean().optional(),
    state: z.record(z.string(), z.unknown()).optional(),
    show: z.array(placement).min(1),
    audience: z.union([z.enum(['everyone', 'signed-out', 'signed-in']), z.object({ roles: z.array(z.enum(ROLES)).min(1) })]).optional(),
    end: z.boolean().optional(),
    currentBy: z.object({ field: z.string().min(1), fallback: z.string() }).optional(),
    badge: z.string().min(1).optional(),
  })
  .refine((e) => (e.external ? /^https?:\/\//.test(e.to) : sitePath.safeParse(e.to).success), {
    message: 'an entry opens a path of the site, or an http(s) address when external',
    path: ['to'],
  });

const navigationSchema = z
  .object({
    paths: z.array(sitePath).optional(),
    entries: z.array(entry),
    guards: z.array(z.object({ path: sitePath, roles: z.array(z.enum(ROLES)) })).optional(),
    underHeader: z.array(sitePath).optional(),
  })
  .refine((d) => new Set(d.entries.map((e) => e.id)).size === d.entries.length, { message: 'entry ids are unique', path: ['entries'] });

/**
 * The declaration, or the reasons it is not one (each with where it is wrong).
 * @param {unknown} value
 * @returns {{ declaration: import('@wellness/shared/contract').NavigationDeclaration, problems: null } | { declaration: null, problems: string[] }}
 */
export function checkNavigation(value) {
  const result = navigationSchema.safeParse(value);
  if (result.success) return { declaration: /** @type {import('@wellness/shared/contract').NavigationDeclaration} */ (result.data), problems: null };
  return { declaration: null, problems: result.error.issues.map((i) => `${i.path.join('.') || '(declaration)'}: ${i.message}`) };
}
