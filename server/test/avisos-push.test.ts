/**
 * Push notices (docs/product/avisos.md) through a push service of our own on a random loopback
 * port, over HTTPS (server/test/servico-push.ts): the gates, PUSH_SERVICOS, what a notice carries
 * on the wire (decrypted here), the VAPID signature, who gets which kind, the person's choices,
 * collapsing, a subscription the service says is gone, and once across two instances.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SERVICO_NAO_PERMITIDO } from '../../common/schemas/avisos.js';
import { createSecondInstance, createTestApp, usingPostgres, type TestApp } from './app.js';
import { buildAtendimento, buildUser, type BuiltUser } from './factories.js';
import { conferirVapid, servicoPush, type Navegador, type Recebido } from './servico-push.js';
import { anunciarHoras } from '../features/denuncias/anuncios.js';
import { mensageiroDe } from '../features/avisos/routes.js';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const HORA_MS = 60 * 60 * 1000;

let servico: Awaited<ReturnType<typeof servicoPush>>;
let t: TestApp;
const extras: TestApp[] = [];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** every instance is configured alike (a second one without the service on its list gives up) */
const envDoPush = () => ({
  PUSH_SERVICOS: servico.origem,
  VAPID_SUBJECT: 'mailto:ti@fazenda.test',
});

beforeAll(async () => {
  servico = await servicoPush();
  t = await createTestApp({ env: envDoPush() });
});
afterEach(() => {
  servico.recebidos.length = 0;
  servico.estado.status = 201;
});
afterAll(async () => {
  for (const x of extras) await x.close();
  await t.close();
  await servico.close();
});

async function inscrever(u: BuiltUser, app: TestApp = t): Promise<Navegador> {
  const n = servico.navegador();
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/push/inscricoes',
    headers: { ...u.auth, 'user-agent': ANDROID },
    payload: n.inscricao,
  });
  expect(res.statusCode).toBe(201);
  return n;
}

/** The requests for `n`, once `quantos` have arrived (and a moment more, for any extra one). */
async function esperar(n: Navegador, quantos = 1): Promise<Recebido[]> {
  for (let i = 0; i < 100 && servico.para(n).length < quantos; i++) await sleep(20);
  await sleep(150);
  return servico.para(n);
}

async function responder(staff: BuiltUser, ticketId: number, mensagem: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/atendimentos/${ticketId}/mensagens`,
    headers: staff.auth,
    payload: { mensagem },
  });
  expect(res.statusCode).toBe(201);
}

describe('push subscriptions: the gates', () => {
  it('every route asks for a signed-in person (no reporter, no stranger subscribes)', async () => {
    for (const [method, url] of [
      ['GET', '/api/push/chave'],
      ['GET', '/api/push/inscricoes'],
      ['POST', '/api/push/inscricoes'],
      ['DELETE', '/api/push/inscricoes/1'],
      ['GET', '/api/me/avisos'],
      ['PUT', '/api/me/avisos'],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('the public key is the VAPID key every instance signs with', async () => {
    const ana = await buildUser(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/push/chave', headers: ana.auth });
    expect(res.statusCode).toBe(200);
    const { chave_publica } = res.json<{ chave_publica: string }>();
    expect(Buffer.from(chave_publica, 'base64url')).toHaveLength(65);
    expect(chave_publica).toBe(t.app.ctx.push.chaves.publica);
  });

  it('an endpoint outside PUSH_SERVICOS is refused and never called; a malformed one is a 400 in Portuguese', async () => {
    const ana = await buildUser(t);
    const porta = Number(new URL(servico.origem).port);
    const fora = [
      `http://127.0.0.1:${porta}/push/x`, // not https
      `https://127.0.0.1:${porta + 1}/push/x`, // another port
      'https://169.254.169.254/latest/meta-data', // the cloud's metadata
      `https://usuario:senha@127.0.0.1:${porta}/push/x`,
      'https://fcm.googleapis.com.evil.test/push',
    ];
    for (const endpoint of fora) {
      const n = servico.navegador();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/push/inscricoes',
        headers: ana.auth,
        payload: { ...n.inscricao, endpoint },
      });
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json().error).toBe(SERVICO_NAO_PERMITIDO);
    }
    for (const payload of [
      {},
      { endpoint: 'não é url', keys: { p256dh: 'a', auth: 'b' } },
      { ...servico.navegador().inscricao, keys: { p256dh: 'curta', auth: 'x' } },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/push/inscricoes',
        headers: ana.auth,
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/inválid|Envie/);
    }
    const lista = await t.app.inject({
      method: 'GET',
      url: '/api/push/inscricoes',
      headers: ana.auth,
    });
    expect(lista.json()).toEqual([]);
    expect(servico.recebidos).toHaveLength(0);
  });

  it("one's own subscriptions are listed and removed; another's is a 404 and stays", async () => {
    const ana = await buildUser(t);
    const bia = await buildUser(t);
    await inscrever(ana);
    const lista = await t.app.inject({
      method: 'GET',
      url: '/api/push/inscricoes',
      headers: ana.auth,
    });
    const [sub] = lista.json<{ id: number; aparelho: string; criado_em: string }[]>();
    // the device as the session it was made in names it (Minha Conta, "Aparelhos conectados")
    const sessoes = await t.app.inject({
      method: 'GET',
      url: '/api/me/sessoes',
      headers: ana.auth,
    });
    const atual = sessoes.json<{ aparelho: string; atual: boolean }[]>().find((x) => x.atual);
    expect(sub!.aparelho).toBe(atual!.aparelho);
    const alheio = await t.app.inject({
      method: 'DELETE',
      url: `/api/push/inscricoes/${sub!.id}`,
      headers: bia.auth,
    });
    expect(alheio.statusCode).toBe(404);
    const meu = await t.app.inject({
      method: 'DELETE',
      url: `/api/push/inscricoes/${sub!.id}`,
      headers: ana.auth,
    });
    expect(meu.statusCode).toBe(204);
    const depois = await t.app.inject({
      method: 'GET',
      url: '/api/push/inscricoes',
      headers: ana.auth,
    });
    expect(depois.json()).toEqual([]);
  });
});

