/**
 * What a session is and when it has ended is written in one place (server/core/sessoes.ts): no
 * other server or shared file queries the `sessoes` table, so nothing can read a session around
 * the cache that `tokenAceito` trusts, or end one other than by deleting its row.
 */
import { describe, expect, it } from 'vitest';
import { achados } from '../test/fontes.js';

const PERMITIDOS = new Set(['server/core/sessoes.ts']);
const CONSULTA = [/(?:selectFrom|updateTable|deleteFrom|insertInto)\(\s*['"`]sessoes['"`]/];

describe('sessions: one module', () => {
  it('no server or shared file outside server/core/sessoes.ts queries the sessoes table', () => {
    expect(achados(CONSULTA, PERMITIDOS)).toEqual([]);
  });

  it('the scan finds queries however prettier breaks them', () => {
    for (const linha of [
      "db.selectFrom('sessoes').selectAll()",
      "await trx\n    .deleteFrom(\n      'sessoes'\n    )",
      'db.updateTable("sessoes")',
      'db.insertInto(`sessoes`)',
    ]) {
      const p = CONSULTA[0]!;
      expect(p.test(linha), linha).toBe(true);
    }
    expect(CONSULTA[0]!.test("db.selectFrom('sessoes_push')")).toBe(false);
  });
});
