/**
 * The one rule of who may see an Ouvidoria case (server/core/ouvidoria-acesso.ts): every reader
 * goes through it. A case's excluded roles are decided on nowhere else — no `not like` on the
 * column, no `includes` on it, no parsing of it — so a new reader cannot get it wrong by copying.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { comGestor, papeisDoLeitor, podeLerCaso } from './ouvidoria-acesso.js';

const RAIZ = path.resolve(import.meta.dirname, '../..');
const PERMITIDOS = new Set([
  'server/core/ouvidoria-acesso.ts',
  // the column format itself
  'server/lib/papeis.ts',
]);

function fontes(dir: string): string[] {
  return fs.readdirSync(path.join(RAIZ, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'migrations' ? [] : fontes(rel);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [rel] : [];
  });
}

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
    const achados: string[] = [];
    for (const f of [...fontes('server'), ...fontes('common')]) {
      if (PERMITIDOS.has(f)) continue;
      const texto = fs.readFileSync(path.join(RAIZ, f), 'utf8');
      for (const padrao of DECISOES) if (padrao.test(texto)) achados.push(`${f}: ${padrao}`);
    }
    expect(achados).toEqual([]);
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