describe('push notices on the wire', () => {
  it('an answer from the help desk: "O suporte respondeu" to the owner, signed, encrypted, nothing of the content', async () => {
    const dono = await buildUser(t, { nome: 'Ana Ribeiro' });
    const rh = await buildUser(t, { role: 'rh', nome: 'Rui Tavares' });
    const celular = await inscrever(dono);
    const equipe = await inscrever(rh);
    const { ticket } = await buildAtendimento(t, { owner: dono });
    await responder(rh, ticket.id, 'Troque o fusível 12 do trator da fazenda Boa Vista.');

    const [r] = await esperar(celular);
    expect(servico.para(celular)).toHaveLength(1);
    expect(r!.headers['content-encoding']).toBe('aes128gcm');
    expect(r!.headers.urgency).toBe('high');
    expect(Number(r!.headers.ttl)).toBeGreaterThan(0);
    expect(Number(r!.headers.ttl)).toBeLessThanOrEqual(24 * 60 * 60);
    const topico = String(r!.headers.topic);
    expect(topico).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
    // the push service sees the topic: a keyed hash, not the ticket
    expect(topico).not.toMatch(/atendimento|resposta/i);

    const jwt = await conferirVapid(r!, t.app.ctx.push.chaves.publica);
    expect(jwt.aud).toBe(servico.origem);
    expect(jwt.sub).toBe('mailto:ti@fazenda.test');
    expect(jwt.exp! * 1000).toBeLessThanOrEqual(Date.now() + 24 * HORA_MS);

    const texto = celular.ler(r!);
    expect(JSON.parse(texto)).toEqual({
      tipo: 'resposta_suporte',
      titulo: 'O suporte respondeu',
      url: '/atendimento',
    });
    expect(texto).not.toMatch(/fusível|trator|Boa Vista|Ana|Ribeiro|Rui|Tavares/);
    expect(texto).not.toContain(String(ticket.id));
    // the staff member who answered hears nothing of their own answer
    expect(await esperar(equipe, 0)).toHaveLength(0);
  });

  it("the owner's own message sends no push; a new ticket reaches the help desk's staff only", async () => {
    const dono = await buildUser(t);
    const celular = await inscrever(dono);
    const rh = await buildUser(t, { role: 'rh' });
    const equipe = await inscrever(rh);
    const colega = await buildUser(t);
    const outro = await inscrever(colega);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/atendimentos',
      headers: dono.auth,
    });
    expect(res.statusCode).toBe(201);
    const id = res.json<{ atendimentoId: number }>().atendimentoId;
    await t.app.inject({
      method: 'POST',
      url: `/api/atendimentos/${id}/mensagens`,
      headers: dono.auth,
      payload: { mensagem: 'A impressora do escritório não imprime.' },
    });
    const [r] = await esperar(equipe);
    expect(JSON.parse(equipe.ler(r!))).toEqual({
      tipo: 'novo_atendimento',
      titulo: 'Novo atendimento no suporte',
      url: `/atendimento-suporte/${id}`,
    });
    expect(r!.headers.urgency).toBe('normal');
    expect(servico.para(celular)).toHaveLength(0);
    expect(servico.para(outro)).toHaveLength(0);
  });

  it('new Ouvidoria cases: after the hour, only to staff whose role may read one of them', async () => {
    const rh = await buildUser(t, { role: 'rh' });
    const compliance = await buildUser(t, { role: 'compliance' });
    const colaborador = await buildUser(t);
    const [doRh, doCompliance, doColaborador] = await Promise.all([
      inscrever(rh),
      inscrever(compliance),
      inscrever(colaborador),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/denuncias',
      payload: {
        categoria: 'Assédio',
        descricao: 'O encarregado do armazém grita com a equipe.',
        anonimato: true,
        excluir_papeis: ['rh'],
      },
    });
    expect(res.statusCode).toBe(201);
    expect(await esperar(doCompliance, 0)).toHaveLength(0); // not before its hour is over
    await anunciarHoras(t.app.ctx, Date.now() + 2 * HORA_MS);
    const [r] = await esperar(doCompliance);
    const texto = doCompliance.ler(r!);
    expect(JSON.parse(texto)).toEqual({
      tipo: 'ouvidoria_novos_casos',
      titulo: 'Novos casos na Ouvidoria',
      url: '/admin/denuncias',
    });
    expect(texto).not.toMatch(/Assédio|encarregado|armazém/);
    expect(texto).not.toContain(res.json<{ protocolo: string }>().protocolo);
    expect(servico.para(doRh)).toHaveLength(0);
    expect(servico.para(doColaborador)).toHaveLength(0);
  });

  it('one notice is one request of a few hundred bytes', async () => {
    const dono = await buildUser(t);
    const rh = await buildUser(t, { role: 'rh' });
    const celular = await inscrever(dono);
    const { ticket } = await buildAtendimento(t, { owner: dono });
    await responder(rh, ticket.id, 'Pronto.');
    const [r] = await esperar(celular);
    const cabecalhos = Object.entries(r!.headers)
      .map(([k, v]) => `${k}: ${String(v)}\r\n`)
      .join('');
    const bytes = Buffer.byteLength(cabecalhos) + r!.corpo.length;
    expect(r!.corpo.length).toBeLessThan(256);
    expect(bytes).toBeLessThan(1024);
  });
});

