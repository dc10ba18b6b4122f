/**
 * What counts as an unread answer (server/core/respostas-nao-lidas.ts) is decided in one place:
 * no server or shared file outside it reads the owner's mark (`lido_ate_colaborador`). Writing
 * it (`.set({ lido_ate_colaborador: … })`, the table's type) is not deciding anything and stays
 * allowed. The rule's SQL is checked against hand-worked tickets in
 * server/test/regras-do-suporte.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { achados } from '../test/fontes.js';
import { marcaDoDono } from './respostas-nao-lidas.js';

const PERMITIDOS = new Set(['server/core/respostas-nao-lidas.ts']);

/** The mark named anywhere but as the key of an object (a write, or the table's type). */
const LEITURA = [/lido_ate_colaborador(?!['"`]?\s*:)/];

describe('what counts as an unread answer: one rule', () => {
  it('no server or shared file outside server/core/respostas-nao-lidas.ts reads the mark', () => {
    expect(achados(LEITURA, PERMITIDOS)).toEqual([]);
  });

  it('the scan finds the reads the code had, and lets writes through', () => {
    const leituras = [
      "eb('m.id', '>', eb.fn.coalesce('a.lido_ate_colaborador', eb.val(0)))",
      ".where((eb) => eb('m.id', '>', fn.coalesce('a.lido_ate_colaborador', val(0))))",
      'const antes = atendimento.lido_ate_colaborador ?? 0;',
      "eb.or([eb('lido_ate_colaborador', 'is', null), eb('lido_ate_colaborador', '<', ateId)])",
      'sql`m.id > coalesce(a.lido_ate_colaborador, 0)`',
    ];
    for (const linha of leituras)
      expect(
        LEITURA.some((p) => p.test(linha)),
        linha,
      ).toBe(true);
    const escritas = [
      '.set({ lido_ate_colaborador: ateId })',
      '  lido_ate_colaborador: number | null;',
      "{ 'lido_ate_colaborador': null }",
    ];
    for (const linha of escritas)
      expect(
        LEITURA.some((p) => p.test(linha)),
        linha,
      ).toBe(false);
  });

  it('a ticket never read has its mark at 0: every answer is newer', () => {
    expect(marcaDoDono({ lido_ate_colaborador: null })).toBe(0);
    expect(marcaDoDono({ lido_ate_colaborador: 42 })).toBe(42);
  });
});
