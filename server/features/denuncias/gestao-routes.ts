/** The staff's Ouvidoria routes (docs/product/denuncias.md, "Gestão"). */
import { fusoDaEmpresa } from '../../core/fuso.js';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { api } from '../../../common/paths.js';
import { idParam } from '../../../common/schemas/fields.js';
import {
  alterarCasoBody,
  denunciaCaso,
  denunciaResumo,
  denunciasQuery,
  indicadoresOuvidoria,
  indicadoresPgr as indicadoresPgrSchema,
  indicadoresPgrQuery,
  resumoOuvidoria,
  textoCasoBody,
} from '../../../common/schemas/denuncias-gestao.js';
import { currentUser, requireUser } from '../../core/current-user.js';
import { FileUrlSigner } from '../../lib/file-urls.js';
import { sendStoredFile, STORED_NAME_RE } from '../../lib/files.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { findAnexoByNomeArmazenado } from './casos-repository.js';
import { resolveJwtSecret } from '../../lib/tokens.js';
import { indicadores, resumo } from './indicadores.js';
import { indicadoresPgr } from './indicadores-pgr.js';
import { alterarCaso, anotar, escreverAoDenunciante, listarCasos, verCaso } from './gestao.js';

const ok = z.object({ ok: z.literal(true) });

export default async function gestaoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, dbHandle, config } = app.ctx;
  const staff = requireUser('gestaoOuvidoria');
  const signer = new FileUrlSigner(
    resolveJwtSecret(config.jwtSecret, config.dataDir),
    api.adminDenunciaAnexo,
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
      const { itens, total } = await listarCasos(dbHandle, currentUser(req), req.query);
      return reply.header('x-total-count', total).send(itens);
    },
  );

  app.get(
    '/api/admin/denuncias/indicadores',
    { onRequest: staff, schema: { response: { 200: indicadoresOuvidoria } } },
    async (req) => indicadores(db, currentUser(req), fusoDaEmpresa(app.ctx.content)),
  );

  // For the risk inventory (NR-1 PGR): compliance and admin only (docs/product/denuncias.md).
  app.get(
    '/api/denuncias/indicadores/pgr',
    {
      onRequest: requireUser('indicadoresPgr'),
      schema: { querystring: indicadoresPgrQuery, response: { 200: indicadoresPgrSchema } },
    },
    async (req) => indicadoresPgr(db, currentUser(req), req.query, fusoDaEmpresa(app.ctx.content)),
  );

  app.get(
    '/api/admin/denuncias/resumo',
    { onRequest: staff, schema: { response: { 200: resumoOuvidoria } } },
    async (req) => resumo(db, currentUser(req)),
  );

  app.get(
    '/api/admin/denuncias/:id',
    { onRequest: staff, schema: { params: idParam, response: { 200: denunciaCaso } } },
    async (req) => verCaso(dbHandle, signer, currentUser(req), req.params.id),
  );

  app.patch(
    '/api/admin/denuncias/:id',
    {
      onRequest: staff,
      schema: { params: idParam, body: alterarCasoBody, response: { 200: denunciaResumo } },
    },
    async (req) => alterarCaso(app.ctx, currentUser(req), req.params.id, req.body),
  );

  app.post(
    '/api/admin/denuncias/:id/mensagens',
    { onRequest: staff, schema: { params: idParam, body: textoCasoBody, response: { 201: ok } } },
    async (req, reply) => {
      await escreverAoDenunciante(app.ctx, currentUser(req), req.params.id, req.body.texto);
      return reply.status(201).send({ ok: true as const });
    },
  );

  app.post(
    '/api/admin/denuncias/:id/notas',
    { onRequest: staff, schema: { params: idParam, body: textoCasoBody, response: { 201: ok } } },
    async (req, reply) => {
      await anotar(app.ctx, currentUser(req), req.params.id, req.body.texto);
      return reply.status(201).send({ ok: true as const });
    },
  );

  // Evidence, by signed url (links and <img> send no bearer header): the url, handed only to staff
  // who may read the case, is the proof. Unsigned, altered or expired: 403.
  app.get(
    '/api/admin/denuncias/anexos/:nome',
    {
      schema: {
        params: z.object({ nome: z.string() }),
        querystring: z.object({ exp: z.unknown().optional(), sig: z.unknown().optional() }),
      },
    },
    async (req, reply) => {
      const { nome } = req.params;
      const secondsLeft = signer.verify(nome, req.query.exp, req.query.sig);
      if (secondsLeft === null || !STORED_NAME_RE.test(nome)) {
        throw forbidden('Link de arquivo inválido ou expirado.');
      }
      const row = await findAnexoByNomeArmazenado(db, nome);
      if (!row) throw notFound('Arquivo não encontrado.');
      return sendStoredFile(reply, db, nome, row, secondsLeft);
    },
  );
}
