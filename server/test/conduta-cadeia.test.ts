/**
 * "Li e estou ciente" of the Código de Conduta is sealed in the audit chain with the version's
 * number and fingerprint (docs/product/conduta.md), and the chain still verifies. Here, beside
 * the app's other cross-feature tests, since it reads the audit feature's verifier.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, linhasDe, type TestApp } from './app.js';
import { buildUser, type BuiltUser } from './factories.js';
import { verificarAuditoria } from '../features/auditoria/verificacao.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const publicar = async (quem: BuiltUser) => {
  const r = await t.app.inject({
    method: 'POST',
    url: '/api/conduta/versoes',
    headers: quem.auth,
    payload: { titulo: 'Código de Conduta', texto: 'Respeito a todos.' },
  });
  expect(r.statusCode).toBe(201);
  return r.json() as { id: number; sha256: string };
};
const ciencia = (u: BuiltUser, versao_id: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/conduta/ciencia',
    headers: u.auth,
    payload: { versao_id },
  });
const contar = () => linhasDe(t.db, 'audit_log');

describe('Código de Conduta in the audit chain', () => {
  it('is sealed in the audit chain with the version and its fingerprint; the chain verifies', async () => {
    const comp = await buildUser(t, { role: 'compliance' });
    const colab = await buildUser(t, { nome: 'Célia Rocha' });
    const v = await publicar(comp);
    const antes = await contar();
    await ciencia(colab, v.id);
    const entry = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('acao', '=', 'conduta_ciencia')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ usuario_id: colab.user.id, usuario_nome: 'Célia Rocha' });
    expect(entry.detalhes).toBe(
      `Li e estou ciente: Código de Conduta versão 1 (sha256 ${v.sha256})`,
    );
    expect(entry.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await verificarAuditoria(t.handle)).toMatchObject({
      integra: true,
      registros: antes + 1,
    });
  });
});
