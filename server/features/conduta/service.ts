/**
 * The Código de Conduta's writes and its adherence view (docs/product/conduta.md). A version is
 * published once and never changed; an acknowledgement is written once per person and version,
 * sealed in the audit chain with the version's number and fingerprint (server/core/fim-da-escrita.ts).
 */
import type { AppContext } from '../../context.js';
import type { AuthUser } from '../../core/current-user.js';
import { concluir } from '../../core/fim-da-escrita.js';
import type { Guarda } from '../../core/idempotencia.js';
import { now } from '../../db/index.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { AUDIT_ACTIONS } from '../../../common/auditoria.js';
import { ROLES } from '../../../common/roles.js';
import {
  RESUMO_OBRIGATORIO,
  type Adesao,
  type VersaoPublicada,
} from '../../../common/schemas/conduta.js';
import { impressaoDaVersao } from './impressao.js';
import {
  ativosComCiencia,
  cienciaDe,
  inserirCiencia,
  inserirVersao,
  mudancasDepois,
  proximoNumero,
  ultimaLida,
  travarPublicacao,
  versaoPorNumero,
  versaoVigente,
} from './repository.js';

export const NENHUMA_VERSAO = 'Nenhum Código de Conduta foi publicado ainda.';
export const VERSAO_NAO_ENCONTRADA = 'Esta versão do Código de Conduta não existe.';
export const NAO_E_A_VIGENTE =
  'Esta não é a versão vigente do Código de Conduta. Abra a versão atual para ler e declarar ciência.';

const ator = (u: AuthUser) => ({ id: u.id, nome: u.nome, login: u.login });

export async function publicarVersao(
  ctx: AppContext,
  quem: AuthUser,
  body: { titulo: string; texto: string; resumo?: string },
  guarda?: Guarda<VersaoPublicada>,
): Promise<VersaoPublicada> {
  return ctx.db.transaction().execute(async (trx) => {
    await travarPublicacao(trx, ctx.dbHandle.dialect);
    const versao = await proximoNumero(trx);
    // version 1 changes nothing; every later one says what it changes
    const resumo = versao === 1 ? null : body.resumo || null;
    if (versao > 1 && !resumo) throw badRequest(RESUMO_OBRIGATORIO);
    const { titulo, texto } = body;
    const sha256 = impressaoDaVersao(titulo, texto);
    const v = await inserirVersao(trx, {
      versao,
      titulo,
      texto,
      resumo,
      sha256,
      publicada_em: now(),
    });
    const resultado = {
      id: v.id,
      versao: v.versao,
      sha256: v.sha256,
      publicada_em: v.publicada_em,
    };
    await concluir(trx, ctx.dbHandle, {
      auditoria: [
        {
          actor: ator(quem),
          acao: AUDIT_ACTIONS.condutaPublicada,
          detalhes: `Publicou a versão ${versao} do Código de Conduta "${body.titulo}" (sha256 ${sha256})`,
        },
      ],
      guarda,
      resultado,
    });
    return resultado;
  });
}

export async function vigentePara(ctx: AppContext, quem: AuthUser) {
  const v = await versaoVigente(ctx.db);
  if (!v) throw notFound(NENHUMA_VERSAO);
  const ciencia = await cienciaDe(ctx.db, v.id, quem.id);
  const { resumo: _, ...versao } = v;
  const lida = ciencia ? undefined : await ultimaLida(ctx.db, quem.id);
  return {
    ...versao,
    ciente_em: ciencia?.ciente_em ?? null,
    desde: lida ? { lida, mudancas: await mudancasDepois(ctx.db, lida) } : null,
  };
}

/**
 * "Li e estou ciente" of the version in force. A repeat answers the first acknowledgement and
 * writes nothing (`nova: false`): no row, no audit entry.
 */
export async function declararCiencia(ctx: AppContext, quem: AuthUser, versaoId: number) {
  return ctx.db.transaction().execute(async (trx) => {
    const vigente = await versaoVigente(trx);
    if (!vigente) throw notFound(NENHUMA_VERSAO);
    if (vigente.id !== versaoId) throw conflict(NAO_E_A_VIGENTE);
    const resposta = (ciente_em: string) => ({
      versao_id: vigente.id,
      versao: vigente.versao,
      sha256: vigente.sha256,
      ciente_em,
    });
    const antes = await cienciaDe(trx, vigente.id, quem.id);
    if (antes) return { nova: false, ciencia: resposta(antes.ciente_em) };
    const ciente_em = now();
    const nova = await inserirCiencia(trx, {
      versao_id: vigente.id,
      usuario_id: quem.id,
      ciente_em,
    });
    if (!nova) {
      // another request of the same person wrote it first
      const ja = await cienciaDe(trx, vigente.id, quem.id);
      return { nova: false, ciencia: resposta(ja!.ciente_em) };
    }
    await concluir(trx, ctx.dbHandle, {
      auditoria: [
        {
          actor: ator(quem),
          acao: AUDIT_ACTIONS.condutaCiencia,
          detalhes:
            `Li e estou ciente: Código de Conduta versão ${vigente.versao} ` +
            `(sha256 ${vigente.sha256})`,
        },
      ],
    });
    return { nova: true, ciencia: resposta(ciente_em) };
  });
}

/** Who among the active people acknowledged version `numero` (the one in force by default). */
export async function adesao(ctx: AppContext, numero?: number): Promise<Adesao> {
  const v =
    numero === undefined ? await versaoVigente(ctx.db) : await versaoPorNumero(ctx.db, numero);
  if (!v) throw notFound(numero === undefined ? NENHUMA_VERSAO : VERSAO_NAO_ENCONTRADA);
  const pessoas = await ativosComCiencia(ctx.db, v.id);
  const contar = (lista: typeof pessoas) => {
    const cientes = lista.filter((p) => p.ciente_em !== null).length;
    return { total: lista.length, cientes, pendentes: lista.length - cientes };
  };
  return {
    versao: {
      id: v.id,
      versao: v.versao,
      titulo: v.titulo,
      sha256: v.sha256,
      publicada_em: v.publicada_em,
    },
    totais: contar(pessoas),
    por_papel: ROLES.map((role) => ({ role, ...contar(pessoas.filter((p) => p.role === role)) })),
    pendentes: pessoas
      .filter((p) => p.ciente_em === null)
      .map((p) => ({ id: p.id, nome: p.nome, role: p.role })),
    cientes: pessoas
      .filter((p) => p.ciente_em !== null)
      .map((p) => ({ id: p.id, nome: p.nome, role: p.role, ciente_em: p.ciente_em! })),
  };
}
