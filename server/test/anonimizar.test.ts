/**
 * Anonymising a former employee: POST /api/users/{id}/anonimizar (docs/product/privacidade.md,
 * "Anonimização"), played as the adversary. A person with every kind of data the portal keeps
 * (as "Meus dados" seeds it, plus their work as staff) is deactivated and anonymised; then every
 * table and column of the database and every file under DATA_DIR is searched for their name,
 * login and e-mail, which only the audit log may still hold (LGPD art. 16, I). Driven by the
 * registry (server/core/dados-pessoais.ts): the seeding must reach every personal table the
 * registry anonymises, so a feature that declares a new one fails here until it is seeded.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tiposDoCanal, type TipoDeAviso } from '../../common/schemas/avisos.js';
import { fold } from '../../common/text.js';
import { AUDIT_ACTIONS } from '../../common/auditoria.js';
import { titularidadeDe } from '../core/dados-pessoais.js';
import { now } from '../db/index.js';
import { createTestApp, tabelasDoBanco, type TestApp } from './app.js';
import {
  buildAtendimento,
  buildMensagem,
  buildUser,
  DEFAULT_PASSWORD,
  type BuiltUser,
} from './factories.js';
import { multipart, realPng } from './file-fixtures.js';
import { edit, USUARIOS_TEST_LIMITS, usuariosHelpers } from './usuarios.js';
import { gravarInscricao } from '../features/avisos/repository.js';
import { gravarPreferencias } from '../features/avisos/preferencias.js';
import { insertAvaliacao } from '../features/atendimentos/repository.js';
import { POLICY_MESSAGES as M } from '../features/usuarios/policy.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ limits: USUARIOS_TEST_LIMITS });
});
afterEach(() => t.close());
const { call, login, row, audits } = usuariosHelpers(() => t);

const NOME = 'Heloísa Titular Distinta';
const LOGIN = 'heloisa.titular';
const EMAIL = 'heloisa.distinta@exemplo.test';

const anonimizar = (id: number, auth?: { authorization: string }) =>
  call('POST', `/api/users/${id}/anonimizar`, auth);

/** The session id a token carries. */
function sessaoDe(u: BuiltUser): string {
  const payload = JSON.parse(Buffer.from(u.token.split('.')[1]!, 'base64url').toString());
  return payload.sid as string;
}

