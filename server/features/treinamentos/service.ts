/** Trainings: create, mark attendance, each person's situation (docs/product/treinamentos.md). */
import crypto from 'node:crypto';
import { AUDIT_ACTIONS } from '../../../common/auditoria.js';
import type {
  MeusTreinamentos,
  NovoTreinamento,
  SituacaoDaEquipe,
  TreinamentoCriado,
  TreinamentoDetalhe,
} from '../../../common/schemas/treinamentos.js';
import type { AppContext } from '../../context.js';
import type { AuthUser } from '../../core/current-user.js';
import { concluir } from '../../core/fim-da-escrita.js';
import type { Guarda } from '../../core/idempotencia.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { badRequest, conflict, notFound, tooMany } from '../../lib/errors.js';
import { AddressAllowance, chaveDaConta } from '../../plugins/rate-limit.js';
import {
  acharTreinamento,
  codigoEmUso,
  codigoExiste,
  contasExistentes,
  inserirTreinamento,
  participantesDe,
  registrarPresencas,
  treinamentoDoCodigo,
  treinamentosDe,
  ultimosTreinamentosDeAssedio,
} from './repository.js';
import { hojeNoBrasil, situacaoEm } from './vencimento.js';
import { fusoDaEmpresa } from '../../core/fuso.js';

const ator = (u: AuthUser) => ({ id: u.id, nome: u.nome, login: u.login });

/** Six digits, easy to type on a phone; unique among the trainings of the day. */
const novoCodigo = () => String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');

export async function criarTreinamento(
  ctx: AppContext,
  usuario: AuthUser,
  t: NovoTreinamento,
  guarda?: Guarda<TreinamentoCriado>,
): Promise<TreinamentoCriado> {
  for (let tentativa = 0; ; tentativa++) {
    const codigo = novoCodigo();
    try {
      const criado = await ctx.db.transaction().execute(async (trx) => {
        if (await codigoEmUso(trx, t.data, codigo)) return null;
        const id = await inserirTreinamento(trx, t, codigo, usuario.id);
        const resultado = { id, codigo_presenca: codigo };
        await concluir(trx, ctx.dbHandle, {
          auditoria: [
            {
              actor: ator(usuario),
              acao: AUDIT_ACTIONS.treinamentoCriado,
              detalhes: `Cadastrou o treinamento #${id} (${t.tema}, ${t.data})`,
            },
          ],
          guarda,
          resultado,
        });
        return resultado;
      });
      if (criado) return criado;
    } catch (err) {
      // another training of the same day drew the same code meanwhile: draw again (not when
      // it was this request's Idempotency-Key that a repeat committed first: that one answers)
      const outroCodigo = isUniqueViolation(err) && (await codigoEmUso(ctx.db, t.data, codigo));
      if (!outroCodigo || tentativa > 20) throw err;
    }
    if (tentativa > 20) throw new Error('sem código de presença livre para o dia');
  }
}

export async function detalharTreinamento(
  ctx: AppContext,
  id: number,
): Promise<TreinamentoDetalhe> {
  const t = await acharTreinamento(ctx.db, id);
  if (!t) throw notFound('Treinamento não encontrado.');
  const lista = await participantesDe(ctx.db, id);
  return { ...(t as TreinamentoDetalhe), participantes: lista.length, participantes_lista: lista };
}

/** Staff mark people present; those already present stay as they were. */
export async function marcarParticipantes(
  ctx: AppContext,
  usuario: AuthUser,
  id: number,
  ids: readonly number[],
): Promise<{ adicionados: number }> {
  const unicos = [...new Set(ids)];
  return ctx.db.transaction().execute(async (trx) => {
    const t = await acharTreinamento(trx, id);
    if (!t) throw notFound('Treinamento não encontrado.');
    if (t.data > hojeNoBrasil(fusoDaEmpresa(ctx.content))) {
      throw conflict('A presença só pode ser registrada a partir do dia do treinamento.');
    }
    const existentes = new Set(await contasExistentes(trx, unicos));
    const faltam = unicos.filter((u) => !existentes.has(u));
    if (faltam.length) throw badRequest(`Pessoa não encontrada: #${faltam.join(', #')}.`);
    const adicionados = await registrarPresencas(trx, id, unicos, 'equipe', usuario.id);
    await concluir(trx, ctx.dbHandle, {
      auditoria: adicionados.length
        ? [
            {
              actor: ator(usuario),
              acao: AUDIT_ACTIONS.treinamentoPresenca,
              detalhes: `Registrou presença no treinamento #${id}: #${adicionados.join(', #')}`,
            },
          ]
        : [],
    });
    return { adicionados: adicionados.length };
  });
}

