/**
 * The chat's use cases (docs/glossario.md, "conversa"), named as the screens' calls
 * (web/features/atendimentos/api). Rules: docs/product/atendimentos.md. The SQL is in
 * repository.ts, a message's answer shape in apresentacao.ts; the clocks are the desk's (mesa/).
 */
import { AUDIT_ACTIONS } from '../../../common/auditoria.js';
import { api } from '../../../common/paths.js';
import { isStaff } from '../../../common/roles.js';
import type {
  AtendimentosQuery,
  AvaliacaoBody,
  Prioridade,
  Remetente,
} from '../../../common/schemas/atendimentos.js';
import { concluir } from '../../core/fim-da-escrita.js';
import { avancarMarca, moveAMarca } from '../../core/respostas-nao-lidas.js';
import type { AuthUser } from '../../core/current-user.js';
import type { Guarda } from '../../core/idempotencia.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/index.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { conflict } from '../../lib/errors.js';
import { storeFile } from '../../lib/files.js';
import { presentMensagem } from './apresentacao.js';
import { signerDe } from './assinatura.js';
import { avisoDaResposta, eventoDaLeitura, eventoDaMensagem } from './avisos.js';
import { avisoDeNovoAtendimento, eventoDoAtendimento } from './mesa/avisos.js';
import { encerrar, mensagemDoColaborador, respostaDoSuporte } from './mesa/prazos.js';
import { relogioDe } from './mesa/relogio.js';
import { assertCanSee, isOwner, remetenteFor } from './policy.js';
import {
  closeAtendimento,
  comRespostaNaoLida,
  countItens,
  findAtendimentoAbertoOf,
  findItem,
  insertArquivo,
  insertAtendimento,
  insertAvaliacao,
  insertMensagem,
  listItens,
  listItensDoDono,
  type AtendimentoLido,
  type AtendimentoRow,
  type FiltroAtendimentos,
  type MensagemRow,
} from './repository.js';
import { listasDosDonos } from './lista-do-dono.js';

const ATENDIMENTO_CLOSED = 'Este atendimento foi encerrado. Inicie um novo chamado.';
const ALREADY_CLOSED = 'Este atendimento já foi encerrado.';
const ALREADY_RATED = 'Este atendimento já foi avaliado.';

/**
 * The caller's open atendimento, or a new one. The partial unique index allows one open
 * atendimento per user, so two simultaneous requests cannot both open one: the loser reads the
 * winner's. A new one starts its clocks on the support calendar.
 */
export async function abrirAtendimento(
  ctx: AppContext,
  user: AuthUser,
  prioridade: Prioridade = 'normal',
): Promise<{ id: number; created: boolean }> {
  const { db } = ctx;
  const existing = await findAtendimentoAbertoOf(db, user.id);
  if (existing) return { id: existing.id, created: false };
  try {
    const atendimento = await db.transaction().execute(async (trx) => {
      const row = await insertAtendimento(trx, user, relogioDe(ctx).novo(prioridade));
      await concluir(trx, ctx.dbHandle, {
        avisos: [await avisoDeNovoAtendimento(trx, ctx, row.id)],
        auditoria: [
          {
            actor: user,
            acao: AUDIT_ACTIONS.atendimentoAberto,
            detalhes: `Abriu o atendimento de suporte #${row.id}.`,
          },
        ],
        eventos: [eventoDoAtendimento(row)],
      });
      return row;
    });
    return { id: atendimento.id, created: true };
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const winner = await findAtendimentoAbertoOf(db, user.id);
    if (!winner) throw err;
    return { id: winner.id, created: false };
  }
}

/** Without paging parameters the list answers at most this many tickets. */
const ATENDIMENTOS_LISTA_MAX = 500;

/**
 * A colaborador lists only their own atendimentos; staff all, or only their own when asked, with
 * the panel's filters, order and pages. `total` counts every matching ticket.
 */
