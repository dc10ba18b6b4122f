import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * Per-address limits key on a salted hash of the address, never the address itself: the limiter's
 * memory cannot be read back into who sent an Ouvidoria report. The salt lives only in memory.
 */
const salt = crypto.randomBytes(16);

export function hashedAddressKey(req: FastifyRequest): string {
  return crypto.createHmac('sha256', salt).update(req.ip).digest('base64url');
}
