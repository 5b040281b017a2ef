import type { FastifyReply } from 'fastify';

/** Adds a field to Vary unless it is there already. */
export function appendVary(reply: FastifyReply, field: string) {
  const current = reply.getHeader('vary');
  if (!current) reply.header('vary', field);
  else if (!String(current).toLowerCase().includes(field.toLowerCase())) reply.header('vary', `${String(current)}, ${field}`);
}
