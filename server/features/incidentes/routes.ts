/** The register of security incidents, admin only (docs/product/incidentes.md). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam } from '../../../common/schemas/fields.js';
import {
  alteracaoDoIncidente,
  comunicadoBody,
  comunicadoCriado,
  incidenteDetalhe,
  incidenteLista,
  novoIncidente,
} from '../../../common/schemas/incidentes.js';
import { currentUser, requireUser } from '../../core/current-user.js';
import { criacaoIdempotente, responderIdempotente, validarChave } from '../../core/idempotencia.js';
import { alterar, comunicarAfetados, detalhar, listar, registrar } from './service.js';

/** The gate runs on request, before the body is read: others learn nothing from validation. */
const admin = requireUser('incidentes');

export default async function incidentesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/admin/incidentes',
    { onRequest: admin, schema: { response: { 200: incidenteLista } } },
    async () => listar(app.ctx),
  );

  app.post(
    '/api/admin/incidentes',
    {
      onRequest: admin,
      preHandler: validarChave,
      schema: { body: novoIncidente, response: { 201: incidenteDetalhe } },
    },
    async (req, reply) =>
      responderIdempotente(req, reply, criacaoIdempotente(req.body), (guarda) =>
        registrar(app.ctx, currentUser(req), req.body, guarda),
      ),
  );

  app.get(
    '/api/admin/incidentes/:id',
    { onRequest: admin, schema: { params: idParam, response: { 200: incidenteDetalhe } } },
    async (req) => detalhar(app.ctx, req.params.id),
  );

  app.patch(
    '/api/admin/incidentes/:id',
    {
      onRequest: admin,
      schema: { params: idParam, body: alteracaoDoIncidente, response: { 200: incidenteDetalhe } },
    },
    async (req) => alterar(app.ctx, currentUser(req), req.params.id, req.body),
  );

  app.post(
    '/api/admin/incidentes/:id/comunicados',
    {
      onRequest: admin,
      preHandler: validarChave,
      schema: { params: idParam, body: comunicadoBody, response: { 201: comunicadoCriado } },
    },
    async (req, reply) =>
      responderIdempotente(req, reply, criacaoIdempotente(req.body), (guarda) =>
        comunicarAfetados(app.ctx, currentUser(req), req.params.id, req.body, guarda),
      ),
  );
}
