/**
 * `npm run cli -- aplicar-retencao` as the operator runs it: the built command on a test app's
 * data (docs/product/privacidade.md, "Retenção"), on SQLite and PostgreSQL. Apart from
 * retencao.test.ts because it needs the build (`npm run build`), as the other tests that start
 * the built server do.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '../../common/auditoria.js';
import { RETENCAO } from '../../common/retencao.js';
import { createTestApp, type TestApp } from './app.js';
import { buildDenuncia } from './factories.js';
import { buildContato } from './factories.js';
import { rodarCli } from './process.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DIA = 24 * 60 * 60 * 1000;
const MINUTO = 60 * 1000;

const contato = (criadoEm: string, nome: string) => buildContato(t, criadoEm, nome);

describe('npm run cli -- aplicar-retencao', () => {
  it('erases what is past its time now, says what in counts, audits it, and exits 0', async () => {
    const { dias } = RETENCAO.contato;
    // against the real clock: the command runs now
    const velha = await contato(
      new Date(Date.now() - dias * DIA - 10 * MINUTO).toISOString(),
      'Velha',
    );
    const nova = await contato(
      new Date(Date.now() - dias * DIA + 10 * MINUTO).toISOString(),
      'Nova',
    );
    const r = rodarCli(t, ['aplicar-retencao']);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('contato: contato_mensagens 1');
    expect(r.stdout).not.toMatch(/Velha|Nova|Orçamento|sementes/);
    const restantes = await t.db
      .selectFrom('contato_mensagens')
      .select('id')
      .orderBy('id')
      .execute();
    expect(restantes.map((x) => x.id)).toEqual([nova]);
    expect(velha).not.toBe(nova);
    const entrada = await t.db
      .selectFrom('audit_log')
      .select('detalhes')
      .where('acao', '=', AUDIT_ACTIONS.retencaoAplicada)
      .executeTakeFirstOrThrow();
    expect(entrada.detalhes).toContain('contato: contato_mensagens 1');
  });

  // one command for every kind (docs/decisions/062-retencao-da-ouvidoria-configurada.md)
  it('erases the Ouvidoria cases past OUVIDORIA_RETENCAO_DIAS; the Ouvidoria has no command of its own', async () => {
    const vencida = await buildDenuncia(t);
    const dentro = await buildDenuncia(t);
    for (const [id, dias] of [
      [vencida.id, 3],
      [dentro.id, 1],
    ] as const) {
      await t.db
        .updateTable('denuncias')
        .set({ status: 'concluida', encerrada_em: new Date(Date.now() - dias * DIA).toISOString() })
        .where('id', '=', id)
        .execute();
    }
    const r = rodarCli(t, ['aplicar-retencao'], { OUVIDORIA_RETENCAO_DIAS: '2' });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('ouvidoria: denuncias 1');
    const restantes = await t.db.selectFrom('denuncias').select('id').execute();
    expect(restantes.map((d) => d.id)).toEqual([dentro.id]);

    const antigo = rodarCli(t, ['eliminar-denuncias-vencidas'], { OUVIDORIA_RETENCAO_DIAS: '1' });
    expect(antigo.status).toBe(1);
    expect(antigo.stderr).toContain('Comando desconhecido: eliminar-denuncias-vencidas');
    expect((await t.db.selectFrom('denuncias').select('id').execute()).length).toBe(1);
  });
});
