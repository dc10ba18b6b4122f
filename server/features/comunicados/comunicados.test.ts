/**
 * Notifying the people affected by a security incident (docs/product/incidentes.md,
 * "Comunicados"): the chosen people see the notice on the portal and no one else does, each
 * dismisses their own and it stays dismissed, an e-mail and a push go out when configured (the
 * push with its fixed title only), and "Meus dados" lists what a person received.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TITULO_DO_COMUNICADO } from '../../../common/schemas/incidentes.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { buildUser, type BuiltUser } from '../../test/factories.js';
import { servicoPush, type Navegador } from '../../test/servico-push.js';

let t: TestApp;
let servico: Awaited<ReturnType<typeof servicoPush>>;
beforeAll(async () => {
  servico = await servicoPush();
  t = await createTestApp({
    env: {
      // nothing listens there: the e-mail stays queued, which is what is checked
      SMTP_URL: 'smtp://127.0.0.1:9',
      SMTP_FROM: 'Portal <portal@fazenda.test>',
      PUBLIC_URL: 'https://portal.fazenda.test/',
      PUSH_SERVICOS: servico.origem,
      VAPID_SUBJECT: 'mailto:ti@fazenda.test',
    },
  });
});
afterAll(async () => {
  await t.close();
  await servico.close();
});

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, u: BuiltUser | undefined, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: u ? u.auth : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function novoIncidente(admin: BuiltUser): Promise<number> {
  const res = await call('POST', '/api/admin/incidentes', admin, {
    descricao: 'Descrição interna do incidente: servidor de arquivos com pasta pública',
    ocorrido_em: new Date(Date.now() - 86_400_000).toISOString(),
    ciencia_em: new Date(Date.now() - 3_600_000).toISOString(),
    dados_afetados: 'Holerites',
    titulares_estimados: 3,
    medidas: 'Pasta fechada',
  });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

const pendentes = async (u: BuiltUser) => {
  const res = await call('GET', '/api/me/comunicados', u);
  expect(res.statusCode).toBe(200);
  return res.json<{ id: number; titulo: string; texto: string; criado_em: string }[]>();
};

describe('/api/me/comunicados', () => {
  it('401 without a session', async () => {
    expect((await call('GET', '/api/me/comunicados', undefined)).statusCode).toBe(401);
    expect((await call('POST', '/api/me/comunicados/1/ciente', undefined)).statusCode).toBe(401);
  });

  it('the chosen people see the notice, others do not; each dismisses their own, and it sticks', async () => {
    const admin = await buildUser(t, { role: 'admin' });
    const ana = await buildUser(t);
    const bia = await buildUser(t);
    const caio = await buildUser(t);
    const rh = await buildUser(t, { role: 'rh' });
    const id = await novoIncidente(admin);
    const texto =
      'Um arquivo com seu holerite ficou acessível por engano. Nenhuma ação é necessária.';
    const res = await call('POST', `/api/admin/incidentes/${id}/comunicados`, admin, {
      texto,
      para: 'usuarios',
      usuarios: [ana.user.id, bia.user.id],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ destinatarios: 2 });
    const comunicadoId = res.json().id as number;

    for (const u of [ana, bia]) {
      expect(await pendentes(u)).toEqual([
        { id: comunicadoId, titulo: TITULO_DO_COMUNICADO, texto, criado_em: expect.any(String) },
      ]);
    }
    for (const u of [caio, rh, admin]) expect(await pendentes(u)).toEqual([]);

    // someone it was not addressed to cannot dismiss it (nor learn that it exists)
    const alheio = await call('POST', `/api/me/comunicados/${comunicadoId}/ciente`, caio);
    expect(alheio.statusCode).toBe(404);
    expect(alheio.json().error).toBe('Comunicado não encontrado.');
    const inexistente = await call('POST', '/api/me/comunicados/999999/ciente', ana);
    expect(inexistente.statusCode).toBe(404);
    expect((await call('POST', '/api/me/comunicados/abc/ciente', ana)).statusCode).toBe(400);

    const ciente = await call('POST', `/api/me/comunicados/${comunicadoId}/ciente`, ana);
    expect(ciente.statusCode).toBe(204);
    expect(await pendentes(ana)).toEqual([]);
    expect(await pendentes(bia)).toHaveLength(1);
    // dismissing again changes nothing: the first dismissal is the one kept
    const primeira = await t.db
      .selectFrom('comunicados_destinatarios')
      .select('ciente_em')
      .where('usuario_id', '=', ana.user.id)
      .executeTakeFirstOrThrow();
    await sleep(5);
    expect((await call('POST', `/api/me/comunicados/${comunicadoId}/ciente`, ana)).statusCode).toBe(
      204,
    );
    const depois = await t.db
      .selectFrom('comunicados_destinatarios')
      .select('ciente_em')
      .where('usuario_id', '=', ana.user.id)
      .executeTakeFirstOrThrow();
    expect(depois.ciente_em).toBe(primeira.ciente_em);
    expect(await pendentes(ana)).toEqual([]);

    const detalhe = (await call('GET', `/api/admin/incidentes/${id}`, admin)).json();
    expect(detalhe.comunicados).toEqual([
      { id: comunicadoId, texto, criado_em: expect.any(String), destinatarios: 2, cientes: 1 },
    ]);

    // "Meus dados": what Ana received and when she dismissed it; Caio received nothing
    const dadosAna = (await call('GET', '/api/me/dados', ana)).json();
    expect(dadosAna.comunicados.recebidos).toEqual([
      {
        titulo: TITULO_DO_COMUNICADO,
        texto,
        recebido_em: expect.any(String),
        ciente_em: expect.any(String),
      },
    ]);
    expect((await call('GET', '/api/me/dados', caio)).json().comunicados).toEqual({
      recebidos: [],
    });
    // the internal description is not in anyone's data
    expect(JSON.stringify(dadosAna)).not.toContain('Descrição interna');
  });

  it('by role reaches the active accounts of those roles only; everyone reaches every active account', async () => {
    const admin = await buildUser(t, { role: 'admin' });
    const rh = await buildUser(t, { role: 'rh' });
    const col = await buildUser(t);
    const inativo = await buildUser(t, { role: 'rh', status: 'inativo' });
    const id = await novoIncidente(admin);
    const porPapel = await call('POST', `/api/admin/incidentes/${id}/comunicados`, admin, {
      texto: 'Aviso ao RH',
      para: 'papeis',
      papeis: ['rh'],
    });
    expect(porPapel.statusCode).toBe(201);
    const idRh = porPapel.json().id as number;
    expect((await pendentes(rh)).map((c) => c.id)).toContain(idRh);
    expect((await pendentes(col)).map((c) => c.id)).not.toContain(idRh);
    const doInativo = await t.db
      .selectFrom('comunicados_destinatarios')
      .select('usuario_id')
      .where('usuario_id', '=', inativo.user.id)
      .execute();
    expect(doInativo).toEqual([]);

    const todos = await call('POST', `/api/admin/incidentes/${id}/comunicados`, admin, {
      texto: 'Aviso a todos',
      para: 'todos',
    });
    const ativos = await t.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('status_usuario', '=', 'ativo')
      .executeTakeFirstOrThrow();
    expect(todos.json().destinatarios).toBe(Number(ativos.n));
    expect((await pendentes(col)).map((c) => c.id)).toContain(todos.json().id);
  });

  it('400 in Portuguese for a bad choice of people, an inactive or unknown person, or no text', async () => {
    const admin = await buildUser(t, { role: 'admin' });
    const inativo = await buildUser(t, { status: 'inativo' });
    const id = await novoIncidente(admin);
    const antes = await t.db.selectFrom('comunicados').select('id').execute();
    const casos: [unknown, RegExp][] = [
      [{ para: 'todos' }, /^Escreva o texto do comunicado\.$/],
      [{ texto: 'x', para: 'alguns' }, /^Escolha para quem comunicar/],
      [{ texto: 'x' }, /^Escolha para quem comunicar/],
      [{ texto: 'x', para: 'papeis', papeis: [] }, /^Escolha ao menos um papel\.$/],
      [{ texto: 'x', para: 'papeis', papeis: ['gerente'] }, /^Papel inválido\.$/],
      [{ texto: 'x', para: 'usuarios', usuarios: [] }, /^Escolha ao menos uma pessoa\.$/],
      [{ texto: 'x', para: 'usuarios', usuarios: [inativo.user.id] }, /não existe ou está inativa/],
      [
        { texto: 'x', para: 'usuarios', usuarios: [admin.user.id, 999999] },
        /não existe ou está inativa/,
      ],
      [{ texto: 'x'.repeat(4001), para: 'todos' }, /no máximo 4000 caracteres/],
    ];
    for (const [body, msg] of casos) {
      const res = await call('POST', `/api/admin/incidentes/${id}/comunicados`, admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toMatch(msg);
    }
    const semIncidente = await call('POST', '/api/admin/incidentes/999999/comunicados', admin, {
      texto: 'x',
      para: 'todos',
    });
    expect(semIncidente.statusCode).toBe(404);
    expect(await t.db.selectFrom('comunicados').select('id').execute()).toEqual(antes);
  });

  it('an e-mail is queued for those with an address, and a push with the fixed title only', async () => {
    const admin = await buildUser(t, { role: 'admin' });
    const ana = await buildUser(t, { email: 'ana@fazenda.test' });
    const bia = await buildUser(t);
    const n: Navegador = servico.navegador();
    const inscricao = await t.app.inject({
      method: 'POST',
      url: '/api/push/inscricoes',
      headers: bia.auth,
      payload: n.inscricao,
    });
    expect(inscricao.statusCode).toBe(201);
    const id = await novoIncidente(admin);
    const texto = 'Texto sigiloso para as pessoas afetadas: troque a senha do e-mail.';
    const res = await call('POST', `/api/admin/incidentes/${id}/comunicados`, admin, {
      texto,
      para: 'usuarios',
      usuarios: [ana.user.id, bia.user.id],
    });
    expect(res.statusCode).toBe(201);

    const emails = await t.db
      .selectFrom('avisos_email')
      .select(['usuario_id', 'tipo', 'assunto', 'texto'])
      .where('tipo', '=', 'incidente_de_seguranca')
      .execute();
    expect(emails).toEqual([
      {
        usuario_id: ana.user.id,
        tipo: 'incidente_de_seguranca',
        assunto: TITULO_DO_COMUNICADO,
        texto: expect.stringContaining('https://portal.fazenda.test/portal'),
      },
    ]);
    expect(emails[0]!.texto).not.toContain('sigiloso');

    for (let i = 0; i < 100 && servico.para(n).length < 1; i++) await sleep(20);
    const [r] = servico.para(n);
    expect(r).toBeDefined();
    expect(JSON.parse(n.ler(r!))).toEqual({
      tipo: 'incidente_de_seguranca',
      titulo: 'Novo comunicado da empresa',
      url: '/portal',
    });
  });
});