/** Wrong attendance codes an account may type per hour: guessing a 6-digit code takes far more. */
export const CODIGOS_ERRADOS_POR_HORA = 5;
const contadores = new WeakMap<AppContext, AddressAllowance>();
const contadorDe = (ctx: AppContext) => {
  let c = contadores.get(ctx);
  if (!c) {
    c = new AddressAllowance(CODIGOS_ERRADOS_POR_HORA, 60 * 60_000, {
      ctx,
      nome: 'codigo-treinamento',
    });
    contadores.set(ctx, c);
  }
  return c;
};

export const CODIGO_NAO_ENCONTRADO = 'Código não encontrado. Confira os números e tente de novo.';
export const CODIGO_FORA_DO_DIA =
  'Este código não vale hoje: a presença por código só é registrada no dia do treinamento.';

/**
 * The person typed a code on their phone. Each try takes one of the account's allowance; a code
 * that matched gives it back, so only wrong codes (unknown, or of another day) are counted.
 */
export async function presencaPorCodigo(ctx: AppContext, usuario: AuthUser, codigo: string) {
  const contador = contadorDe(ctx);
  const chave = chaveDaConta(ctx, usuario.id);
  const vez = await contador.take(chave);
  if (!vez.ok) {
    throw tooMany('Muitos códigos errados. Aguarde e tente novamente mais tarde.', vez.retryAfter);
  }
  const hoje = hojeNoBrasil(fusoDaEmpresa(ctx.content));
  const resultado = await ctx.db.transaction().execute(async (trx) => {
    const t = await treinamentoDoCodigo(trx, codigo, hoje);
    if (!t) return null;
    const [novo] = await registrarPresencas(trx, t.id, [usuario.id], 'codigo', null);
    await concluir(trx, ctx.dbHandle, {
      auditoria: novo
        ? [
            {
              actor: ator(usuario),
              acao: AUDIT_ACTIONS.treinamentoPresenca,
              detalhes: `Registrou a própria presença no treinamento #${t.id} pelo código`,
            },
          ]
        : [],
    });
    return { treinamento: { id: t.id, titulo: t.titulo, data: t.data }, nova: novo !== undefined };
  });
  if (resultado) {
    await contador.giveBack(chave);
    return resultado;
  }
  if (await codigoExiste(ctx.db, codigo)) throw conflict(CODIGO_FORA_DO_DIA);
  throw notFound(CODIGO_NAO_ENCONTRADO);
}

export async function situacaoDaEquipe(ctx: AppContext): Promise<SituacaoDaEquipe> {
  const hoje = hojeNoBrasil(fusoDaEmpresa(ctx.content));
  const pessoas = await ultimosTreinamentosDeAssedio(ctx.db);
  return pessoas.map((p) => ({
    usuario_id: p.id,
    nome: p.nome,
    role: p.role,
    ...situacaoEm(p.ultimo ?? null, hoje),
  }));
}

export async function meusTreinamentos(
  ctx: AppContext,
  usuario: AuthUser,
): Promise<MeusTreinamentos> {
  const [eu] = await ultimosTreinamentosDeAssedio(ctx.db, usuario.id);
  const feitos = await treinamentosDe(ctx.db, usuario.id);
  return {
    situacao: situacaoEm(eu?.ultimo ?? null, hojeNoBrasil(fusoDaEmpresa(ctx.content))),
    treinamentos: feitos.map(({ forma: _forma, ...t }) => t) as MeusTreinamentos['treinamentos'],
  };
}
