import type { FastifyReply } from 'fastify';

/** Sends `{ "data": <json> }` from JSON text made elsewhere (by the database), without parsing it again. */
export function sendData(reply: FastifyReply, json: string, status = 200) {
  return reply.status(status).type('application/json; charset=utf-8').send(`{"data":${json}}`);
}
