/**
 * The support chat's use cases, named as the screens' calls (web/features/atendimentos/api).
 * Rules: docs/product/atendimentos.md.
 */
import { AUDIT_ACTIONS } from '../../../common/auditoria.js';
import { api } from '../../../common/paths.js';
import { isStaff } from '../../../common/roles.js';
import type { AvaliacaoBody, Mensagem } from '../../../common/schemas/atendimentos.js';
import { FILES_ROUTE_PREFIX, parseArquivo } from '../../../common/schemas/atendimentos.js';
import { recordAudit } from '../../core/audit.js';
import type { AuthUser } from '../../core/current-user.js';
import type { Db } from '../../db/index.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { conflict } from '../../lib/errors.js';
import { isOwner, remetenteFor } from './policy.js';
import {
  closeAtendimento,
  findAtendimentoAbertoOf,
  insertArquivo,
  insertAtendimento,
  insertAvaliacao,
  insertMensagem,
  listAtendimentos,
  type AtendimentoRow,
  type MensagemRow,
} from './repository.js';
import { FileUrlSigner } from '../../lib/file-urls.js';

export const ATENDIMENTO_CLOSED = 'Este atendimento foi encerrado. Inicie um novo chamado.';
export const ALREADY_CLOSED = 'Este atendimento já foi encerrado.';
export const ALREADY_RATED = 'Este atendimento já foi avaliado.';

/**
 * The caller's open atendimento, or a new one. The partial unique index allows one open
 * atendimento per user, so two simultaneous requests cannot both open one: the loser reads the
 * winner's.
 */
export async function abrirAtendimento(
  db: Db,
  user: AuthUser,
): Promise<{ id: number; created: boolean }> {
  const existing = await findAtendimentoAbertoOf(db, user.id);
  if (existing) return { id: existing.id, created: false };
  try {
    const atendimento = await db.transaction().execute(async (trx) => {
      const row = await insertAtendimento(trx, user);
      await recordAudit(trx, {
        actor: user,
        acao: AUDIT_ACTIONS.atendimentoAberto,
        detalhes: `Abriu o atendimento de suporte #${row.id}.`,
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

/**
 * A colaborador lists only their own atendimentos; staff all, or only their own when asked. Each
 * carries its rating, so staff can read what the owner thought of it.
 */
export async function getAtendimentos(db: Db, user: AuthUser, onlyMine: boolean) {
  const all = isStaff(user.role) && !onlyMine;
  const rows = await listAtendimentos(db, all ? {} : { usuarioId: user.id });
  return rows.map(({ avaliacao_id, avaliacao_nota, avaliacao_comentario, ...r }) => ({
    ...r,
    avaliado: avaliacao_id !== null,
    avaliacao:
      avaliacao_id !== null && avaliacao_nota !== null
        ? { nota: Number(avaliacao_nota), comentario: avaliacao_comentario ?? null }
        : null,
  }));
}

/**
 * A message as the screens get it. An `arquivo` message stores a stable reference (the unsigned
 * file path); its url is signed afresh on every listing, since signed urls expire.
 */
export function presentMensagem(
  row: MensagemRow,
  signer: FileUrlSigner,
  exp = FileUrlSigner.expiryFor(Date.now()),
): Mensagem {
  let mensagem = row.mensagem;
  if (row.tipo === 'arquivo') {
    const file = parseArquivo(row.mensagem);
    if (file?.url.startsWith(FILES_ROUTE_PREFIX)) {
      const url = signer.url(file.url.slice(FILES_ROUTE_PREFIX.length), exp);
      mensagem = JSON.stringify({ url, nome: file.nome });
    }
  }
  return {
    id: row.id,
    remetente: row.remetente,
    tipo: row.tipo,
    mensagem,
    enviado_em: row.enviado_em,
  };
}

/** Nothing may be written to a closed atendimento: 409, a new one must be opened. */
export function assertAberto(atendimento: AtendimentoRow): void {
  if (atendimento.status !== 'aberto') throw conflict(ATENDIMENTO_CLOSED);
}

export async function enviarMensagem(
  db: Db,
  user: AuthUser,
  atendimento: AtendimentoRow,
  text: string,
) {
  assertAberto(atendimento);
  return insertMensagem(db, {
    atendimento_id: atendimento.id,
    autor_id: user.id,
    remetente: remetenteFor(user, atendimento),
    tipo: 'text',
    mensagem: text,
  });
}

/** Records a stored file and its `arquivo` message together. */
export async function recordArquivoMensagem(
  db: Db,
  user: AuthUser,
  atendimento: AtendimentoRow,
  file: { nomeOriginal: string; nomeArmazenado: string; contentType: string; tamanho: number },
) {
  return db.transaction().execute(async (trx) => {
    await insertArquivo(trx, { atendimentoId: atendimento.id, ...file });
    return insertMensagem(trx, {
      atendimento_id: atendimento.id,
      autor_id: user.id,
      remetente: remetenteFor(user, atendimento),
      tipo: 'arquivo',
      mensagem: JSON.stringify({ url: api.arquivo(file.nomeArmazenado), nome: file.nomeOriginal }),
    });
  });
}

export async function fecharAtendimento(
  db: Db,
  user: AuthUser,
  atendimento: AtendimentoRow,
): Promise<void> {
  const whose = isOwner(user, atendimento) ? '' : ` de ${atendimento.usuario_nome}`;
  await db.transaction().execute(async (trx) => {
    if (!(await closeAtendimento(trx, atendimento.id))) throw conflict(ALREADY_CLOSED);
    await recordAudit(trx, {
      actor: user,
      acao: AUDIT_ACTIONS.atendimentoFechado,
      detalhes: `Encerrou o atendimento de suporte #${atendimento.id}${whose}.`,
    });
  });
}

export async function avaliarAtendimento(
  db: Db,
  user: AuthUser,
  atendimento: AtendimentoRow,
  body: AvaliacaoBody,
) {
  const comentario = body.comentario ? body.comentario : null;
  try {
    await db.transaction().execute(async (trx) => {
      await insertAvaliacao(trx, { atendimentoId: atendimento.id, nota: body.nota, comentario });
      await recordAudit(trx, {
        actor: user,
        acao: AUDIT_ACTIONS.avaliacao,
        detalhes: `Avaliou o atendimento de suporte #${atendimento.id} com nota ${body.nota}.`,
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(ALREADY_RATED);
    throw err;
  }
  return { atendimentoId: atendimento.id, nota: body.nota, comentario };
}
