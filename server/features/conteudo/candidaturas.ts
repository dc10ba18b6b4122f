/**
 * Applications (docs/product/conteudo.md): a candidate sends one without an account, to an open
 * opening or spontaneously, with a CV judged by its bytes (PDF, DOC or DOCX, 5 MB at most) and
 * only after acknowledging the privacy notice; rh and admin read them, each CV through a signed
 * link that expires (the bare path is refused). They are erased with their CV after the
 * retention of `candidaturas` (common/retencao.ts), declared in ./dados-pessoais.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUDIT_ACTIONS } from '../../../common/auditoria.js';
import { apiConteudo } from '../../../common/paths-conteudo.js';
import {
  CANDIDATURAS_POR_PAGINA,
  CURRICULO_GRANDE,
  candidatura,
  candidaturasQuery,
  CIENCIA_OBRIGATORIA,
  CURRICULO_MAX_BYTES,
  CURRICULO_TIPOS,
  novaCandidatura,
} from '../../../common/schemas/conteudo.js';
import { currentUser, requireUser } from '../../core/current-user.js';
import { concluir } from '../../core/fim-da-escrita.js';
import { now } from '../../db/index.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { FileUrlSigner } from '../../lib/file-urls.js';
import { judgeFile, sendStoredFile, storeFile, STORED_NAME_RE } from '../../lib/files.js';
import { resolveJwtSecret } from '../../lib/tokens.js';
import { addressLimit } from '../../plugins/rate-limit.js';
import { lerFormulario } from './formulario.js';
import {
  candidaturaPorCurriculo,
  inserirCandidatura,
  listarCandidaturas,
  vagaPorId,
} from './repository.js';
import { hoje } from './service.js';
import { vagaApresentada } from './apresentacao.js';

const VAGA_FECHADA = 'Esta vaga não está mais aberta. Você pode enviar uma candidatura espontânea.';
const LINK_INVALIDO = 'Link de currículo inválido ou expirado.';

/** The CV's kind by its bytes: the name must say PDF, DOC or DOCX, and the content agree. */
async function julgarCurriculo(bytes: Buffer, nome: string) {
  const ext = nome.toLowerCase().split('.').pop() ?? '';
  if (!['pdf', 'doc', 'docx'].includes(ext)) throw badRequest(CURRICULO_TIPOS);
  try {
    return await judgeFile(bytes, `curriculo.${ext}`);
  } catch {
    throw badRequest(CURRICULO_TIPOS);
  }
}

