/**
 * Push subscriptions and the person's notice choices (docs/product/avisos.md):
 *  - `GET /api/push/chave`: the VAPID public key the browser subscribes with;
 *  - `POST /api/push/inscricoes`: `PushSubscription.toJSON()` as it is; an endpoint outside
 *    PUSH_SERVICOS, or not written as the URL parser writes it, is refused (400), so no user
 *    chooses where the server sends requests; the same endpoint again is the same subscription,
 *    now of the current user and session; at most 10 per person (the eleventh replaces the least
 *    recently used), and so many an hour per account (LIMITS `inscricoesPushPerHour`, then 429);
 *  - `GET /api/push/inscricoes`, `DELETE /api/push/inscricoes/:id`: one's own only;
 *  - `GET/PUT /api/me/avisos`: which kinds one gets, by push and by e-mail.
 * Every signed-in person may subscribe; the Ouvidoria's reporters are not signed in and never can.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AVISO_NAO_SE_APLICA,
  chavePush,
  inscricaoPush,
  novaInscricaoPush,
  preferenciasDeAvisos,
  preferenciasDeAvisosParciais,
  SERVICO_NAO_PERMITIDO,
} from '../../../common/schemas/avisos.js';
import { idParam } from '../../../common/schemas/fields.js';
import { api } from '../../../common/paths.js';
import { currentUser, requireUser } from '../../core/current-user.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { aparelhoDe } from '../../core/aparelho.js';
import { lerSessao } from '../../core/sessoes.js';
import { enderecoDePush } from '../../lib/servicos-push.js';
import { AddressAllowance, chaveDaConta, ganchosDeLimite } from '../../plugins/rate-limit.js';
import { gravarPreferencias, lerPreferencias } from './preferencias.js';
import { apagarInscricao, gravarInscricao, listarInscricoes } from './repository.js';

export default async function pushRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  app.get(
    api.chavePush,
    { onRequest: requireUser(), schema: { response: { 200: chavePush } } },
    async () => ({ chave_publica: ctx.push.chaves.publica }),
  );

  // per account: a browser subscribes once per tap on "Ativar notificações"
  const limite = ganchosDeLimite(
    new AddressAllowance(ctx.config.limits.inscricoesPushPerHour, 60 * 60_000, {
      ctx,
      nome: 'inscricao-push',
    }),
    (req) => chaveDaConta(ctx, currentUser(req).id),
  );

  app.post(
    api.inscricoesPush,
    {
      onRequest: [requireUser(), limite.onRequest],
      onSend: limite.onSend,
      schema: { body: novaInscricaoPush, response: { 201: z.object({ id: z.number() }) } },
    },
    async (req, reply) => {
      // parsed once: what is kept, and later posted to, is exactly what was approved
      const url = enderecoDePush(req.body.endpoint, ctx.config.push.servicos);
      if (!url) throw badRequest(SERVICO_NAO_PERMITIDO);
      // the subscription belongs to this session: ending it (on this device or from another)
      // removes the subscription with it
      const sid = req.claims!.sid;
      const sessao = await lerSessao(ctx, sid);
      const id = await gravarInscricao(ctx.db, {
        usuario_id: currentUser(req).id,
        sessao_id: sid,
        endpoint: url.href,
        p256dh: req.body.keys.p256dh,
        auth: req.body.keys.auth,
        aparelho: sessao?.aparelho ?? aparelhoDe(req.headers['user-agent']),
      });
      return reply.status(201).send({ id });
    },
  );

  app.get(
    api.inscricoesPush,
    { onRequest: requireUser(), schema: { response: { 200: z.array(inscricaoPush) } } },
    async (req) => listarInscricoes(ctx.db, currentUser(req).id),
  );

  app.delete(
    '/api/push/inscricoes/:id',
    { onRequest: requireUser(), schema: { params: idParam } },
    async (req, reply) => {
      if (!(await apagarInscricao(ctx.db, currentUser(req).id, req.params.id))) {
        throw notFound('Inscrição não encontrada.');
      }
      return reply.status(204).send();
    },
  );

  app.get(
    api.meusAvisos,
    { onRequest: requireUser(), schema: { response: { 200: preferenciasDeAvisos } } },
    async (req) => lerPreferencias(ctx.db, currentUser(req)),
  );

  app.put(
    api.meusAvisos,
    {
      onRequest: requireUser(),
      schema: { body: preferenciasDeAvisosParciais, response: { 200: preferenciasDeAvisos } },
    },
    async (req) => {
      const user = currentUser(req);
      if (!(await gravarPreferencias(ctx.db, user, req.body))) {
        throw badRequest(AVISO_NAO_SE_APLICA);
      }
      return lerPreferencias(ctx.db, user);
    },
  );
}