describe("the person's choices", () => {
  it('every kind of their role is on by default; only those kinds may be switched', async () => {
    const ana = await buildUser(t);
    const rh = await buildUser(t, { role: 'rh' });
    const deAna = await t.app.inject({ method: 'GET', url: '/api/me/avisos', headers: ana.auth });
    expect(deAna.json()).toEqual({
      push: { resposta_suporte: true, incidente_de_seguranca: true, treinamento_a_vencer: true },
      email: { incidente_de_seguranca: true },
    });
    const doRh = await t.app.inject({ method: 'GET', url: '/api/me/avisos', headers: rh.auth });
    expect(doRh.json()).toEqual({
      push: {
        resposta_suporte: true,
        novo_atendimento: true,
        atendimento_em_risco: true,
        ouvidoria_novos_casos: true,
        incidente_de_seguranca: true,
        treinamento_a_vencer: true,
      },
      email: {
        novo_atendimento: true,
        atendimento_em_risco: true,
        ouvidoria_novos_casos: true,
        incidente_de_seguranca: true,
      },
    });
    for (const payload of [
      { push: { novo_atendimento: false } }, // not a colaborador's kind
      { email: { resposta_suporte: false } }, // not on e-mail
      { push: { qualquer: false } },
      { push: { resposta_suporte: 'não' } },
      { sms: {} },
    ]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/me/avisos',
        headers: ana.auth,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toMatch(/aviso|escolha|Envie/);
    }
    const igual = await t.app.inject({ method: 'GET', url: '/api/me/avisos', headers: ana.auth });
    expect(igual.json()).toEqual(deAna.json());
  });

  it('a kind turned off is not sent; turned on again, it is', async () => {
    const dono = await buildUser(t);
    const rh = await buildUser(t, { role: 'rh' });
    const celular = await inscrever(dono);
    const { ticket } = await buildAtendimento(t, { owner: dono });
    const desligar = await t.app.inject({
      method: 'PUT',
      url: '/api/me/avisos',
      headers: dono.auth,
      payload: { push: { resposta_suporte: false } },
    });
    expect(desligar.statusCode).toBe(200);
    expect(desligar.json().push).toEqual({
      resposta_suporte: false,
      incidente_de_seguranca: true,
      treinamento_a_vencer: true,
    });
    await responder(rh, ticket.id, 'Primeira resposta.');
    expect(await esperar(celular, 0)).toHaveLength(0);
    await t.app.inject({
      method: 'PUT',
      url: '/api/me/avisos',
      headers: dono.auth,
      payload: { push: { resposta_suporte: true } },
    });
    await responder(rh, ticket.id, 'Segunda resposta.');
    expect(await esperar(celular)).toHaveLength(1);
  });
});

