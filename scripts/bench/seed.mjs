// Seeds a fresh database for the benchmark through the built code's own migrations:
// `employees` colaboradores, each with a closed ticket and an open one holding `messages`
// messages (every tenth a file), a few staff users, and one real argon2id password for all,
// so that logins do the real work.
import crypto from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const PASSWORD = 'SenhaForte123';

/** Rows of `users` for the benchmarks: active, password already chosen, created at `em`. */
export function usuarioDeBench(senha_hash, em) {
  const ts = em.toISOString();
  return (login, nome, role) => ({
    nome,
    login,
    login_normalizado: login,
    senha_hash,
    role,
    status_usuario: 'ativo',
    primeiro_login: 0,
    criado_em: ts,
    atualizado_em: ts,
  });
}

export async function seed({ dist, dataDir, databaseUrl, employees, staff, messages }) {
  const load = (rel) => import(pathToFileURL(path.join(dist, rel)).href);
  const { openDatabase, migrate } = await load('server/db/index.js');
  const { hashPassword } = await load('server/lib/password-hashing.js');
  const handle = openDatabase({ dataDir, databaseUrl });
  await migrate(handle);
  const ts = new Date(Date.now() - 3_600_000);
  const user = usuarioDeBench(await hashPassword(PASSWORD), ts);
  const out = { employees: [], staff: [] };
  await handle.db.transaction().execute(async (trx) => {
    for (let s = 1; s <= staff; s++) {
      const row = await trx
        .insertInto('users')
        .values(user(`suporte${s}`, `Suporte ${s}`, s === 1 ? 'admin' : 'rh'))
        .returning(['id', 'token_version'])
        .executeTakeFirstOrThrow();
      out.staff.push({ id: row.id, version: row.token_version, login: `suporte${s}` });
    }
    for (let i = 1; i <= employees; i++) {
      const login = `colaborador${i}`;
      const u = await trx
        .insertInto('users')
        .values(user(login, `Colaborador ${i}`, 'colaborador'))
        .returning(['id', 'token_version'])
        .executeTakeFirstOrThrow();
      let atendimentoId;
      for (const status of ['fechado', 'aberto']) {
        const t = await trx
          .insertInto('atendimentos')
          .values({
            usuario_id: u.id,
            usuario_nome: `Colaborador ${i}`,
            status,
            criado_em: ts.toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        atendimentoId = t.id;
      }
      const rows = [];
      for (let m = 0; m < messages; m++) {
        const fromUser = m % 2 === 0;
        const file = m % 10 === 5;
        const name = `${crypto.randomBytes(16).toString('hex')}.png`;
        rows.push({
          atendimento_id: atendimentoId,
          autor_id: fromUser ? u.id : out.staff[0].id,
          remetente: fromUser ? 'usuario' : 'suporte',
          tipo: file ? 'arquivo' : 'text',
          mensagem: file
            ? JSON.stringify({ url: `/api/arquivos/${name}`, nome: 'captura.png' })
            : `Mensagem ${m + 1}: o sistema de frotas não abre o relatório mensal desde ontem.`,
          enviado_em: ts.toISOString(),
        });
      }
      if (rows.length) await trx.insertInto('mensagens').values(rows).execute();
      out.employees.push({ id: u.id, version: u.token_version, login, atendimentoId });
    }
  });
  // every token is a session's (docs/decisions/045-sessoes.md): one device per person
  const agora = new Date().toISOString();
  const todos = [...out.staff, ...out.employees];
  for (let i = 0; i < todos.length; i += 500) {
    const lote = todos.slice(i, i + 500).map((p) => {
      p.sid = crypto.randomBytes(16).toString('base64url');
      return {
        id: p.sid,
        usuario_id: p.id,
        aparelho: 'Bench',
        criado_em: agora,
        ultimo_uso_em: agora,
      };
    });
    await handle.db.insertInto('sessoes').values(lote).execute();
  }
  await handle.close();
  return out;
}
