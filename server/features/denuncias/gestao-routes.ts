/** The staff's Ouvidoria routes (docs/product/denuncias.md, "Gestão"). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '../../../common/schemas/fields.js';
import {
  alterarCasoBody,
  denunciaCaso,
  denunciaResumo,
  denunciasQuery,
  textoCasoBody,
} from '../../../common/schemas/denuncias-gestao.js';
import { currentUser, requireUser } from '../../core/current-user.js';
import { FileUrlSigner } from '../../lib/file-urls.js';
import { resolveJwtSecret } from '../../lib/tokens.js';
import { alterarCaso, anotar, escreverAoDenunciante, listarCasos, verCaso } from './gestao.js';

const ok = z.object({ ok: z.literal(true) });

export default async function gestaoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.ctx;
  const staff = requireUser('gestaoOuvidoria');
  const signer = new FileUrlSigner(
    resolveJwtSecret(config.jwtSecret, config.dataDir),
    (nome) => `/api/admin/denuncias/anexos/${nome}`,
    'denuncia-anexos-v1',
  );
  // Cases are sensitive: no browser or proxy keeps a copy of any answer here.
  app.addHook('onSend', async (_req, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  // Without paging parameters: the newest 500, as the spec's table reads them. X-Total-Count
  // says how many match the filters.
  app.get(
    '/api/admin/denuncias',
    {
      onRequest: staff,
      schema: { querystring: denunciasQuery, response: { 200: z.array(denunciaResumo) } },
    },
    async (req, reply) => {
      const { itens, total } = await listarCasos(db, currentUser(req), req.query);
      return reply.header('x-total-count', total).send(itens);
    },
  );

  app.get(
    '/api/admin/denuncias/:id',
    { onRequest: staff, schema: { params: idParam, response: { 200: denunciaCaso } } },
    async (req) => verCaso(db, signer, currentUser(req), req.params.id),
  );

  app.patch(
    '/api/admin/denuncias/:id',
    {
      onRequest: staff,
      schema: { params: idParam, body: alterarCasoBody, response: { 200: denunciaResumo } },
    },
    async (req) => alterarCaso(db, currentUser(req), req.params.id, req.body),
  );

  app.post(
    '/api/admin/denuncias/:id/mensagens',
    { onRequest: staff, schema: { params: idParam, body: textoCasoBody, response: { 201: ok } } },
    async (req, reply) => {
      await escreverAoDenunciante(db, currentUser(req), req.params.id, req.body.texto);
      return reply.status(201).send({ ok: true as const });
    },
  );

  app.post(
    '/api/admin/denuncias/:id/notas',
    { onRequest: staff, schema: { params: idParam, body: textoCasoBody, response: { 201: ok } } },
    async (req, reply) => {
      await anotar(db, currentUser(req), req.params.id, req.body.texto);
      return reply.status(201).send({ ok: true as const });
    },
  );
}
