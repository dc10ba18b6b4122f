/**
 * The staff's side of an Ouvidoria case (docs/product/denuncias.md, "Gestão"): the table, the
 * case, its changes, messages to the reporter and internal notes. Every reading and change is
 * audited with the case's id only, never its content. A role the reporter excluded finds the
 * case nowhere: not in the table, and 404 on it.
 */
import { AUDIT_ACTIONS } from '../../../common/auditoria.js';
import { DENUNCIA_STATUS_ROTULO, isStatusFinal } from '../../../common/denuncias.js';
import {
  DENUNCIAS_LISTA_MAX,
  DENUNCIAS_POR_PAGINA_PADRAO,
  GESTAO_MESSAGES,
  type AlterarCaso,
  type DenunciaCaso,
  type DenunciaResumo,
  type DenunciasQuery,
} from '../../../common/schemas/denuncias-gestao.js';
import { findUsuarioById } from '../../core/accounts.js';
import { concluir } from '../../core/fim-da-escrita.js';
import type { AuthUser } from '../../core/current-user.js';
import { papeisExcluidos, podeLerCaso } from '../../core/ouvidoria-acesso.js';
import type { AppContext } from '../../context.js';
import { now, type DbHandle, type Trx } from '../../db/index.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import type { FileUrlSigner } from '../../lib/file-urls.js';
import {
  insertHistorico,
  insertMensagem,
  insertNota,
  listAnexos,
  listHistorico,
  listMensagens,
  listNotas,
} from './casos-repository.js';
import { entradaDoCaso, eventoDoCaso } from './avisos.js';
import { prazosDe } from './prazos.js';
import {
  countCasos,
  listEquipeAtiva,
  findCaso,
  listCasos,
  markConfirmada,
  updateCaso,
  type CasoRow,
} from './repository.js';

function presentResumo(row: CasoRow, agora = new Date()): DenunciaResumo {
  const { prazo_confirmacao, prazo_retorno, atrasada } = prazosDe(row, agora);
  const anonima = row.anonimato === 1;
  return {
    id: row.id,
    nome: anonima ? null : row.nome,
    categoria: row.categoria,
    descricao: row.descricao,
    anonimato: anonima,
    criado_em: row.criado_em,
    protocolo: row.protocolo,
    status: row.status,
    responsavel_id: row.responsavel_id,
    responsavel_nome: row.responsavel_nome,
    prazo_confirmacao,
    prazo_retorno,
    atrasada,
    confirmada_em: row.confirmada_em,
    encerrada_em: row.encerrada_em,
  };
}

/**
 * The cases the reader may read, newest first. Without paging parameters, the newest 500 (the
 * spec's table); with `pagina`/`por_pagina`, that page. `total` counts every matching case.
 */
export function listarCasos(handle: DbHandle, reader: AuthUser, q: DenunciasQuery) {
  const paged = q.pagina !== undefined || q.por_pagina !== undefined;
  const limit = paged ? (q.por_pagina ?? DENUNCIAS_POR_PAGINA_PADRAO) : DENUNCIAS_LISTA_MAX;
  const offset = paged ? ((q.pagina ?? 1) - 1) * limit : 0;
  const agora = new Date();
  return handle.db.transaction().execute(async (trx) => {
    const rows = await listCasos(trx, reader, q, { limit, offset }, agora.toISOString());
    const total = await countCasos(trx, reader, q, agora.toISOString());
    // No count: an entry others read must not tell them how many cases this reader sees.
    await concluir(trx, handle, {
      auditoria: [
        {
          actor: reader,
          acao: AUDIT_ACTIONS.leituraDenuncias,
          detalhes: 'Consultou a lista de denúncias.',
        },
      ],
    });
    return { itens: rows.map((r) => presentResumo(r, agora)), total };
  });
}

async function casoVisivel(trx: Trx, reader: AuthUser, id: number): Promise<CasoRow> {
  const caso = await findCaso(trx, reader, id);
  if (!caso) throw notFound(GESTAO_MESSAGES.naoEncontrada);
  return caso;
}

/** The whole case for the staff's screen; the reading is audited. */
export function verCaso(
  handle: DbHandle,
  signer: FileUrlSigner,
  reader: AuthUser,
  id: number,
): Promise<DenunciaCaso> {
  return handle.db.transaction().execute(async (trx) => {
    const caso = await casoVisivel(trx, reader, id);
    const mensagens = await listMensagens(trx, id);
    const notas = await listNotas(trx, id);
    const historico = await listHistorico(trx, id);
    const anexos = await listAnexos(trx, id);
    const equipe = await listEquipeAtiva(trx);
    await concluir(trx, handle, {
      auditoria: [
        entradaDoCaso(caso, {
          actor: reader,
          acao: AUDIT_ACTIONS.leituraDenuncia,
          detalhes: `Consultou a denúncia #${id}.`,
        }),
      ],
    });
    return {
      ...presentResumo(caso),
      excluir_papeis: papeisExcluidos(caso.exclusao),
      responsaveis_possiveis: equipe
        .filter((u) => podeLerCaso(u, caso.exclusao))
        .map(({ id, nome, role }) => ({ id, nome, role })),
      mensagens,
      notas,
      historico,
      anexos: anexos.map((a) => ({
        id: a.id,
        nome: a.nome_original,
        tamanho: a.tamanho,
        autor: a.autor,
        enviado_em: a.enviado_em,
        url: signer.url(a.nome_armazenado),
      })),
    };
  });
}

