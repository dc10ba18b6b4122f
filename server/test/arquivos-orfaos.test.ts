/**
 * Stored bytes nothing refers to (docs/product/operacao.md, "Arquivos órfãos"): a chat file is
 * stored in its message's transaction, so a process killed half-way leaves nothing behind; and
 * the bytes an older kill (or the Ouvidoria's evidence, stored before its row) left are swept once
 * a day old, whatever refers to a file kept.
 */
import pg from 'pg';
import { idAleatorio } from '../lib/ids.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, usingPostgres, type TestApp } from './app.js';
import { buildDenuncia, buildUser } from './factories.js';
import { multipart, realPng } from './file-fixtures.js';
import { storeFile } from '../lib/files.js';
import { apagarArquivosOrfaos, CARENCIA_ORFAOS_MS } from '../core/arquivos-orfaos.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const armazenados = async () =>
  (await t.db.selectFrom('arquivos_armazenados').select('nome').orderBy('nome').execute()).map(
    (r) => r.nome,
  );

async function enviarFoto() {
  const dono = await buildUser(t);
  const id = (
    await t.app.inject({ method: 'POST', url: '/api/atendimentos', headers: dono.auth })
  ).json().atendimentoId as number;
  const body = multipart(await realPng(400, 300), 'foto.png');
  return t.app.inject({
    method: 'POST',
    url: `/api/atendimentos/${id}/upload`,
    headers: { ...dono.auth, ...body.headers },
    payload: body.payload,
  });
}

describe.runIf(usingPostgres())('a chat file and its message', () => {
  it('are committed together: while the message waits, its bytes are not stored on their own', async () => {
    // another session holds the messages' table: the upload stops right before its message,
    // where a kill used to leave the file's bytes behind
    const outra = new pg.Client({ connectionString: t.databaseUrl });
    await outra.connect();
    try {
      const tabela = 'mensagens';
      await outra.query('begin');
      await outra.query(`lock table ${tabela} in exclusive mode`);
      const envio = enviarFoto();
      const esperando = async () =>
        Number(
          (
            await outra.query<{ n: string }>(
              'select count(*) as n from pg_locks where not granted and relation = $1::regclass',
              [tabela],
            )
          ).rows[0]!.n,
        );
      await expect.poll(esperando, { timeout: 10_000 }).toBeGreaterThan(0);
      expect(await armazenados()).toEqual([]);
      await outra.query('commit');
      expect((await envio).statusCode).toBe(201);
      // the photo and its thumbnail
      expect(await armazenados()).toHaveLength(2);
    } finally {
      await outra.end();
    }
  });
});

describe('the orphan sweep', () => {
  it('erases the bytes nothing refers to once a day old; chat files, thumbnails, evidence and fresh uploads stay', async () => {
    expect((await enviarFoto()).statusCode).toBe(201);
    const doChat = await armazenados();
    expect(doChat).toHaveLength(2);
    const caso = await buildDenuncia(t);
    const png = await realPng();
    const evidencia = await storeFile(t.db, png, 'png', 'image/png');
    await t.db
      .insertInto('denuncia_anexos')
      .values({
        id: idAleatorio(),
        denuncia_id: caso.id,
        autor: 'denunciante',
        nome_original: 'anexo-1.png',
        nome_armazenado: evidencia,
        content_type: 'image/png',
        tamanho: png.length,
        enviado_em: caso.criado_em,
      })
      .execute();
    const orfao = await storeFile(t.db, png, 'png', 'image/png');
    // everything stored so far is two days old; then an upload still in flight
    const anteontem = new Date(Date.now() - 2 * CARENCIA_ORFAOS_MS).toISOString();
    await t.db.updateTable('arquivos_armazenados').set({ criado_em: anteontem }).execute();
    const emVoo = await storeFile(t.db, png, 'png', 'image/png');

    expect(await apagarArquivosOrfaos(t.db)).toBe(1);
    const ficaram = await armazenados();
    expect(ficaram).not.toContain(orfao);
    expect(ficaram).toEqual([...doChat, evidencia, emVoo].sort());
    // a day later, the upload that never got its row goes too
    expect(await apagarArquivosOrfaos(t.db, Date.now() + 2 * CARENCIA_ORFAOS_MS)).toBe(1);
    expect(await armazenados()).toEqual([...doChat, evidencia].sort());
  });
});
