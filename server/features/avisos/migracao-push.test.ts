/**
 * Migration 0031 (docs/decisions/054-push-endurecido.md): a subscription the code before it
 * stored as posted, in a form the URL parser rewrites, goes with its waiting notices; a person
 * holding more than ten keeps the ten most recent; every row left has a time of last use.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../db/index.js';
import { comCatalogoEstavel } from '../../test/app.js';
import { bancoEm } from '../../test/banco-em.js';

describe('migration 0031', () => {
  it('removes endpoints not in the parser’s form and keeps ten a person', async () => {
    const h = await bancoEm('0030_auditoria_corte');
    const db = h.db as unknown as import('kysely').Kysely<Record<string, Record<string, unknown>>>;
    const t = '2026-11-20T10:00:00.000Z';
    const pessoa = async (login: string) => {
      const u = await sql<{ id: number }>`
        insert into users (nome, login, login_normalizado, senha_hash, role, status_usuario,
          primeiro_login, token_version, criado_em, atualizado_em)
        values (${login}, ${login}, ${login}, 'h', 'colaborador', 'ativo', 0, 0, ${t}, ${t})
        returning id`.execute(db);
      const id = u.rows[0]!.id;
      await sql`insert into sessoes (id, usuario_id, aparelho, criado_em, ultimo_uso_em)
        values (${`s-${login}`}, ${id}, 'Chrome no Android', ${t}, ${t})`.execute(db);
      return id;
    };
    const inscrever = async (usuario: number, login: string, endpoint: string) => {
      const r = await sql<{ id: number }>`
        insert into push_inscricoes (usuario_id, sessao_id, endpoint, p256dh, auth, aparelho, criado_em)
        values (${usuario}, ${`s-${login}`}, ${endpoint}, 'p', 'a', 'Chrome no Android', ${t})
        returning id`.execute(db);
      const id = r.rows[0]!.id;
      await sql`insert into avisos_push (inscricao_id, tipo, topico, url, criado_em, proxima_tentativa_em)
        values (${id}, 'resposta_suporte', 'x', '/atendimento', ${t}, ${t})`.execute(db);
      return id;
    };
    const ana = await pessoa('ana');
    const bia = await pessoa('bia');
    const boa = await inscrever(ana, 'ana', 'https://fcm.googleapis.com/fcm/send/boa');
    const tortas = [
      'https:/fcm.googleapis.com/fcm/send/a',
      'https:fcm.googleapis.com/fcm/send/b',
      'https://fcm.googleapis.com./fcm/send/c',
      'https://2130706433:8443/push/d',
      'HTTPS://fcm.googleapis.com/fcm/send/e',
      'https://fcm.googleapis.com/fcm/send/f\t',
    ];
    for (const e of tortas) await inscrever(ana, 'ana', e);
    const daBia: number[] = [];
    for (let i = 0; i < 12; i++) {
      daBia.push(await inscrever(bia, 'bia', `https://fcm.googleapis.com/fcm/send/bia-${i}`));
    }

    await comCatalogoEstavel(() => migrate(h));

    const linhas = await sql<{ id: number; usuario_id: number; usado_em: unknown }>`
      select id, usuario_id, usado_em from push_inscricoes order by id`.execute(db);
    const ids = linhas.rows.map((r) => Number(r.id));
    expect(ids).toEqual([boa, ...daBia.slice(2)]);
    for (const r of linhas.rows) expect(new Date(String(r.usado_em)).toISOString()).toBe(t);
    const avisos = await sql<{ inscricao_id: number }>`
      select inscricao_id from avisos_push order by inscricao_id`.execute(db);
    expect(avisos.rows.map((a) => Number(a.inscricao_id))).toEqual(ids);
  });
});