/** A message from the Ouvidoria to the reporter; the first one meets the 7-day clock. */
async function escrever(trx: Trx, reader: AuthUser, id: number, texto: string, em: string) {
  await insertMensagem(trx, { denunciaId: id, autorId: reader.id, texto, em });
  await markConfirmada(trx, id, em);
  await insertHistorico(trx, {
    denunciaId: id,
    acao: 'Mensagem ao denunciante',
    autorNome: reader.nome,
    em,
  });
}

/**
 * Changes the status and the responsible, and writes to the reporter. Concluding or archiving
 * needs the message the reporter will read (checked by the body's schema) and closes the case
 * for good: a final case cannot change again (409).
 */
export function alterarCaso(
  ctx: AppContext,
  reader: AuthUser,
  id: number,
  body: AlterarCaso,
): Promise<DenunciaResumo> {
  return ctx.db.transaction().execute(async (trx) => {
    const caso = await casoVisivel(trx, reader, id);
    if (isStatusFinal(caso.status)) throw conflict(GESTAO_MESSAGES.final);
    const em = now();
    const historico: string[] = [];
    const changes: Parameters<typeof updateCaso>[2] = {};
    if (body.responsavel_id === null) {
      changes.responsavel_id = null;
      historico.push('Responsável removido');
    } else if (body.responsavel_id !== undefined) {
      const r = await findUsuarioById(trx, body.responsavel_id);
      if (!r || r.status_usuario !== 'ativo' || !podeLerCaso(r, caso.exclusao)) {
        throw badRequest(GESTAO_MESSAGES.responsavel);
      }
      changes.responsavel_id = r.id;
      historico.push(`Responsável: ${r.nome}`);
    }
    if (body.mensagem) await escrever(trx, reader, id, body.mensagem, em);
    if (body.status && body.status !== caso.status) {
      changes.status = body.status;
      if (isStatusFinal(body.status)) changes.encerrada_em = em;
      historico.push(`Status: ${DENUNCIA_STATUS_ROTULO[body.status]}`);
    }
    if (Object.keys(changes).length > 0) await updateCaso(trx, id, changes);
    // after the message to the reporter (ordem 0), in the order they were made
    for (const [i, acao] of historico.entries()) {
      await insertHistorico(trx, {
        denunciaId: id,
        acao,
        autorNome: reader.nome,
        em,
        ordem: i + 1,
      });
    }
    await concluir(trx, ctx.dbHandle, {
      auditoria: [
        entradaDoCaso(caso, {
          actor: reader,
          acao: AUDIT_ACTIONS.denunciaAtualizada,
          detalhes: `Atualizou a denúncia #${id}.`,
        }),
      ],
      eventos: [eventoDoCaso(caso)],
    });
    return presentResumo(await casoVisivel(trx, reader, id));
  });
}

/** `POST /api/admin/denuncias/{id}/mensagens`: to the reporter, while the case is open. */
export function escreverAoDenunciante(
  ctx: AppContext,
  reader: AuthUser,
  id: number,
  texto: string,
) {
  return ctx.db.transaction().execute(async (trx) => {
    const caso = await casoVisivel(trx, reader, id);
    if (isStatusFinal(caso.status)) throw conflict(GESTAO_MESSAGES.final);
    await escrever(trx, reader, id, texto, now());
    await concluir(trx, ctx.dbHandle, {
      auditoria: [
        entradaDoCaso(caso, {
          actor: reader,
          acao: AUDIT_ACTIONS.denunciaMensagem,
          detalhes: `Escreveu ao denunciante da denúncia #${id}.`,
        }),
      ],
      eventos: [eventoDoCaso(caso)],
    });
  });
}

/** `POST /api/admin/denuncias/{id}/notas`: internal, never shown to the reporter. */
export function anotar(ctx: AppContext, reader: AuthUser, id: number, texto: string) {
  return ctx.db.transaction().execute(async (trx) => {
    const caso = await casoVisivel(trx, reader, id);
    const em = now();
    await insertNota(trx, {
      denunciaId: id,
      autorId: reader.id,
      autorNome: reader.nome,
      texto,
      em,
    });
    await insertHistorico(trx, {
      denunciaId: id,
      acao: 'Nota interna',
      autorNome: reader.nome,
      em,
    });
    await concluir(trx, ctx.dbHandle, {
      auditoria: [
        entradaDoCaso(caso, {
          actor: reader,
          acao: AUDIT_ACTIONS.denunciaNota,
          detalhes: `Anotou na denúncia #${id}.`,
        }),
      ],
      eventos: [eventoDoCaso(caso)],
    });
  });
}
