/**
 * The Ouvidoria's badge count (docs/product/eventos.md): open cases still waiting for their first
 * message to the reporter, as each staff role sees them, from the hours already told.
 */
import { describe, expect, it, beforeAll, afterAll } from 'vitest';
import { ultimaHoraAnunciavel } from '../../../common/denuncias.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { buildDenuncia, buildUser } from '../../test/factories.js';
import { contadoresDaOuvidoria } from './contadores.js';

const HORA_MS = 60 * 60 * 1000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('contadoresDaOuvidoria', () => {
  it('the badge counts open cases awaiting their first message, per role, from the hours already told', async () => {
    const papeis = [{ role: 'rh' }, { role: 'compliance' }] as const;
    const agora = new Date();
    const antes = await contadoresDaOuvidoria(t.db, agora, papeis);
    const horaPassada = new Date(ultimaHoraAnunciavel(agora.getTime())).toISOString();
    await buildDenuncia(t, { criado_em: horaPassada, excluir_papeis: ['rh'] });
    const respondido = await buildDenuncia(t, { criado_em: horaPassada });
    await buildDenuncia(t); // this hour: not yet
    let depois = await contadoresDaOuvidoria(t.db, agora, papeis);
    expect(depois.get('rh')).toBe(antes.get('rh')! + 1);
    expect(depois.get('compliance')).toBe(antes.get('compliance')! + 2);

    const admin = await buildUser(t, { role: 'admin' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/denuncias/${respondido.id}/mensagens`,
      headers: admin.auth,
      payload: { texto: 'Recebemos e estamos apurando.' },
    });
    expect(res.statusCode).toBe(201);
    depois = await contadoresDaOuvidoria(t.db, agora, papeis);
    expect(depois.get('rh')).toBe(antes.get('rh'));
    expect(depois.get('compliance')).toBe(antes.get('compliance')! + 1);
    const later = await contadoresDaOuvidoria(
      t.db,
      new Date(agora.getTime() + 2 * HORA_MS),
      papeis,
    );
    // the case of this hour counts once its hour has passed
    expect(later.get('compliance')).toBeGreaterThan(depois.get('compliance')!);
  });
});
