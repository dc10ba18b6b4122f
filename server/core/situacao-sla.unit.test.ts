/**
 * A ticket's SLA state (server/core/situacao-sla.ts) is judged in one place: no server or shared
 * file outside it compares a due time (`primeira_resposta_ate`, `resolucao_ate`, the running
 * clock's `prazo` and its `risco_em`) with an instant, in SQL or in JS. Storing them, selecting
 * them, sorting by them and asking whether they are set stay allowed. The JS and SQL readings of
 * the rule are proven equal in server/test/regras-do-suporte.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { achados } from '../test/fontes.js';
import { minutosAteORisco } from './situacao-sla.js';

const PERMITIDOS = new Set(['server/core/situacao-sla.ts']);

const PRAZO = String.raw`(?:primeira_resposta_ate|resolucao_ate|prazo|risco_em)`;
const ORDEM = String.raw`(?:<|<=|>|>=)`;

/** What judging a due time looks like, in each idiom the code has used. */
const JULGAMENTOS = [
  // Kysely, the column first: eb('risco_em', '<=', t), .when('a.prazo', '<=', t), .filterWhere(…)
  new RegExp(String.raw`['"\`](?:\w+\.)?${PRAZO}['"\`]\s*,\s*['"\`]${ORDEM}['"\`]`),
  // Kysely, the column second: eb(t, '>', eb.ref('a.risco_em'))
  new RegExp(
    String.raw`['"\`]${ORDEM}['"\`]\s*,\s*(?:\w+\.)?ref\(\s*['"\`](?:\w+\.)?${PRAZO}['"\`]`,
  ),
  // JS or raw SQL: c.prazo <= t, t > a.resolucao_ate
  new RegExp(String.raw`\.${PRAZO}\s*${ORDEM}(?!>)`),
  new RegExp(String.raw`(?<![=-])${ORDEM}=?\s*(?:\w+\.)+${PRAZO}\b`),
  // JS, an instant made of a due time: new Date(c.prazo), ms(l.primeira_resposta_ate), depois(…)
  new RegExp(String.raw`\b(?:new Date|Date\.parse|ms|depois)\s*\([^)]*\.${PRAZO}\b`),
];

describe('the SLA state of a ticket: one rule', () => {
  it('no server or shared file outside server/core/situacao-sla.ts compares a due time', () => {
    expect(achados(JULGAMENTOS, PERMITIDOS)).toEqual([]);
  });

  it('the scan finds the judgements the code had, and lets the other uses through', () => {
    const julgamentos = [
      "eb.case().when(eb.and([eb('risco_em', '<=', t), eb('prazo', '>', t)]))",
      "eb.fn.sum<number>(eb.case().when('prazo', '<=', t).then(1).else(0).end())",
      "eb.fn.min('risco_em').filterWhere('risco_em', '>', t).as('risco')",
      ".where('risco_em', '<=', t)",
      'const vencido = c.prazo !== null && new Date(c.prazo).getTime() <= agora.getTime();',
      "return depois(f.encerrado_sem_resposta_em, f.primeira_resposta_ate) ? 'estourado' : 'no_prazo';",
      "return f.risco_em && !depois(f.risco_em, t) ? 'em_risco' : 'no_prazo';",
      'const respostaAte = ms(l.primeira_resposta_ate);',
      'if (l.resolvido_em > l.resolucao_ate) atrasados++;',
      'sql`case when ${t} >= a.prazo then 1 end`',
      "eb(eb.val(t), '>', eb.ref('atendimentos.resolucao_ate'))",
    ];
    for (const linha of julgamentos) {
      expect(
        JULGAMENTOS.some((p) => p.test(linha)),
        linha,
      ).toBe(true);
    }
    const outros = [
      "eb('primeira_resposta_ate', 'is', null)",
      "orderBy(sql`case when a.prazo is not null then 0 when a.status = 'aberto' then 1 else 2 end`)",
      ".orderBy('a.prazo', 'asc')",
      "eb('risco_avisado_em', '<>', eb.ref('risco_em'))",
      ".set((eb) => ({ risco_avisado_em: eb.ref('risco_em') }))",
      'prazo: relogio && ate(relogio.alvo + relogio.extra),',
      'const prazos = row.primeira_resposta_ate ? (row as typeof row & Prazos) : this.prazos(fatos);',
      "l: Pick<LinhaSla, 'resolvido_em' | 'pausado_em' | 'resolucao_ate'>,",
      '.map((r) => r.prazo)',
      // the Ouvidoria's own deadlines are another promise
      'return marco !== null && new Date(marco).getTime() <= new Date(prazo).getTime();',
    ];
    for (const linha of outros) {
      expect(
        JULGAMENTOS.some((p) => p.test(linha)),
        linha,
      ).toBe(false);
    }
  });

  it('a clock is at risk once a quarter of its target or less is left (whole minutes, rounded up)', () => {
    expect(minutosAteORisco(120)).toBe(90);
    expect(minutosAteORisco(30)).toBe(23);
    expect(minutosAteORisco(480)).toBe(360);
  });
});
