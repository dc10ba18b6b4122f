import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONTATO_HONEYPOT, contatoBody, contatoMensagem } from '../../../common/schemas/contato.js';
import { idParam } from '../../../common/schemas/fields.js';
import { readMultipart } from '../../lib/multipart.js';
import { badRequest, HttpError, notFound } from '../../lib/errors.js';
import { requireUser } from '../../core/current-user.js';
import { addressLimit } from '../../plugins/rate-limit.js';
import { insertContato, listContatos, markContatoRead } from './repository.js';

const ok = z.object({ ok: z.literal(true) });

/** The form's fields from a multipart body; a file part is refused rather than stored. */
async function multipartFields(req: FastifyRequest): Promise<Record<string, unknown>> {
  return readMultipart(async () => {
    const fields: Record<string, unknown> = {};
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        part.file.resume();
        throw badRequest('O formulário de contato não aceita arquivos.');
      }
      fields[part.fieldname] = part.value;
    }
    return fields;
  });
}

export default async function contatoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { contatoPerWindow, publicWindowMs } = app.ctx.config.limits;

  // The public contact form: JSON or multipart (the same fields an external provider takes).
  // The body is checked here rather than by the route schema, which cannot read multipart.
  app.post(
    '/api/contato',
    {
      // per address, sized for a whole office sending together (docs/decisions/009-shared-office-limits.md)
      ...addressLimit(app.ctx, 'contato', contatoPerWindow, publicWindowMs),
      schema: { response: { 201: ok } },
    },
    async (req, reply) => {
      const raw = req.isMultipart() ? await multipartFields(req) : req.body;
      // Fastify reads text/plain as a string: the form's fields come as JSON or multipart only.
      if (typeof raw === 'string' && !/json/i.test(req.headers['content-type'] ?? '')) {
        throw new HttpError(415, 'Tipo de conteúdo não suportado.');
      }
      if (raw != null && (typeof raw !== 'object' || Array.isArray(raw))) {
        throw badRequest('Dados inválidos.');
      }
      const parsed = contatoBody.safeParse(raw ?? {});
      if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Dados inválidos.');
      const body = parsed.data;
      // A filled honeypot is a bot: it is told all went well, and nothing is kept.
      if (!body[CONTATO_HONEYPOT]) {
        await insertContato(app.ctx.db, {
          nome: body.name,
          email: body.email,
          telefone: body.phone,
          assunto: body.subject,
          mensagem: body.message,
        });
      }
      return reply.status(201).send({ ok: true });
    },
  );

  app.get(
    '/api/contato/mensagens',
    {
      onRequest: requireUser('mensagensContato'),
      schema: { response: { 200: z.array(contatoMensagem) } },
    },
    async () => listContatos(app.ctx.db),
  );

  app.post(
    '/api/contato/mensagens/:id/lida',
    {
      onRequest: requireUser('mensagensContato'),
      schema: { params: idParam, response: { 200: ok } },
    },
    async (req) => {
      if (!(await markContatoRead(app.ctx.db, req.params.id))) {
        throw notFound('Mensagem não encontrada.');
      }
      return { ok: true as const };
    },
  );
}