export default async function candidaturasRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config } = app.ctx;
  const signer = new FileUrlSigner(
    resolveJwtSecret(config.jwtSecret, config.dataDir),
    apiConteudo.curriculo,
    'curriculos-v1',
  );

  app.post(
    '/api/candidaturas',
    {
      // per address, like the contact form (docs/decisions/009-shared-office-limits.md)
      ...addressLimit(
        app.ctx,
        'candidaturas',
        config.limits.candidaturasPerWindow,
        config.limits.publicWindowMs,
      ),
      schema: { response: { 201: z.object({ ok: z.literal(true) }) } },
    },
    async (req, reply) => {
      // the file's name comes with its part; read it aside, then keep only its extension
      let nomeDoArquivo = '';
      const form = await lerFormulario(req, {
        arquivos: ['curriculo'],
        maxBytes: CURRICULO_MAX_BYTES,
        grandeDemais: CURRICULO_GRANDE,
        aoLerArquivo: (_campo, nome) => (nomeDoArquivo = nome),
      });
      if (form.campos.ciente_privacidade !== 'true') throw badRequest(CIENCIA_OBRIGATORIA);
      const campos = novaCandidatura.safeParse(form.campos);
      if (!campos.success) throw badRequest(campos.error.issues[0]!.message);
      const bytes = form.arquivos.curriculo;
      if (!bytes?.length) throw badRequest('Anexe seu currículo (PDF, DOC ou DOCX).');
      const tipo = await julgarCurriculo(bytes, nomeDoArquivo);
      const body = campos.data;
      // a filled honeypot is a bot: it is told all went well, and nothing is kept
      if (body.site) return reply.status(201).send({ ok: true });
      let vagaTitulo: string | null = null;
      if (body.vaga_id !== undefined) {
        const v = await vagaPorId(app.ctx.db, body.vaga_id);
        if (!v || !vagaApresentada(v, hoje(app.ctx)).publica) throw badRequest(VAGA_FECHADA);
        vagaTitulo = v.titulo;
      }
      await app.ctx.db.transaction().execute(async (trx) => {
        const curriculo = await storeFile(trx, bytes, tipo.ext, tipo.contentType);
        await inserirCandidatura(trx, {
          vaga_id: body.vaga_id ?? null,
          vaga_titulo: vagaTitulo,
          nome: body.nome,
          email: body.email,
          telefone: body.telefone,
          mensagem: body.mensagem ?? '',
          curriculo,
          curriculo_tipo: tipo.contentType,
          criado_em: now(),
        });
      });
      return reply.status(201).send({ ok: true });
    },
  );

  app.get(
    '/api/admin/candidaturas',
    {
      onRequest: requireUser('candidaturas'),
      schema: { querystring: candidaturasQuery, response: { 200: z.array(candidatura) } },
    },
    async (req, reply) => {
      const { pagina, por_pagina, vaga } = req.query;
      // without paging parameters, the newest 500 (the spec's list); X-Total-Count says how many
      const limite = pagina ? (por_pagina ?? CANDIDATURAS_POR_PAGINA) : (por_pagina ?? 500);
      const { itens: rows, total } = await listarCandidaturas(app.ctx.db, {
        vaga,
        limite,
        deslocamento: ((pagina ?? 1) - 1) * limite,
      });
      // a reading of people's applications is recorded, like any reading of personal data by staff
      await app.ctx.db.transaction().execute((trx) =>
        concluir(trx, app.ctx.dbHandle, {
          auditoria: [
            {
              actor: {
                id: currentUser(req).id,
                nome: currentUser(req).nome,
                login: currentUser(req).login,
              },
              acao: AUDIT_ACTIONS.conteudoCandidaturasLidas,
              detalhes: `Consultou ${rows.length} candidatura(s)`,
            },
          ],
        }),
      );
      void reply.header('cache-control', 'no-store').header('x-total-count', total);
      return rows.map((r) => ({
        id: r.id,
        vaga_id: r.vaga_id,
        vaga_titulo: r.vaga_titulo,
        nome: r.nome,
        email: r.email,
        telefone: r.telefone,
        mensagem: r.mensagem,
        curriculo_url: signer.url(r.curriculo),
        curriculo_tipo: r.curriculo_tipo,
        criado_em: r.criado_em,
      }));
    },
  );

  // The CV, by signed url only (a link sends no bearer header): unsigned, altered or expired, 403.
  app.get(
    '/api/admin/candidaturas/curriculos/:nome',
    {
      schema: {
        params: z.object({ nome: z.string() }),
        querystring: z.object({ exp: z.unknown().optional(), sig: z.unknown().optional() }),
      },
    },
    async (req, reply) => {
      const { nome } = req.params;
      const secondsLeft = signer.verify(nome, req.query.exp, req.query.sig);
      if (secondsLeft === null || !STORED_NAME_RE.test(nome)) throw forbidden(LINK_INVALIDO);
      const row = await candidaturaPorCurriculo(app.ctx.db, nome);
      if (!row) throw notFound('Currículo não encontrado.');
      const ext = nome.split('.').pop();
      return sendStoredFile(
        reply,
        app.ctx.db,
        nome,
        { nome_original: `curriculo-${row.id}.${ext}`, content_type: row.curriculo_tipo },
        secondsLeft,
      );
    },
  );
}
