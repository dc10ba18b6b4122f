/**
 * Anonymising a former employee (docs/product/privacidade.md, "Anonimização"): every table the
 * registry of personal data declares (server/core/dados-pessoais.ts) is treated as its
 * declaration says — the person's rows erased (`apagar`), the listed columns of them rewritten
 * (`substituir`), or kept (`manter`, with the reason) — so a feature that declares its table is
 * anonymised without a change here (docs/decisions/049-retencao-declarada.md).
 */
import { sql } from 'kysely';
import type { Trx } from '../db/index.js';
import { fold } from '../../common/text.js';
import {
  titularidadeDe,
  type PessoaAnonimizada,
  type RegistroDeDadosPessoais,
  type TabelaPessoal,
} from './dados-pessoais.js';

/** A password no login accepts: not a hash, so no password verifies against it. */
export const SENHA_INUTILIZADA = '!anonimizada';

export const nomeAnonimo = (id: number) => `Ex-colaborador #${id}`;
export const loginAnonimo = (id: number) => `ex-${id}`;

/** What a column of the person becomes (server/core/dados-pessoais.ts, Anonimizacao). */
export function valorAnonimo(coluna: string, id: number): string | number | null {
  if (coluna === 'login' || coluna === 'login_normalizado') return loginAnonimo(id);
  if (coluna.endsWith('_busca')) return fold(nomeAnonimo(id));
  if (coluna === 'nome' || coluna.endsWith('_nome')) return nomeAnonimo(id);
  if (coluna === 'senha_hash') return SENHA_INUTILIZADA;
  if (coluna === 'mfa_ativo') return 0;
  return null;
}

/**
 * Applies every declaration to the person, in the transaction. Functions run first (they may find
 * the person's rows through rows the others erase: a subscription's pending notices), then the
 * erasures by column, then the rewrites.
 */
export async function anonimizarPessoa(
  trx: Trx,
  registro: RegistroDeDadosPessoais,
  pessoa: PessoaAnonimizada,
): Promise<void> {
  const pessoais = [...registro.tabelas.values()].filter(
    (t): t is TabelaPessoal & { feature: string } =>
      t.tipo === 'pessoal' && t.anonimizacao.como !== 'manter',
  );
  const ordem = (t: TabelaPessoal) => {
    const por = titularidadeDe(t);
    if (typeof por === 'function') return 0;
    return t.anonimizacao.como === 'apagar' ? 1 : 2;
  };
  for (const t of [...pessoais].sort((a, b) => ordem(a) - ordem(b))) {
    const por = titularidadeDe(t);
    // criarRegistro refuses a declaration without one
    if (!por) throw new Error(`tabela ${t.tabela}: anonimização sem a coluna da pessoa`);
    if (typeof por === 'function') {
      await por(trx, pessoa);
    } else if (t.anonimizacao.como === 'apagar') {
      await sql`delete from ${sql.table(t.tabela)} where ${sql.ref(por)} = ${pessoa.id}`.execute(
        trx,
      );
    } else if (t.anonimizacao.como === 'substituir') {
      const sets = t.anonimizacao.colunas.map(
        (c) => sql`${sql.ref(c)} = ${valorAnonimo(c, pessoa.id)}`,
      );
      await sql`update ${sql.table(t.tabela)} set ${sql.join(sets)} where ${sql.ref(por)} = ${pessoa.id}`.execute(
        trx,
      );
    }
  }
}
