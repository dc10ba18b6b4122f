/**
 * The one rule of who may see an Ouvidoria case (server/core/ouvidoria-acesso.ts). Features cannot
 * decide on a case's excluded roles by themselves: they see no such column and hold an opaque
 * `Exclusao` (server/features/denuncias/colunas-protegidas.unit.test.ts plants the respellings).
 */
import { describe, expect, it } from 'vitest';
import { ninguemLeria } from '../../common/denuncias.js';
import {
  comGestor,
  exclusaoEscolhida,
  leitoresPorPapel,
  papeisDoLeitor,
  podeLerCaso,
} from './ouvidoria-acesso.js';

const sem = (...papeis: Parameters<typeof exclusaoEscolhida>[0]) => exclusaoEscolhida(papeis);

describe('who may see an Ouvidoria case: one rule', () => {
  it('a reader answers for their role and for the roles of whoever set their access', () => {
    expect(podeLerCaso({ role: 'compliance' }, sem('rh'))).toBe(true);
    expect(podeLerCaso({ role: 'rh' }, sem('rh'))).toBe(false);
    expect(podeLerCaso({ role: 'compliance', papeis_gestores: ',rh,' }, sem('rh'))).toBe(false);
    expect(podeLerCaso({ role: 'compliance', papeis_gestores: ',rh,' }, sem('admin'))).toBe(true);
    expect(podeLerCaso({ role: 'colaborador' }, sem())).toBe(false);
    expect(podeLerCaso({ role: 'admin' }, sem())).toBe(true);
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