/** A person (RH) with every kind of data, as owner of a ticket and as the help desk's staff. */
async function semear() {
  const admin = await buildUser(t, { role: 'admin', nome: 'Administradora Ativa' });
  const pessoa = await buildUser(t, { role: 'rh', nome: NOME, login: LOGIN, email: EMAIL });
  const id = pessoa.user.id;
  // two-factor sign-in on, with recovery codes, and a login waiting for its code
  await t.db
    .updateTable('users')
    .set({ mfa_segredo: 'SEGREDO-2FA-DISTINTO', mfa_ativo: 1 })
    .where('id', '=', id)
    .execute();
  await t.db
    .insertInto('codigos_recuperacao')
    .values({ usuario_id: id, codigo_hash: 'HASH-CODIGO', usado_em: null, criado_em: now() })
    .execute();
  await t.db
    .insertInto('desafios_login')
    .values({
      desafio_hash: 'DESAFIO-DISTINTO',
      usuario_id: id,
      token_version: 0,
      expira_em: new Date(Date.now() + 300_000).toISOString(),
      usado_em: null,
    })
    .execute();
  // a passkey, and a challenge to add another
  await t.db
    .insertInto('passkeys')
    .values({
      usuario_id: id,
      credencial_id: 'CREDENCIAL-DISTINTA',
      chave_publica: 'CHAVE-DISTINTA',
      contador: 0,
      transportes: null,
      nome: 'Chrome no Android',
      criado_em: now(),
      ultimo_uso_em: null,
    })
    .execute();
  await t.db
    .insertInto('desafios_passkey')
    .values({
      desafio_hash: 'DESAFIO-PASSKEY-DISTINTO',
      tipo: 'registro',
      usuario_id: id,
      expira_em: new Date(Date.now() + 300_000).toISOString(),
      usado_em: null,
    })
    .execute();
  // a wrong password: counted by their login
  expect((await login(LOGIN, 'SenhaErrada999')).statusCode).toBe(401);
  // a push subscription with a notice waiting for it, a notice turned off, an e-mail notice
  const inscricao = await gravarInscricao(t.db, {
    usuario_id: id,
    sessao_id: sessaoDe(pessoa),
    endpoint: 'https://push.exemplo.test/envio/ENDPOINT-DISTINTO',
    p256dh: 'P256DH-DISTINTO',
    auth: 'AUTH-DISTINTO',
    aparelho: 'Chrome no Android',
  });
  await t.db
    .insertInto('avisos_push')
    .values({
      inscricao_id: inscricao,
      tipo: 'atendimento_resposta',
      topico: 'atendimento:1',
      url: '/atendimento/1',
      criado_em: now(),
      proxima_tentativa_em: now(),
      reservado_ate: null,
      enviado_em: null,
      desistido_em: null,
    })
    .execute();
  const tipo = tiposDoCanal('rh', 'email')[0]!;
  const desligar: Partial<Record<TipoDeAviso, boolean>> = { [tipo]: false };
  expect(await gravarPreferencias(t.db, { id, role: 'rh' }, { email: desligar })).toBe(true);
  await t.db
    .insertInto('avisos_email')
    .values({
      tipo,
      usuario_id: id,
      assunto: `Olá, ${NOME}`,
      texto: `Aviso para ${EMAIL}`,
      criado_em: now(),
      proxima_tentativa_em: now(),
      reservado_ate: null,
      enviado_em: null,
      desistido_em: null,
    })
    .execute();
  // the claim of a training reminder already sent to them
  await t.db
    .insertInto('treinamento_lembretes')
    .values({ usuario_id: id, vencimento: '2027-01-10', criado_em: now() })
    .execute();
  // their own ticket, a message sent with a repeat key, a file, a rating
  const aberto = await t.app.inject({
    method: 'POST',
    url: '/api/atendimentos',
    headers: pessoa.auth,
  });
  expect(aberto.statusCode).toBe(201);
  const seuId = (aberto.json() as { atendimentoId: number }).atendimentoId;
  const enviada = await t.app.inject({
    method: 'POST',
    url: `/api/atendimentos/${seuId}/mensagens`,
    headers: { ...pessoa.auth, 'idempotency-key': 'chave-da-titular-0001' },
    payload: { mensagem: 'Minha impressora não liga' },
  });
  expect(enviada.statusCode).toBe(201);
  const arquivo = multipart(await realPng(), 'foto-da-impressora.png');
  const up = await t.app.inject({
    method: 'POST',
    url: `/api/atendimentos/${seuId}/upload`,
    headers: { ...pessoa.auth, ...arquivo.headers },
    payload: arquivo.payload,
  });
  expect(up.statusCode).toBe(201);
  await insertAvaliacao(t.db, { atendimentoId: seuId, nota: 4, comentario: 'Bom atendimento' });
  // as staff: responsible for someone else's ticket, answering it, with an internal note
  const outro = await buildAtendimento(t);
  await t.db
    .updateTable('atendimentos')
    .set({ responsavel_id: id })
    .where('id', '=', outro.ticket.id)
    .execute();
  await buildMensagem(t, { atendimento: outro, autor: pessoa, mensagem: 'Resposta da equipe' });
  const nota = await t.app.inject({
    method: 'POST',
    url: `/api/atendimentos/${outro.ticket.id}/notas`,
    headers: pessoa.auth,
    payload: { texto: 'Nota interna da equipe' },
  });
  expect(nota.statusCode).toBe(201);
  return { admin, pessoa, seuId, outro };
}

/** Deactivates the person as an admin would, before anonymising. */
async function desativar(admin: BuiltUser, pessoa: BuiltUser) {
  const res = await call('PATCH', `/api/users/${pessoa.user.id}`, admin.auth, {
    ...edit(pessoa.user),
    status_usuario: 'inativo',
  });
  expect(res.statusCode).toBe(200);
}

