import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/errors.js';
import { isDatabaseUnavailable, isDiskFull } from '../lib/db-errors.js';
import { contarFalhaPorHora, registrarPorHora } from './registro-por-hora.js';

export const DISCO_CHEIO =
  'O servidor está sem espaço para gravar. Nada foi salvo; tente novamente mais tarde.';
export const BANCO_INDISPONIVEL =
  'O serviço está temporariamente indisponível. Tente novamente em instantes.';

/** Framework error codes mapped to the product's Portuguese messages. */
const KNOWN: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'JSON inválido no corpo da requisição.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'Corpo da requisição vazio.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'Conteúdo grande demais.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Tipo de conteúdo não suportado.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Tamanho do conteúdo inválido.'],
  FST_REQ_FILE_TOO_LARGE: [413, 'Arquivo grande demais. O limite é 10 MB.'],
  FST_PARTS_LIMIT: [413, 'Partes demais na requisição.'],
  FST_FILES_LIMIT: [413, 'Envie um arquivo por vez.'],
  FST_FIELDS_LIMIT: [413, 'Campos demais na requisição.'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [400, 'A requisição deve ser multipart/form-data.'],
  FST_ERR_VALIDATION: [400, 'Dados inválidos.'],
  // PostgreSQL refuses text it cannot store (a NUL character, "\u0000", in a field or a
  // filter); SQLite takes it. Bad input either way, and the statement changed nothing.
  '22021': [400, 'O texto contém caracteres inválidos.'],
  '22P05': [400, 'O texto contém caracteres inválidos.'],
};

export function registerErrorHandling(app: FastifyInstance): void {
  registrarPorHora(app);
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof HttpError) {
      return reply.status(err.statusCode).headers(err.headers).send({ error: err.message });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const message =
        first?.message && !/^(Invalid input|Entrada inválida)/.test(first.message)
          ? first.message
          : 'Dados inválidos.';
      return reply.status(400).send({ error: message });
    }
    const known = err.code ? KNOWN[err.code] : undefined;
    if (known) return reply.status(known[0]).send({ error: known[1] });
    if (err.statusCode === 429) {
      return reply.status(429).send({ error: 'Muitas requisições. Aguarde e tente novamente.' });
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.status(err.statusCode).send({ error: 'Requisição inválida.' });
    }
    // the reporter's routes log nothing as it happens: their failures are summed up by the hour
    const registrar = (msg: string) => {
      if (!contarFalhaPorHora(req, err)) req.log.error({ err }, msg);
    };
    if (isDiskFull(err)) {
      // the instance is not ready until a write succeeds again (server/features/health/prontidao.ts)
      app.ctx.dbHandle.discoCheio = true;
      registrar('disco cheio: o banco de dados não conseguiu gravar');
      return reply.status(503).header('retry-after', 60).send({ error: DISCO_CHEIO });
    }
    if (isDatabaseUnavailable(err)) {
      registrar('banco de dados indisponível ou lento demais');
      return reply.status(503).header('retry-after', 5).send({ error: BANCO_INDISPONIVEL });
    }
    registrar('erro inesperado');
    return reply.status(500).send({ error: 'Erro interno. Tente novamente mais tarde.' });
  });
}
