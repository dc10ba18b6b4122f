/**
 * Reading a multipart/form-data body. The parser (@fastify/busboy) throws plain Errors, with
 * neither a code nor a status, when the body itself is malformed: no or empty boundary, a
 * boundary over 256 characters, a body cut short. Whatever it throws so while the body is read
 * here is the sender's fault, a 400; the plugin's own limits keep their codes (413, 406…).
 */
import { HttpError, badRequest } from './errors.js';

const MALFORMED_MULTIPART = 'Corpo multipart/form-data malformado.';

export async function readMultipart<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (err) {
    if (err instanceof HttpError) throw err;
    const { code, statusCode } = err as { code?: unknown; statusCode?: unknown };
    if (code !== undefined || statusCode !== undefined) throw err;
    throw badRequest(MALFORMED_MULTIPART);
  }
}
