/**
 * "Conteúdo do Site" (docs/product/conteudo.md): admin and rh edit the company's facts, the
 * gallery and photo grids, news and job openings; every change audited by id. The public pages
 * read what these write (./publico.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UPLOAD_MAX_BYTES } from '../../../common/constants.js';
import {
  alterarItemDaGaleria as alterarItemBody,
  alterarNoticia as alterarNoticiaBody,
  alterarVaga as alterarVagaBody,
  empresa,
  empresaBody,
  imagemDoSite,
  itemDaGaleria,
  noticia,
  novaNoticia,
  novaVaga,
  novoItemDaGaleria,
  vaga,
} from '../../../common/schemas/conteudo.js';
import { idParam } from '../../../common/schemas/fields.js';
import { currentUser, requireUser } from '../../core/current-user.js';
import { badRequest } from '../../lib/errors.js';
import { lerFormulario } from './formulario.js';
import { renderizarMarkdown } from './markdown.js';
import { itemApresentado, noticiaApresentada, vagaApresentada } from './apresentacao.js';
import { listarGaleria, listarNoticias, listarVagas } from './repository.js';
import {
  alterarEmpresa,
  alterarItemDaGaleria,
  alterarNoticia,
  alterarVaga,
  criarItemDaGaleria,
  criarNoticia,
  criarVaga,
  enviarImagem,
  hoje,
  lerEmpresa,
  removerItemDaGaleria,
  removerNoticia,
  removerVaga,
  semearEmpresa,
} from './service.js';

const ok = z.object({ ok: z.literal(true) });
const criado = z.object({ id: z.number().int() });
const guarda = requireUser('gestaoConteudo');

export default async function conteudoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // content/site.json is the first start's facts; from then on the database holds them
  app.addHook('onReady', () => semearEmpresa(app.ctx));

  app.get(
    '/api/conteudo/empresa',
    { onRequest: guarda, schema: { response: { 200: empresa } } },
    async () => lerEmpresa(app.ctx),
  );
  app.put(
    '/api/conteudo/empresa',
    { onRequest: guarda, schema: { body: empresaBody, response: { 200: empresa } } },
    async (req) => alterarEmpresa(app.ctx, currentUser(req), req.body),
  );

  app.get(
    '/api/conteudo/galeria',
    { onRequest: guarda, schema: { response: { 200: z.array(itemDaGaleria) } } },
    async () => (await listarGaleria(app.ctx.db)).map(itemApresentado),
  );
  app.post(
    '/api/conteudo/galeria',
    { onRequest: guarda, schema: { response: { 201: criado } } },
    async (req, reply) => {
      const form = await lerFormulario(req, {
        arquivos: ['arquivo', 'poster'],
        maxBytes: UPLOAD_MAX_BYTES,
      });
      const campos = novoItemDaGaleria.safeParse(form.campos);
      if (!campos.success) throw badRequest(campos.error.issues[0]!.message);
      const arquivo = form.arquivos.arquivo;
      if (!arquivo?.length) throw badRequest('Escolha a foto ou o vídeo a enviar.');
      const r = await criarItemDaGaleria(
        app.ctx,
        currentUser(req),
        campos.data,
        arquivo,
        form.arquivos.poster,
      );
      return reply.status(201).send(r);
    },
  );
  app.patch(
    '/api/conteudo/galeria/:id',
    {
      onRequest: guarda,
      schema: { params: idParam, body: alterarItemBody, response: { 200: ok } },
    },
    async (req) => {
      await alterarItemDaGaleria(app.ctx, currentUser(req), req.params.id, req.body);
      return { ok: true as const };
    },
  );
  app.delete(
    '/api/conteudo/galeria/:id',
    { onRequest: guarda, schema: { params: idParam, response: { 200: ok } } },
    async (req) => {
      await removerItemDaGaleria(app.ctx, currentUser(req), req.params.id);
      return { ok: true as const };
    },
  );

  // a news cover: sent first, then named by its id in the article
  app.post(
    '/api/conteudo/imagens',
    {
      onRequest: guarda,
      schema: { response: { 201: z.object({ id: z.number().int(), imagem: imagemDoSite }) } },
    },
    async (req, reply) => {
      const form = await lerFormulario(req, { arquivos: ['arquivo'], maxBytes: UPLOAD_MAX_BYTES });
      const arquivo = form.arquivos.arquivo;
      if (!arquivo?.length) throw badRequest('Escolha a foto a enviar.');
      return reply.status(201).send(await enviarImagem(app.ctx, currentUser(req), arquivo));
    },
  );

  // the editor's preview: the body as the page will show it, rendered where it will be
  app.post(
    '/api/conteudo/previa',
    {
      onRequest: guarda,
      schema: {
        body: z.strictObject({ corpo: z.string().max(50_000, 'Texto longo demais.') }),
        response: { 200: z.object({ html: z.string() }) },
      },
    },
    async (req) => ({ html: renderizarMarkdown(req.body.corpo) }),
  );

  app.get(
    '/api/conteudo/noticias',
    { onRequest: guarda, schema: { response: { 200: z.array(noticia) } } },
    async () => (await listarNoticias(app.ctx.db)).map(noticiaApresentada),
  );
  app.post(
    '/api/conteudo/noticias',
    {
      onRequest: guarda,
      schema: {
        body: novaNoticia,
        response: { 201: z.object({ id: z.number().int(), slug: z.string() }) },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await criarNoticia(app.ctx, currentUser(req), req.body)),
  );
  app.patch(
    '/api/conteudo/noticias/:id',
    {
      onRequest: guarda,
      schema: {
        params: idParam,
        body: alterarNoticiaBody,
        response: { 200: z.object({ id: z.number().int(), slug: z.string() }) },
      },
    },
    async (req) => alterarNoticia(app.ctx, currentUser(req), req.params.id, req.body),
  );
  app.delete(
    '/api/conteudo/noticias/:id',
    { onRequest: guarda, schema: { params: idParam, response: { 200: ok } } },
    async (req) => {
      await removerNoticia(app.ctx, currentUser(req), req.params.id);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/conteudo/vagas',
    { onRequest: guarda, schema: { response: { 200: z.array(vaga) } } },
    async () => {
      const dia = hoje(app.ctx);
      return (await listarVagas(app.ctx.db)).map((v) => vagaApresentada(v, dia));
    },
  );
  app.post(
    '/api/conteudo/vagas',
    { onRequest: guarda, schema: { body: novaVaga, response: { 201: criado } } },
    async (req, reply) =>
      reply.status(201).send(await criarVaga(app.ctx, currentUser(req), req.body)),
  );
  app.patch(
    '/api/conteudo/vagas/:id',
    {
      onRequest: guarda,
      schema: { params: idParam, body: alterarVagaBody, response: { 200: ok } },
    },
    async (req) => {
      await alterarVaga(app.ctx, currentUser(req), req.params.id, req.body);
      return { ok: true as const };
    },
  );
  app.delete(
    '/api/conteudo/vagas/:id',
    { onRequest: guarda, schema: { params: idParam, response: { 200: ok } } },
    async (req) => {
      await removerVaga(app.ctx, currentUser(req), req.params.id);
      return { ok: true as const };
    },
  );
}