export async function getAtendimentos(ctx: AppContext, user: AuthUser, q: AtendimentosQuery) {
  const all = isStaff(user.role) && q.meus !== 'true';
  const filtro: FiltroAtendimentos = {
    status: q.status,
    etapa: q.etapa,
    busca: q.busca || undefined,
    responsavelId:
      q.responsavel === 'eu' ? user.id : q.responsavel === 'nenhum' ? null : q.responsavel,
  };
  const paged = q.pagina !== undefined || q.por_pagina !== undefined;
  const porPagina = q.por_pagina ?? (paged ? 25 : ATENDIMENTOS_LISTA_MAX);
  const pagina = { limite: porPagina, deslocamento: ((q.pagina ?? 1) - 1) * porPagina };
  const ordem = q.ordem ?? 'recentes';
  // The owner's own list tells what is unread in the same query; staff's list of every ticket
  // asks apart for the few that are theirs.
  const ler = async () => {
    if (!all) {
      const doBanco = () =>
        listItensDoDono(ctx.db, { ...filtro, usuarioId: user.id }, ordem, pagina);
      // the poll of every open portal: the whole list, kept while nothing it shows changes
      const inteira =
        !paged && ordem === 'recentes' && Object.values(filtro).every((v) => v === undefined);
      const proprios = inteira ? await listasDosDonos(ctx).ler(user.id, doBanco) : await doBanco();
      return {
        rows: proprios,
        naoLidas: new Set(proprios.filter((r) => r.resposta_nao_lida).map((r) => r.id)),
      };
    }
    const rows = await listItens(ctx.db, filtro, ordem, pagina);
    const meus = rows.filter((r) => r.usuario_id === user.id).map((r) => r.id);
    return { rows, naoLidas: await comRespostaNaoLida(ctx.db, user.id, meus) };
  };
  const filtroDoTotal = all ? filtro : { ...filtro, usuarioId: user.id };
  // A page that is not full is the end of the list: its count is known without asking. So an
  // employee's poll of their own tickets, the commonest request of all, is one query.
  const [{ rows, naoLidas }, total] = paged
    ? await Promise.all([ler(), countItens(ctx.db, filtroDoTotal)])
    : await ler().then(
        async (lidos) =>
          [
            lidos,
            lidos.rows.length < pagina.limite
              ? lidos.rows.length
              : await countItens(ctx.db, filtroDoTotal),
          ] as const,
      );
  const relogio = relogioDe(ctx);
  const agora = new Date();
  const itens = rows.map((r) => comLeitura(user, r, relogio.apresentar(r, agora), naoLidas));
  return { itens, total };
}

/** One ticket as the lists show it, for the owner or staff (404 to anyone else). */
export async function getAtendimento(ctx: AppContext, user: AuthUser, id: number) {
  const row = assertCanSee(user, await findItem(ctx.db, id));
  const naoLidas = isOwner(user, row) ? await comRespostaNaoLida(ctx.db, user.id, [row.id]) : null;
  return comLeitura(user, row, relogioDe(ctx).apresentar(row), naoLidas);
}

/** The owner's view tells whether support answered since they last read the chat. */
function comLeitura<T extends object>(
  user: AuthUser,
  row: { id: number; usuario_id: number | null },
  item: T,
  naoLidas: Set<number> | null,
): T & { resposta_nao_lida?: boolean } {
  return isOwner(user, row) && naoLidas
    ? { ...item, resposta_nao_lida: naoLidas.has(row.id) }
    : item;
}

/** Nothing may be written to a closed atendimento: 409, a new one must be opened. */
export function assertAberto(atendimento: AtendimentoRow): void {
  if (atendimento.status !== 'aberto') throw conflict(ATENDIMENTO_CLOSED);
}

/**
 * A message and what it does to the clocks, in one transaction: staff's first answer stops the
 * first clock (and takes the ticket when nobody has); the employee writing to a ticket that waits
 * for them, or was resolved, sets it running again. The request's Idempotency-Key, if any, is
 * recorded in the same transaction (server/core/idempotencia.ts).
 */
async function registrarMensagem(
  ctx: AppContext,
  user: AuthUser,
  atendimento: AtendimentoRow,
  mensagem: (trx: Db, remetente: Remetente) => Promise<MensagemRow>,
  guarda?: Guarda<MensagemRow>,
): Promise<MensagemRow> {
  const relogio = relogioDe(ctx);
  return ctx.db.transaction().execute(async (trx) => {
    const remetente = remetenteFor(user, atendimento);
    const row = await mensagem(trx, remetente);
    const agora = new Date(row.enviado_em);
    let ticket;
    if (remetente === 'suporte') {
      ticket = await relogio.alterar(
        trx,
        atendimento.id,
        (f) => (f.primeira_resposta_em && f.etapa !== 'novo' ? f : respostaDoSuporte(f, agora)),
        (row) => row.responsavel_id ?? user.id,
      );
    } else {
      ticket = await relogio.alterar(trx, atendimento.id, (f) =>
        mensagemDoColaborador(relogio.calendario, f, agora),
      );
    }
    await concluir(trx, ctx.dbHandle, {
      avisos: [remetente === 'suporte' ? avisoDaResposta(ctx, ticket) : null],
      eventos: [
        eventoDoAtendimento(ticket),
        eventoDaMensagem(ticket, presentMensagem(row, signerDe(ctx))),
      ],
      guarda,
      resultado: row,
    });
    return row;
  });
}

export async function enviarMensagem(
  ctx: AppContext,
  user: AuthUser,
  atendimento: AtendimentoRow,
  text: string,
  guarda?: Guarda<MensagemRow>,
) {
  assertAberto(atendimento);
  return registrarMensagem(
    ctx,
    user,
    atendimento,
    (trx, remetente) =>
      insertMensagem(trx, {
        atendimento_id: atendimento.id,
        autor_id: user.id,
        remetente,
        tipo: 'text',
        mensagem: text,
      }),
    guarda,
  );
}

