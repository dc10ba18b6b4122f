/**
 * The one rule of who may see an Ouvidoria case (server/core/ouvidoria-acesso.ts): every reader
 * goes through it. A case's excluded roles are decided on nowhere else — no `not like` on the
 * column, no `includes` on it, no parsing of it — so a new reader cannot get it wrong by copying.
 */
import { describe, expect, it } from 'vitest';
import { achados } from '../test/fontes.js';
import { ninguemLeria } from '../../common/denuncias.js';
import { comGestor, leitoresPorPapel, papeisDoLeitor, podeLerCaso } from './ouvidoria-acesso.js';

const PERMITIDOS = new Set([
  'server/core/ouvidoria-acesso.ts',
  // the column format itself
  'server/lib/papeis.ts',
  // the exclusion rule's one comparison, shared with the report form (`exclusaoAlcanca`)
  'common/denuncias.ts',
]);

/** What deciding on the excluded roles looks like, in each idiom the code has used. */
const DECISOES = [
  /excluir_papeis['"`]?\s*,\s*['"`]not like/, // SQL not like on the column
  /excluir_papeis\s*\.\s*(includes|split|indexOf)/, // JS on the column's text
  /papeisDaColuna\s*\(/, // parsing the column
  /%,\$\{/, // building the column's LIKE pattern
  /excluirPapeis\s*\.\s*includes|excluir\s*\.\s*includes/, // JS on a parsed list
];

describe('who may see an Ouvidoria case: one rule', () => {
  it('no server or shared file outside server/core/ouvidoria-acesso.ts decides on the excluded roles', () => {
    // (the screens decide nothing: the form only ticks the roles a reporter picks)
    expect(achados(DECISOES, PERMITIDOS)).toEqual([]);
  });

  it('the scan finds the idioms it looks for (it would catch the old code)', () => {
    const antigos = [
      "eb('denuncias.excluir_papeis', 'not like', `%,${role},%`)",
      '!e.excluir_papeis.includes(`,${a.role},`)',
      'papeisDaColuna(caso.excluir_papeis)',
      '!excluir.includes(r)',
    ];
    for (const linha of antigos)
      expect(
        DECISOES.some((p) => p.test(linha)),
        linha,
      ).toBe(true);
  });

  it('a reader answers for their role and for the roles of whoever set their access', () => {
    expect(podeLerCaso({ role: 'compliance' }, ',rh,')).toBe(true);
    expect(podeLerCaso({ role: 'rh' }, ',rh,')).toBe(false);
    expect(podeLerCaso({ role: 'compliance', papeis_gestores: ',rh,' }, ',rh,')).toBe(false);
    expect(podeLerCaso({ role: 'compliance', papeis_gestores: ',rh,' }, ',admin,')).toBe(true);
    expect(podeLerCaso({ role: 'colaborador' }, '')).toBe(false);
    expect(podeLerCaso({ role: 'admin' }, '')).toBe(true);
    expect(papeisDoLeitor({ role: 'compliance', papeis_gestores: ',admin,rh,' })).toEqual([
      'compliance',
      'admin',
      'rh',
    ]);
    // whoever set the access passes on what they answer for; the command line adds nothing
    expect(comGestor('', { role: 'rh' })).toBe(',rh,');
    expect(comGestor(',rh,', { role: 'admin', papeis_gestores: ',compliance,' })).toBe(
      ',admin,compliance,rh,',
    );
    expect(comGestor(',rh,', null)).toBe(',rh,');
  });
});

describe('the kinds of reader a report may reach', () => {
  it('by role, with who set their access; a kind that reads less is left out; no reader of no case', () => {
    const leitores = leitoresPorPapel([
      { role: 'compliance', papeis_gestores: ',admin,rh,' },
      { role: 'compliance', papeis_gestores: ',admin,' },
      { role: 'rh', papeis_gestores: ',admin,' },
      { role: 'admin', papeis_gestores: '' },
      { role: 'colaborador', papeis_gestores: '' },
    ]);
    expect(leitores).toEqual([
      { papel: 'admin', definido_por: [] },
      { papel: 'rh', definido_por: ['admin'] },
      { papel: 'compliance', definido_por: ['admin'] },
    ]);
    expect(ninguemLeria(leitores, ['admin', 'rh'])).toBe(true);
    expect(ninguemLeria(leitores, ['rh'])).toBe(false);
    expect(ninguemLeria([], ['admin', 'rh'])).toBe(false);
  });
});
