/**
 * Fastify wiring of the current user: every request starts with none, and `requireUser`
 * (server/core/current-user.ts) sets it once the token and the account are checked.
 */
import type { FastifyInstance } from 'fastify';

export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.decorateRequest('claims', null);
}
