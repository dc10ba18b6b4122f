/**
 * Migration 0024 lets the e-mail outbox hold a visitor's answer (a row with no account, naming a
 * privacy request); on SQLite the outbox is rebuilt: the e-mails already queued or sent must
 * come through whole, with their ids, and an account's e-mail still needs no request.
 */
import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../db/index.js';
import { comCatalogoEstavel } from '../../test/app.js';
import { bancoEm } from '../../test/banco-em.js';

describe('migration 0024', () => {
  it('keeps the queued and sent e-mails whole; a visitor’s answer may then be queued', async () => {
    const h = await bancoEm('0023_push');
    const db = h.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    const t = '2026-11-26T10:00:00.000Z';
    const u = await sql<{ id: number }>`
      insert into users (nome, login, login_normalizado, senha_hash, role, status_usuario,
        primeiro_login, token_version, criado_em, atualizado_em, email)
      values ('Ana', 'ana', 'ana', 'h', 'rh', 'ativo', 0, 0, ${t}, ${t}, 'ana@fazenda.test')
      returning id`.execute(db);
    const usuario = u.rows[0]!.id;
    for (const [assunto, enviado] of [
      ['Novo atendimento #1', t],
      ['Novo atendimento #2', null],
    ] as const) {
      await sql`insert into avisos_email (tipo, usuario_id, assunto, texto, criado_em, tentativas,
          proxima_tentativa_em, enviado_em)
        values ('novo_atendimento', ${usuario}, ${assunto}, 'texto', ${t}, 1, ${t}, ${enviado})`.execute(
        db,
      );
    }
    const antes = await sql`select * from avisos_email order by id`.execute(db);

    await comCatalogoEstavel(() => migrate(h));
    const depois = await sql<
      Record<string, unknown>
    >`select * from avisos_email order by id`.execute(db);
    expect(depois.rows).toEqual(
      antes.rows.map((r) => ({ ...(r as object), solicitacao_id: null })),
    );

    const s = await sql<{ id: number }>`
      insert into solicitacoes_privacidade (protocolo, nome, email, tipo, texto, criado_em, prazo,
        atualizado_em)
      values ('LGPD-AAAA-BBBB-CCCC', 'Rui', 'rui@exemplo.com.br', 'outro', 'x', ${t}, ${t}, ${t})
      returning id`.execute(db);
    await sql`insert into avisos_email (tipo, usuario_id, solicitacao_id, assunto, texto, criado_em,
        proxima_tentativa_em)
      values ('resposta_solicitacao', null, ${s.rows[0]!.id}, 'Resposta', 'texto', ${t}, ${t})`.execute(
      db,
    );
    const id = (await sql<{ id: number }>`select max(id) as id from avisos_email`.execute(db))
      .rows[0]!.id;
    expect(Number(id)).toBe(Number((depois.rows.at(-1) as { id: number }).id) + 1);
  });
});
