/** An error that becomes `{ error }` with its status; the message is shown to users as is. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    /** headers the answer carries, e.g. Retry-After on a 429 */
    public readonly headers: Record<string, string | number> = {},
  ) {
    super(message);
  }
}

export const badRequest = (msg: string) => new HttpError(400, msg);
export const unauthorized = (msg = 'Sessão inválida ou expirada. Faça login novamente.') =>
  new HttpError(401, msg);
export const forbidden = (msg = 'Acesso negado.') => new HttpError(403, msg);
export const notFound = (msg = 'Não encontrado.') => new HttpError(404, msg);
export const conflict = (msg: string) => new HttpError(409, msg);
export const tooMany = (
  msg = 'Muitas tentativas. Aguarde e tente novamente.',
  retryAfterS?: number,
) => new HttpError(429, msg, retryAfterS ? { 'retry-after': retryAfterS } : {});
