/**
 * The reporter's routes, reachable without an account. Like filing, they never read the
 * Authorization header and log nothing (log.ts); a per-address limit that keeps no trace past its
 * window counts wrong protocols and keys too (a guess is not bad input), on top of the lock per
 * protocol and origin (tentativas.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acompanhamento,
  credenciaisBody,
  mensagemDenuncianteBody,
} from '../../../common/schemas/denuncias-acompanhamento.js';
import { badRequest } from '../../lib/errors.js';
import { readMultipart } from '../../lib/multipart.js';
import { mensagemDoDenunciante, verCaso, type Origem } from './acompanhamento.js';
import { anexarEvidencia } from './anexos.js';
import { rotaDoDenunciante } from './log.js';
import { limiteSemRastro, origemDe } from './limite-anonimo.js';
import { Tentativas } from './tentativas.js';

export default async function acompanhamentoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.ctx;
  const limit = (nome: string) =>
    limiteSemRastro(
      app.ctx,
      nome,
      config.limits.acompanhamentoPerWindow,
      config.limits.publicWindowMs,
      { counted: [401] },
    );
  const reading = limit('acompanhamento-leitura');
  const writing = limit('acompanhamento-escrita');
  const tentativas = new Tentativas();
  const origem = (req: FastifyRequest): Origem => ({ tentativas, chave: origemDe(req) });

  app.post(
    '/api/denuncias/acompanhamento',
    {
      ...rotaDoDenunciante,
      ...reading,
      schema: { body: credenciaisBody, response: { 200: acompanhamento } },
    },
    async (req, reply) => {
      const caso = await verCaso(db, req.body, origem(req));
      return reply.header('cache-control', 'no-store').send(caso);
    },
  );

  app.post(
    '/api/denuncias/acompanhamento/mensagens',
    {
      ...rotaDoDenunciante,
      ...writing,
      schema: {
        body: mensagemDenuncianteBody,
        response: { 201: z.object({ ok: z.literal(true) }) },
      },
    },
    async (req, reply) => {
      const { texto, ...creds } = req.body;
      await mensagemDoDenunciante(db, creds, origem(req), texto);
      return reply.status(201).send({ ok: true as const });
    },
  );

  // multipart: the fields protocolo and chave, then the file in arquivo (at most 10 MiB: beyond,
  // the multipart limit answers 413)
  app.post(
    '/api/denuncias/acompanhamento/anexos',
    {
      ...rotaDoDenunciante,
      ...writing,
      schema: {
        response: {
          201: z.object({ ok: z.literal(true), nome: z.string(), tamanho: z.number().int() }),
        },
      },
    },
    async (req, reply) => {
      if (!req.isMultipart()) {
        throw badRequest('Envie como multipart/form-data: protocolo, chave e arquivo.');
      }
      const { fields, file } = await readMultipart(async () => {
        const fields: Record<string, unknown> = {};
        for await (const part of req.parts()) {
          if (part.type === 'file') {
            if (part.fieldname !== 'arquivo') {
              part.file.resume();
              throw badRequest('Envie o arquivo no campo "arquivo".');
            }
            return {
              fields,
              file: { filename: part.filename, buffer: await part.toBuffer(), tipo: part.mimetype },
            };
          }
          fields[part.fieldname] = part.value;
        }
        return { fields, file: null };
      });
      const creds = credenciaisBody.safeParse({ protocolo: fields.protocolo, chave: fields.chave });
      if (!creds.success) throw badRequest(creds.error.issues[0]!.message);
      if (!file) throw badRequest('Selecione um arquivo para enviar.');
      const saved = await anexarEvidencia(db, creds.data, origem(req), file);
      return reply.status(201).send({ ok: true as const, ...saved });
    },
  );
}
