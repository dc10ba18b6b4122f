/**
 * The Ouvidoria's counts for the risk inventory (NR-1 GRO/PGR; docs/product/denuncias.md, "Para o
 * PGR"): cases by category and month received, in Brazil's time, and nothing finer. A count of 1
 * or 2 is shown as "<3", so a small team cannot tell who reported; no total per row or column is
 * given, since a total beside masked cells would give them back by subtraction. Counted through
 * the one visibility rule (server/core/ouvidoria-acesso.ts), like the other indicators: a role
 * excluded from a case does not see it counted, and a case counts only once its hour is over.
 */
import { DateTime } from 'luxon';
import { DENUNCIA_CATEGORIAS } from '../../../common/schemas/denuncias.js';
import {
  PGR_MESES_MAX,
  type ContagemPgr,
  type IndicadoresPgr,
} from '../../../common/schemas/denuncias-gestao.js';
import { casosVisiveis, jaAnunciados, type LeitorDeCasos } from '../../core/ouvidoria-acesso.js';
import type { Db } from '../../db/index.js';
import { badRequest } from '../../lib/errors.js';

// a month and its first day, in the company's time zone (server/core/fuso.ts)
const inicioDoMes = (mes: string, fuso: string) => DateTime.fromISO(`${mes}-01`, { zone: fuso });
const mesDe = (iso: string | Date, fuso: string) =>
  DateTime.fromJSDate(new Date(iso), { zone: fuso }).toFormat('yyyy-MM');

/** 0 stays 0; 1 and 2 become "<3"; 3 and more are told. */
export const mascarar = (n: number): ContagemPgr => (n >= 1 && n <= 2 ? '<3' : n);

export async function indicadoresPgr(
  db: Db,
  leitor: LeitorDeCasos,
  filtro: { de?: string; ate?: string },
  fuso: string,
  agora = new Date(),
): Promise<IndicadoresPgr> {
  const atual = mesDe(agora, fuso);
  const ate = filtro.ate ?? atual;
  const de = filtro.de ?? inicioDoMes(ate, fuso).minus({ months: 11 }).toFormat('yyyy-MM');
  const meses: string[] = [];
  for (let m = inicioDoMes(de, fuso); m.toFormat('yyyy-MM') <= ate; m = m.plus({ months: 1 })) {
    meses.push(m.toFormat('yyyy-MM'));
    if (meses.length > PGR_MESES_MAX) {
      throw badRequest(`Escolha no máximo ${PGR_MESES_MAX} meses.`);
    }
  }
  const casos = await db
    .selectFrom('denuncias')
    .select(['categoria', 'criado_em'])
    .where(casosVisiveis(leitor))
    .where(jaAnunciados(agora))
    .where('criado_em', '>=', inicioDoMes(de, fuso).toUTC().toISO()!)
    .where('criado_em', '<', inicioDoMes(ate, fuso).plus({ months: 1 }).toUTC().toISO()!)
    .execute();

  const categorias: string[] = [...DENUNCIA_CATEGORIAS];
  const n = new Map<string, number>();
  for (const c of casos) {
    if (!categorias.includes(c.categoria)) categorias.push(c.categoria);
    const k = `${c.categoria}|${mesDe(c.criado_em, fuso)}`;
    n.set(k, (n.get(k) ?? 0) + 1);
  }
  return {
    de,
    ate,
    meses,
    por_categoria: categorias.map((chave) => ({
      chave,
      meses: meses.map((m) => ({ chave: m, total: mascarar(n.get(`${chave}|${m}`) ?? 0) })),
    })),
  };
}