/** Every table and column where one of the strings appears, ignoring case. */
async function ondeAparece(textos: readonly string[]): Promise<string[]> {
  const procurados = textos.map((s) => s.toLowerCase());
  const achados = new Set<string>();
  for (const tabela of await tabelasDoBanco(t.db)) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(tabela)}`.execute(
      t.db,
    );
    for (const r of rows) {
      for (const [coluna, v] of Object.entries(r)) {
        if (v === null || v === undefined) continue;
        const texto = (Buffer.isBuffer(v) ? v.toString('latin1') : String(v)).toLowerCase();
        for (const p of procurados) if (texto.includes(p)) achados.add(`${tabela}.${coluna}`);
      }
    }
  }
  return [...achados].sort();
}

/** Every file under DATA_DIR (but the SQLite database, searched row by row) holding a string. */
function arquivosCom(textos: readonly string[]): string[] {
  const out: string[] = [];
  const andar = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) andar(p);
      else if (!/^portal\.db(-wal|-shm|-journal)?$/.test(e.name)) {
        const texto = fs.readFileSync(p).toString('utf8').toLowerCase();
        if (textos.some((s) => texto.includes(s.toLowerCase()))) out.push(p);
      }
    }
  };
  andar(t.dataDir);
  return out;
}

describe('POST /api/users/{id}/anonimizar', () => {
  it('only an admin: rh and colaborador are refused, and nothing changes', async () => {
    const rh = await buildUser(t, { role: 'rh' });
    const colab = await buildUser(t, { role: 'colaborador' });
    const alvo = await buildUser(t, { status: 'inativo', nome: 'Alvo Inativo' });
    expect((await anonimizar(alvo.user.id)).statusCode).toBe(401);
    expect((await anonimizar(alvo.user.id, rh.auth)).statusCode).toBe(403);
    expect((await anonimizar(alvo.user.id, colab.auth)).statusCode).toBe(403);
    expect((await row(alvo.user.id))?.nome).toBe('Alvo Inativo');
    expect(await audits(AUDIT_ACTIONS.usuarioAnonimizado)).toEqual([]);
  });

  it('404 for an unknown id; 409 in Portuguese for an active account, which stays as it was', async () => {
    const admin = await buildUser(t, { role: 'admin' });
    const ativo = await buildUser(t, { nome: 'Pessoa Ativa' });
    expect((await anonimizar(999_999, admin.auth)).statusCode).toBe(404);
    const res = await anonimizar(ativo.user.id, admin.auth);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(M.anonimizarAtiva);
    expect((await row(ativo.user.id))?.nome).toBe('Pessoa Ativa');
    // the account keeps working
    expect((await login(ativo.user.login, DEFAULT_PASSWORD)).statusCode).toBe(200);
  });

  it('leaves the name, login and e-mail only in the audit log, keeping the id', async () => {
    const { admin, pessoa, seuId, outro } = await semear();
    const id = pessoa.user.id;
    const procurados = [NOME, fold(NOME), LOGIN, EMAIL];

    // the seeding reaches every table the registry anonymises (a new one must be seeded here)
    const vazias: string[] = [];
    for (const d of t.app.ctx.dadosPessoais.tabelas.values()) {
      if (d.tipo !== 'pessoal' || d.anonimizacao.como === 'manter') continue;
      const por = titularidadeDe(d)!;
      const q =
        typeof por === 'string'
          ? sql<{
              n: number;
            }>`select count(*) as n from ${sql.table(d.tabela)} where ${sql.ref(por)} = ${id}`
          : sql<{ n: number }>`select count(*) as n from ${sql.table(d.tabela)}`;
      const { rows } = await q.execute(t.db);
      if (Number(rows[0]!.n) === 0) vazias.push(d.tabela);
    }
    expect(vazias).toEqual([]);
    // and the search sees them before
    const antes = await ondeAparece(procurados);
    expect(antes).toEqual(
      expect.arrayContaining([
        'users.nome',
        'users.email',
        'users.login',
        'atendimentos.usuario_nome',
        'atendimentos.usuario_nome_busca',
        'atendimento_notas.autor_nome',
        'avisos_email.assunto',
        'login_throttle.chave',
        'audit_log.usuario_nome',
      ]),
    );

    await desativar(admin, pessoa);
    const res = await anonimizar(id, admin.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      nome: `Ex-colaborador #${id}`,
      login: `ex-${id}`,
      email: null,
      status_usuario: 'inativo',
      anonimizado: true,
    });

    const depois = await ondeAparece(procurados);
    expect(depois.length).toBeGreaterThan(0);
    expect(depois.filter((c) => !c.startsWith('audit_log.'))).toEqual([]);
    expect(arquivosCom(procurados)).toEqual([]);

    // the two-factor data, sessions, subscriptions, choices, notices and repeat keys are gone
    const conta = await row(id);
    expect(conta).toMatchObject({ mfa_segredo: null, mfa_ativo: 0, login_normalizado: `ex-${id}` });
    for (const tabela of [
      'codigos_recuperacao',
      'desafios_login',
      'sessoes',
      'push_inscricoes',
      'avisos_desligados',
      'avisos_email',
      'idempotencia',
    ] as const) {
      const { rows } = await sql<{
        n: number;
      }>`select count(*) as n from ${sql.table(tabela)} where usuario_id = ${id}`.execute(t.db);
      expect([tabela, Number(rows[0]!.n)]).toEqual([tabela, 0]);
    }
    expect(await t.db.selectFrom('avisos_push').selectAll().execute()).toEqual([]);
    // the tickets stay, and show the new name: as owner, as responsible, as a note's author
    const ticket = await t.db
      .selectFrom('atendimentos')
      .selectAll()
      .where('id', '=', seuId)
      .executeTakeFirstOrThrow();
    expect(ticket.usuario_nome).toBe(`Ex-colaborador #${id}`);
    expect(ticket.usuario_id).toBe(id);
    expect((await t.db.selectFrom('arquivos').selectAll().execute()).length).toBeGreaterThan(0);
    const staff = await buildUser(t, { role: 'admin' });
    const lista = await call('GET', '/api/atendimentos', staff.auth);
    expect(lista.statusCode).toBe(200);
    expect(lista.body).toContain(`Ex-colaborador #${id}`);
    expect(lista.body).not.toContain(NOME);
    const visto = await call('GET', `/api/atendimentos/${outro.ticket.id}`, staff.auth);
    expect(visto.json()).toMatchObject({ responsavel_nome: `Ex-colaborador #${id}` });
    const notas = await call('GET', `/api/atendimentos/${outro.ticket.id}/notas`, staff.auth);
    expect(notas.json()).toEqual([
      expect.objectContaining({ autor_nome: `Ex-colaborador #${id}` }),
    ]);

    // audited by id, naming no one; the older entries keep what they recorded
    const [entrada] = await audits(AUDIT_ACTIONS.usuarioAnonimizado);
    expect(entrada).toMatchObject({ detalhes: `Anonimizou a conta #${id}` });
    expect(entrada!.usuario_id).toBe(admin.user.id);
    const doLogin = await audits(AUDIT_ACTIONS.loginFalhou);
    expect(doLogin.some((a) => a.usuario_nome === NOME)).toBe(true);
  });

  it('the account opens no more, by any way, and is not changed again', async () => {
    const { admin, pessoa } = await semear();
    const id = pessoa.user.id;
    await desativar(admin, pessoa);
    expect((await anonimizar(id, admin.auth)).statusCode).toBe(200);
    // the old token, the old login, the new login: none opens it
    expect((await call('GET', '/api/me', pessoa.auth)).statusCode).toBe(401);
    expect((await login(LOGIN, DEFAULT_PASSWORD)).statusCode).toBe(401);
    expect((await login(`ex-${id}`, DEFAULT_PASSWORD)).statusCode).toBe(401);
    expect((await login(`ex-${id}`, '!anonimizada')).statusCode).toBe(401);
    // no reactivation, no edit, no new password, no second anonymisation
    const reativar = await call('PATCH', `/api/users/${id}`, admin.auth, {
      nome: 'Outro Nome',
      login: `ex-${id}`,
      role: 'rh',
      status_usuario: 'ativo',
    });
    expect(reativar.statusCode).toBe(409);
    expect(reativar.json().error).toBe(M.anonimizada);
    const senha = await call('PATCH', `/api/users/${id}/password`, admin.auth, {
      password: 'NovaSenha12345',
    });
    expect(senha.statusCode).toBe(409);
    const deNovo = await anonimizar(id, admin.auth);
    expect(deNovo.statusCode).toBe(409);
    expect(deNovo.json().error).toBe(M.anonimizada);
    expect(await row(id)).toMatchObject({
      nome: `Ex-colaborador #${id}`,
      status_usuario: 'inativo',
      senha_hash: '!anonimizada',
    });
    // the user list shows it as anonymised
    const lista = await call('GET', '/api/users', admin.auth);
    expect(lista.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ id, anonimizado: true })]),
    );
  });

  it('409 when another account already has the login ex-id', async () => {
    const admin = await buildUser(t, { role: 'admin' });
    const alvo = await buildUser(t, { status: 'inativo', nome: 'Alvo' });
    await buildUser(t, { login: `ex-${alvo.user.id}` });
    const res = await anonimizar(alvo.user.id, admin.auth);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatch(/já é de outra conta/);
    expect((await row(alvo.user.id))?.nome).toBe('Alvo');
  });
});
