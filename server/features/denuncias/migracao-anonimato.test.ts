/**
 * Migration 0017 cleans what the code before it stored (docs/product/ouvidoria-ameacas.md): the
 * exact time of a reporter's evidence bytes, the name their phone gave it, sequential ids in the
 * tables a reporter shares with staff, the wrong-key table, and the reporter routes' counts in
 * the shared limits table; a case's audit entries take its exclusions.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../db/index.js';
import { comCatalogoEstavel } from '../../test/app.js';
import { bancoEm } from '../../test/banco-em.js';

describe('migration 0017', () => {
  it("rounds the evidence's stored time, renames it, gives random ids and keeps the case's order", async () => {
    const h = await bancoEm('0016_auditoria_cadeia');
    const db = h.db as unknown as import('kysely').Kysely<Record<string, Record<string, unknown>>>;
    const caso = await sql<{ id: number }>`
      insert into denuncias (nome, categoria, descricao, anonimato, criado_em, protocolo, chave_hash,
        status, excluir_papeis)
      values (null, 'Fraude', 'x', 1, ${'2026-11-26T02:00:00.000Z'}, 'ABCDEFGHJK', 'h', 'recebida', ',rh,')
      returning id`.execute(db);
    const id = caso.rows[0]!.id;
    const nome = `${'a'.repeat(32)}.jpg`;
    await sql`insert into arquivos_armazenados (nome, content_type, tamanho, conteudo, criado_em)
      values (${nome}, 'image/jpeg', 3, ${Buffer.from('abc')}, ${'2026-11-26T02:45:12.345Z'})`.execute(
      db,
    );
    const msg = (autor: string, em: string, texto: string) =>
      sql`insert into denuncia_mensagens (denuncia_id, autor, autor_id, texto, enviado_em)
        values (${id}, ${autor}, null, ${texto}, ${em})`.execute(db);
    await msg('ouvidoria', '2026-11-26T02:39:00.000Z', 'primeira da equipe');
    await msg('denunciante', '2026-11-26T02:00:00.000Z', 'do denunciante 1');
    await msg('denunciante', '2026-11-26T02:00:00.000Z', 'do denunciante 2');
    await sql`insert into denuncia_anexos (denuncia_id, autor, nome_original, nome_armazenado,
      content_type, tamanho, enviado_em)
      values (${id}, 'denunciante', 'IMG_20261126_024512.jpg', ${nome}, 'image/jpeg', 3,
        ${'2026-11-26T02:00:00.000Z'})`.execute(db);
    await sql`insert into denuncia_tentativas (protocolo, falhas, janela_inicio)
      values ('ABCDEFGHJK', 1, ${'2026-11-26T02:51:07.001Z'})`.execute(db);
    await sql`insert into audit_log (data_hora, usuario_id, usuario_nome, login, acao, detalhes)
      values (${'2026-11-26T03:00:00.000Z'}, null, 'Clara', 'clara', 'leitura_denuncia',
        ${`Consultou a denúncia #${id}.`})`.execute(db);

    await comCatalogoEstavel(() => migrate(h));

    const arquivo = await sql<{ criado_em: string }>`
      select criado_em from arquivos_armazenados where nome = ${nome}`.execute(db);
    expect(new Date(arquivo.rows[0]!.criado_em).toISOString()).toBe('2026-11-26T02:00:00.000Z');
    const anexo = await sql<{ nome_original: string; id: number }>`
      select nome_original, id from denuncia_anexos`.execute(db);
    expect(anexo.rows[0]!.nome_original).toBe('anexo-1.jpg');
    expect(Number(anexo.rows[0]!.id)).toBeGreaterThan(2 ** 20);
    const msgs = await sql<{ id: number; texto: string; ordem: number }>`
      select id, texto, ordem from denuncia_mensagens order by enviado_em, ordem`.execute(db);
    expect(msgs.rows.map((m) => [m.texto, Number(m.ordem)])).toEqual([
      ['do denunciante 1', 1],
      ['do denunciante 2', 2],
      ['primeira da equipe', 0],
    ]);
    for (const m of msgs.rows) expect(Number(m.id)).toBeGreaterThan(2 ** 20);
    const tentativas = await sql`select count(*) from denuncia_tentativas`.execute(db).then(
      () => 'existe',
      () => 'não existe',
    );
    expect(tentativas).toBe('não existe');
    const audit = await sql<{ excluir_papeis: string | null }>`
      select excluir_papeis from audit_log where acao = 'leitura_denuncia'`.execute(db);
    expect(audit.rows[0]!.excluir_papeis).toBe(',rh,');
  });
});