describe('delivery', () => {
  it('answers waiting for a service that is down collapse into one notice, sent when it is back', async () => {
    const dono = await buildUser(t);
    const rh = await buildUser(t, { role: 'rh' });
    const celular = await inscrever(dono);
    const { ticket } = await buildAtendimento(t, { owner: dono });
    servico.estado.status = 503;
    await responder(rh, ticket.id, 'Uma.');
    await esperar(celular);
    await responder(rh, ticket.id, 'Duas.');
    await responder(rh, ticket.id, 'Três.');
    const pendentes = await t.db
      .selectFrom('avisos_push')
      .selectAll()
      .where('enviado_em', 'is', null)
      .where('desistido_em', 'is', null)
      .execute();
    expect(pendentes.filter((p) => p.tipo === 'resposta_suporte')).toHaveLength(1);
    servico.recebidos.length = 0;
    servico.estado.status = 201;
    // the retry, a minute later
    await mensageiroDe(t.app.ctx).enviarPendentes(new Date(Date.now() + 60_000));
    const recebidos = await esperar(celular);
    expect(recebidos).toHaveLength(1);
    expect(JSON.parse(celular.ler(recebidos[0]!)).titulo).toBe('O suporte respondeu');
  });

  it('a subscription the service says is gone (410) is removed; its owner lists none', async () => {
    const dono = await buildUser(t);
    const rh = await buildUser(t, { role: 'rh' });
    const celular = await inscrever(dono);
    const { ticket } = await buildAtendimento(t, { owner: dono });
    servico.estado.status = 410;
    await responder(rh, ticket.id, 'Resposta.');
    await esperar(celular);
    let lista: unknown[] = [];
    for (let i = 0; i < 50; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/push/inscricoes',
        headers: dono.auth,
      });
      lista = res.json();
      if (lista.length === 0) break;
      await sleep(20);
    }
    expect(lista).toEqual([]);
  });

  it('the same browser subscribed by another person (a shared phone) no longer gets the first one’s notices', async () => {
    const ana = await buildUser(t);
    const bia = await buildUser(t);
    const rh = await buildUser(t, { role: 'rh' });
    const celular = await inscrever(ana);
    const { ticket } = await buildAtendimento(t, { owner: ana });
    servico.estado.status = 503;
    await responder(rh, ticket.id, 'Para Ana.');
    await esperar(celular);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/push/inscricoes',
      headers: { ...bia.auth, 'user-agent': ANDROID },
      payload: celular.inscricao,
    });
    expect(res.statusCode).toBe(201);
    servico.recebidos.length = 0;
    servico.estado.status = 201;
    await mensageiroDe(t.app.ctx).enviarPendentes(new Date(Date.now() + 60_000));
    expect(await esperar(celular, 0)).toHaveLength(0);
    const deAna = await t.app.inject({
      method: 'GET',
      url: '/api/push/inscricoes',
      headers: ana.auth,
    });
    expect(deAna.json()).toEqual([]);
  });

  it("an ended session takes its device's subscription and waiting notices with it", async () => {
    const ana = await buildUser(t);
    const rh = await buildUser(t, { role: 'rh' });
    const admin = await buildUser(t, { role: 'admin' });
    const celular = await inscrever(ana);
    const { ticket } = await buildAtendimento(t, { owner: ana });
    servico.estado.status = 503;
    await responder(rh, ticket.id, 'Resposta que fica esperando.');
    await esperar(celular);
    const fim = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${ana.user.id}/sessoes`,
      headers: admin.auth,
    });
    expect(fim.statusCode).toBe(200);
    const restantes = await t.db
      .selectFrom('push_inscricoes')
      .select('id')
      .where('usuario_id', '=', ana.user.id)
      .execute();
    expect(restantes).toEqual([]);
    servico.recebidos.length = 0;
    servico.estado.status = 201;
    await mensageiroDe(t.app.ctx).enviarPendentes(new Date(Date.now() + 60_000));
    expect(await esperar(celular, 0)).toHaveLength(0);
  });

  it('once, whatever the number of instances', async () => {
    // SQLite serves one instance in one process; PostgreSQL shows two senders racing
    const segunda = usingPostgres() ? await createSecondInstance(t, { env: envDoPush() }) : t;
    if (segunda !== t) extras.push(segunda);
    const dono = await buildUser(t);
    const rh = await buildUser(t, { role: 'rh' });
    const celular = await inscrever(dono);
    const { ticket } = await buildAtendimento(t, { owner: dono });
    await responder(rh, ticket.id, 'Resposta única.');
    await Promise.all([
      mensageiroDe(t.app.ctx).enviarPendentes(),
      mensageiroDe(segunda.app.ctx).enviarPendentes(),
    ]);
    expect(await esperar(celular)).toHaveLength(1);
  });
});