/** Records a stored file and its `arquivo` message together. */
export async function recordArquivoMensagem(
  ctx: AppContext,
  user: AuthUser,
  atendimento: AtendimentoRow,
  file: {
    nomeOriginal: string;
    bytes: Buffer;
    ext: string;
    contentType: string;
    /** a voice message: its description gains `mime` and, when known, `duracao` */
    voz?: { duracao?: number };
  },
  /** a photo's thumbnail (JPEG), stored too: served by the same signed route */
  miniatura?: Buffer,
  guarda?: Guarda<MensagemRow>,
) {
  // The bytes are stored in the message's transaction: a process killed half-way leaves
  // neither the message nor bytes nothing refers to.
  const registrar = async (trx: Db, remetente: Remetente) => {
    const nomeArmazenado = await storeFile(trx, file.bytes, file.ext, file.contentType);
    await insertArquivo(trx, {
      atendimentoId: atendimento.id,
      nomeOriginal: file.nomeOriginal,
      nomeArmazenado,
      contentType: file.contentType,
      tamanho: file.bytes.length,
    });
    const nomeMiniatura = miniatura && (await storeFile(trx, miniatura, 'jpg', 'image/jpeg'));
    if (miniatura && nomeMiniatura) {
      await insertArquivo(trx, {
        atendimentoId: atendimento.id,
        nomeOriginal: `miniatura-${file.nomeOriginal.replace(/\.[^.]*$/, '')}.jpg`,
        nomeArmazenado: nomeMiniatura,
        contentType: 'image/jpeg',
        tamanho: miniatura.length,
      });
    }
    return insertMensagem(trx, {
      miniatura: nomeMiniatura ?? null,
      atendimento_id: atendimento.id,
      autor_id: user.id,
      remetente,
      tipo: 'arquivo',
      mensagem: JSON.stringify({
        url: api.arquivo(nomeArmazenado),
        nome: file.nomeOriginal,
        ...(file.voz ? { mime: file.contentType, duracao: file.voz.duracao } : {}),
      }),
    });
  };
  return registrarMensagem(ctx, user, atendimento, registrar, guarda);
}

/** Closing resolves the ticket if staff had not: the resolution clock stops there. */
export async function fecharAtendimento(
  ctx: AppContext,
  user: AuthUser,
  atendimento: AtendimentoRow,
  guarda?: Guarda<void>,
): Promise<void> {
  const whose = isOwner(user, atendimento) ? '' : ` de ${atendimento.usuario_nome}`;
  const relogio = relogioDe(ctx);
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await closeAtendimento(trx, atendimento.id))) throw conflict(ALREADY_CLOSED);
    await relogio.alterar(trx, atendimento.id, (f) =>
      encerrar(relogio.calendario, f, isOwner(user, atendimento), new Date()),
    );
    await concluir(trx, ctx.dbHandle, {
      auditoria: [
        {
          actor: user,
          acao: AUDIT_ACTIONS.atendimentoFechado,
          detalhes: `Encerrou o atendimento de suporte #${atendimento.id}${whose}.`,
        },
      ],
      eventos: [eventoDoAtendimento(atendimento)],
      guarda,
    });
  });
}

export async function avaliarAtendimento(
  ctx: AppContext,
  user: AuthUser,
  atendimento: AtendimentoRow,
  body: AvaliacaoBody,
) {
  const comentario = body.comentario ? body.comentario : null;
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await insertAvaliacao(trx, { atendimentoId: atendimento.id, nota: body.nota, comentario });
      await concluir(trx, ctx.dbHandle, {
        auditoria: [
          {
            actor: user,
            acao: AUDIT_ACTIONS.avaliacao,
            detalhes: `Avaliou o atendimento de suporte #${atendimento.id} com nota ${body.nota}.`,
          },
        ],
        eventos: [eventoDoAtendimento(atendimento)],
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(ALREADY_RATED);
    throw err;
  }
  return { atendimentoId: atendimento.id, nota: body.nota, comentario };
}

/**
 * The owner has been shown the messages up to `ateId` (docs/product/atendimentos.md, "Respostas
 * não lidas"): the mark only moves forward. When it passes an answer from support, the owner's
 * streams hear it (their badge count is sent again); nobody else's. A read is a small write of its
 * own (docs/decisions/067-leituras-sem-fila.md): no audit entry, so no lock but its ticket's row,
 * and that only for the update, the event and the commit; what it asks first it asks outside.
 */
export async function marcarLido(
  ctx: AppContext,
  user: AuthUser,
  atendimento: AtendimentoLido,
  ateId: number | null,
): Promise<void> {
  if (ateId === null || !isOwner(user, atendimento)) return;
  const antes = atendimento.marca_do_dono;
  if (!moveAMarca(antes, ateId)) return;
  await avancarMarca(ctx.dbHandle, atendimento.id, antes, ateId, eventoDaLeitura(atendimento));
}
