/**
 * The Ouvidoria's indicators (docs/product/denuncias.md, "Indicadores"): counts by status, by
 * category and by month received, the median days to acknowledge and to conclude, and the share
 * met within each legal clock. Only numbers: no content, no names. Counted over the cases the
 * reader may read, like every list, and — since reading them is not audited — only the cases whose
 * hour is over (server/core/ouvidoria-acesso.ts).
 */
import { DENUNCIA_STATUS } from '../../../common/denuncias.js';
import { DENUNCIA_CATEGORIAS } from '../../../common/schemas/denuncias.js';
import type { IndicadoresOuvidoria } from '../../../common/schemas/denuncias-gestao.js';
import { casosVisiveis, jaAnunciados, type LeitorDeCasos } from '../../core/ouvidoria-acesso.js';
import type { Db } from '../../db/index.js';
import { cumpridoNoPrazo, pertoDoPrazo, prazosDe } from './prazos.js';
import { mediana } from '../../lib/stats.js';

const DIA_MS = 24 * 60 * 60 * 1000;
const MESES = 12;

const mesLocal = (fuso: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: fuso,
    year: 'numeric',
    month: '2-digit',
  });
/** "2026-11": the month in the company's time zone (server/core/fuso.ts). */
const mesDe = (iso: string | Date, fuso: string) =>
  mesLocal(fuso).format(new Date(iso)).slice(0, 7);

/** The median in days, to a tenth. */
function medianaDias(xs: number[]): number | null {
  const v = mediana(xs);
  return v === null ? null : Math.round(v * 10) / 10;
}

const dias = (de: string, ate: string) => (Date.parse(ate) - Date.parse(de)) / DIA_MS;
const parcela = (sim: number, total: number) =>
  total ? Math.round((sim / total) * 1000) / 1000 : null;

export async function indicadores(
  db: Db,
  leitor: LeitorDeCasos,
  fuso: string,
  agora = new Date(),
): Promise<IndicadoresOuvidoria> {
  const casos = await db
    .selectFrom('denuncias')
    .select(['status', 'categoria', 'criado_em', 'confirmada_em', 'encerrada_em'])
    .where(casosVisiveis(leitor))
    .where(jaAnunciados(agora))
    .execute();

  const conta = (chaves: readonly string[], de: (c: (typeof casos)[number]) => string) => {
    const n = new Map(chaves.map((k) => [k, 0]));
    for (const c of casos) n.set(de(c), (n.get(de(c)) ?? 0) + 1);
    return [...n].map(([chave, total]) => ({ chave, total }));
  };
  const meses = Array.from({ length: MESES }, (_, i) => {
    const d = new Date(agora);
    d.setUTCDate(15);
    d.setUTCMonth(d.getUTCMonth() - (MESES - 1 - i));
    return mesDe(d, fuso);
  });
  const porMes = conta(meses, (c) => mesDe(c.criado_em, fuso)).filter((m) =>
    meses.includes(m.chave),
  );

  // A clock counts once it is decided: met (in time or late), or past due and still unmet.
  let confirmacoes = 0;
  let confirmacoesNoPrazo = 0;
  let retornos = 0;
  let retornosNoPrazo = 0;
  for (const c of casos) {
    const p = prazosDe(c, agora);
    if (c.confirmada_em || p.confirmacao_atrasada) {
      confirmacoes++;
      if (cumpridoNoPrazo(c.confirmada_em, p.prazo_confirmacao)) confirmacoesNoPrazo++;
    }
    if (c.encerrada_em || p.retorno_atrasado) {
      retornos++;
      if (cumpridoNoPrazo(c.encerrada_em, p.prazo_retorno)) retornosNoPrazo++;
    }
  }
  return {
    total: casos.length,
    por_status: conta(DENUNCIA_STATUS, (c) => c.status),
    por_categoria: conta(DENUNCIA_CATEGORIAS, (c) => c.categoria),
    por_mes: porMes,
    mediana_dias_confirmacao: medianaDias(
      casos.filter((c) => c.confirmada_em).map((c) => dias(c.criado_em, c.confirmada_em!)),
    ),
    mediana_dias_conclusao: medianaDias(
      casos.filter((c) => c.encerrada_em).map((c) => dias(c.criado_em, c.encerrada_em!)),
    ),
    no_prazo_confirmacao: parcela(confirmacoesNoPrazo, confirmacoes),
    no_prazo_retorno: parcela(retornosNoPrazo, retornos),
  };
}

/**
 * What the portal's "Gestão Ouvidoria" button shows: open cases still waiting for their first
 * message to the reporter, cases with a clock past due, and cases with a clock due within two days.
 */
export async function resumo(db: Db, leitor: LeitorDeCasos, agora = new Date()) {
  const casos = await db
    .selectFrom('denuncias')
    .select(['status', 'criado_em', 'confirmada_em', 'encerrada_em'])
    .where(casosVisiveis(leitor))
    .where(jaAnunciados(agora))
    .where('encerrada_em', 'is', null)
    .execute();
  return {
    aguardando_confirmacao: casos.filter((c) => c.confirmada_em === null).length,
    atrasadas: casos.filter((c) => prazosDe(c, agora).atrasada).length,
    perto_do_prazo: casos.filter((c) => pertoDoPrazo(c, agora)).length,
  };
}
