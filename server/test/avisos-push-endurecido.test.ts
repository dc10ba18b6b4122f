/**
 * Push after the second outside scan (docs/decisions/054-push-endurecido.md), against a push
 * service of our own (server/test/servico-push.ts) and a watch on every TLS connection the
 * process opens:
 *  - an endpoint written otherwise than the URL parser writes it is refused, never stored, and a
 *    row an earlier version stored that way is never posted to, nor anything else connected to;
 *  - a flooding, trickling or redirecting push service costs a send its deadline at most and
 *    leaves the others flowing;
 *  - at most 10 subscriptions a person (the eleventh replaces the least recently used), and
 *    subscribing is limited per account (429).
 */
import type { ServerResponse } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { INSCRICAO_INVALIDA, SERVICO_NAO_PERMITIDO } from '../../common/schemas/avisos.js';
import { defaultLimits } from '../config.js';
import { mensageiroDe } from '../features/avisos/routes.js';
import { createTestApp, type TestApp } from './app.js';
import { buildAtendimento, buildUser, type BuiltUser } from './factories.js';
import { servicoPush, vigiarConexoesTls, type Navegador, type Recebido } from './servico-push.js';

let servico: Awaited<ReturnType<typeof servicoPush>>;
/** another listener of the test's own: nothing may ever reach it */
let outro: Awaited<ReturnType<typeof servicoPush>>;
let t: TestApp;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/**
 * A send's deadline here (PUSH_PRAZO_S; 10 s in the product, server/config.unit.test.ts): the
 * trickle tests wait it out, twice on each database.
 */
const PRAZO_S = 2;
const PRAZO_MS = PRAZO_S * 1000;

beforeAll(async () => {
  servico = await servicoPush();
  outro = await servicoPush();
  t = await createTestApp({
    env: {
      PUSH_SERVICOS: servico.origem,
      VAPID_SUBJECT: 'mailto:ti@fazenda.test',
      PUSH_PRAZO_S: String(PRAZO_S),
    },
  });
});
afterEach(() => {
  servico.recebidos.length = 0;
  servico.estado.status = 201;
  servico.estado.responder = undefined;
});
afterAll(async () => {
  await t.close();
  await servico.close();
  await outro.close();
});

function postar(u: BuiltUser, inscricao: Navegador['inscricao']) {
  return t.app.inject({
    method: 'POST',
    url: '/api/push/inscricoes',
    headers: u.auth,
    payload: inscricao,
  });
}

async function inscrever(u: BuiltUser): Promise<Navegador> {
  const n = servico.navegador();
  const res = await postar(u, n.inscricao);
  expect(res.statusCode).toBe(201);
  return n;
}

async function responder(staff: BuiltUser, ticketId: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/atendimentos/${ticketId}/mensagens`,
    headers: staff.auth,
    payload: { mensagem: 'Resposta do suporte.' },
  });
  expect(res.statusCode).toBe(201);
}

async function ate(condicao: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  const fim = Date.now() + ms;
  while (Date.now() < fim) {
    if (await condicao()) return true;
    await sleep(25);
  }
  return condicao();
}

const de = (n: Navegador) => (r: Recebido) => n.inscricao.endpoint.endsWith(r.caminho);

/**
 * Ways to write the same endpoint that the WHATWG parser rewrites (and that Node's legacy
 * `url.parse`, which `web-push` sent with, reads as another host, another path, or localhost:443).
 */
function variantes(endpoint: string): string[] {
  const { host, hostname, port, pathname } = new URL(endpoint);
  const semEsquema = endpoint.slice('https://'.length);
  const hosts = [
    `${hostname}.`,
    '2130706433',
    '0x7f000001',
    '0177.0.0.1',
    '127.1',
    '0x7f.0.0.1',
    '127.0.0.01',
    '127。0。0。1',
    '[::ffff:127.0.0.1]',
  ];
  return [
    `https:/${semEsquema}`,
    `https:${semEsquema}`,
    `https:///${semEsquema}`,
    `https:\\\\${semEsquema}`,
    `https:\\\\${host}${pathname.replace(/\//g, '\\')}`,
    `https:/\\${semEsquema}`,
    `HTTPS://${semEsquema}`,
    `Https://${semEsquema}`,
    ...hosts.map((h) => `https://${h}:${port}${pathname}`),
    `https://${hostname}:0${port}${pathname}`,
    `https://${host}/x/..${pathname}`,
    `https://${host}/.${pathname}`,
    `https://${host}${pathname.replace('/push/', '/pu\tsh/')}`,
    `https://${host}${pathname.replace('/push/', '/push\n/')}`,
    `https://127.0.\r0.1:${port}${pathname}`,
    ` ${endpoint}`,
    `${endpoint}\t`,
    `${endpoint}#x`,
    `${endpoint}#`,
    `https://u@${semEsquema}`,
    `https://u:p@${semEsquema}`,
    `https://@${semEsquema}`,
    `https://${outro.origem.slice('https://'.length)}@${semEsquema}`,
    `https://${host}${pathname}\u3002`,
  ].filter((v) => v !== endpoint);
}

describe('the endpoint is what the URL parser writes, and the sender goes nowhere else', () => {
  it('every other way of writing it is refused with 400 and never stored', async () => {
    const ana = await buildUser(t);
    const base = servico.navegador();
    for (const endpoint of variantes(base.inscricao.endpoint)) {
      const res = await postar(ana, { ...base.inscricao, endpoint });
      expect(res.statusCode, JSON.stringify(endpoint)).toBe(400);
      expect([SERVICO_NAO_PERMITIDO, INSCRICAO_INVALIDA]).toContain(res.json().error);
    }
    const guardadas = await t.db
      .selectFrom('push_inscricoes')
      .select('endpoint')
      .where('usuario_id', '=', ana.user.id)
      .execute();
    expect(guardadas).toEqual([]);
    // the form a browser gives is taken, and kept exactly as given
    expect((await postar(ana, base.inscricao)).statusCode).toBe(201);
    const [guardada] = await t.db
      .selectFrom('push_inscricoes')
      .select('endpoint')
      .where('usuario_id', '=', ana.user.id)
      .execute();
    expect(guardada!.endpoint).toBe(base.inscricao.endpoint);
    expect(new URL(guardada!.endpoint).href).toBe(guardada!.endpoint);
  });

  it('rows an earlier version stored as posted are never posted to, and nothing but the approved origin is connected to', async () => {
    const ana = await buildUser(t);
    const rh = await buildUser(t, { role: 'rh' });
    const celular = await inscrever(ana);
    const { sessao_id, aparelho } = await t.db
      .selectFrom('push_inscricoes')
      .select(['sessao_id', 'aparelho'])
      .where('usuario_id', '=', ana.user.id)
      .executeTakeFirstOrThrow();
    // what the old route took: each variant, as posted (the route now refuses them: above)
    const antigas = variantes(servico.navegador().inscricao.endpoint).filter((e) => {
      try {
        const u = new URL(e);
        return u.hostname === '127.0.0.1' && u.port === String(servico.porta);
      } catch {
        return false;
      }
    });
    expect(antigas.length).toBeGreaterThan(15);
    const agora = new Date().toISOString();
    await t.db
      .insertInto('push_inscricoes')
      .values(
        antigas.map((endpoint) => ({
          usuario_id: ana.user.id,
          sessao_id,
          endpoint,
          p256dh: celular.inscricao.keys.p256dh,
          auth: celular.inscricao.keys.auth,
          aparelho,
          criado_em: agora,
          usado_em: agora,
        })),
      )
      .execute();
    const vigia = vigiarConexoesTls();
    try {
      const { ticket } = await buildAtendimento(t, { owner: ana });
      await responder(rh, ticket.id);
      const pendentes = () =>
        t.db
          .selectFrom('avisos_push as a')
          .innerJoin('push_inscricoes as i', 'i.id', 'a.inscricao_id')
          .select('a.id')
          .where('i.usuario_id', '=', ana.user.id)
          .where('a.enviado_em', 'is', null)
          .where('a.desistido_em', 'is', null)
          .where('a.tentativas', '=', 0)
          .execute();
      expect(await ate(async () => (await pendentes()).length === 0, 10_000)).toBe(true);
      await mensageiroDe(t.app.ctx).enviarPendentes();
      await sleep(300);
    } finally {
      vigia.parar();
    }
    // no connection anywhere but the approved origin (the legacy parser went to localhost:443)
    const alheias = vigia.conexoes.filter(
      (c) => !(c.host === '127.0.0.1' && c.port === servico.porta),
    );
    expect(alheias).toEqual([]);
    // the subscription written as a browser writes it got its notice, and it alone
    expect(servico.recebidos.filter(de(celular))).toHaveLength(1);
    expect(servico.recebidos.map((r) => r.caminho)).toEqual([
      new URL(celular.inscricao.endpoint).pathname,
    ]);
    expect(outro.recebidos).toHaveLength(0);
    const enviados = await t.db
      .selectFrom('avisos_push as a')
      .innerJoin('push_inscricoes as i', 'i.id', 'a.inscricao_id')
      .select(['i.endpoint', 'a.enviado_em'])
      .where('i.usuario_id', '=', ana.user.id)
      .where('a.enviado_em', 'is not', null)
      .execute();
    expect(enviados.map((e) => e.endpoint)).toEqual([celular.inscricao.endpoint]);
  });
});

describe('a push service cannot hold or flood the sender', () => {
  it('an answer of many megabytes is read no further than 64 KB; the server stays up and sends on', async () => {
    const ana = await buildUser(t);
    const rh = await buildUser(t, { role: 'rh' });
    const inundado = await inscrever(ana);
    const OFERTA = 64 * 1024 * 1024;
    const fluxo = { escritos: 0, terminou: false, fechado: false };
    servico.estado.responder = (r, res) => {
      if (!de(inundado)(r)) return false;
      void inundar(res, OFERTA, fluxo);
      return true;
    };
    const { ticket } = await buildAtendimento(t, { owner: ana });
    await responder(rh, ticket.id);
    expect(await ate(() => fluxo.fechado || fluxo.terminou, 20_000)).toBe(true);
    expect(fluxo.terminou).toBe(false);
    // what was written is what the kernel's buffers took before the sender hung up
    expect(fluxo.escritos).toBeLessThan(OFERTA / 4);
    // the service's 201 was its answer: the notice went out
    expect(
      await ate(async () => {
        const a = await t.db
          .selectFrom('avisos_push as a')
          .innerJoin('push_inscricoes as i', 'i.id', 'a.inscricao_id')
          .select('a.enviado_em')
          .where('i.usuario_id', '=', ana.user.id)
          .executeTakeFirst();
        return a?.enviado_em != null;
      }, 5000),
    ).toBe(true);
    // and the next one too
    const bia = await buildUser(t);
    const outroCelular = await inscrever(bia);
    const deBia = await buildAtendimento(t, { owner: bia });
    await responder(rh, deBia.ticket.id);
    expect(await ate(() => servico.recebidos.some(de(outroCelular)), 10_000)).toBe(true);
    const chave = await t.app.inject({ method: 'GET', url: '/api/push/chave', headers: ana.auth });
    expect(chave.statusCode).toBe(200);
  }, 40_000);

  it.each([
    ['its headers', 'cabecalhos'],
    ['its body', 'corpo'],
  ] as const)(
    'a service that trickles %s holds a send no longer than its deadline (PUSH_PRAZO_S): another person’s notice still goes',
    async (_, onde) => {
      const ana = await buildUser(t);
      const bia = await buildUser(t);
      const rh = await buildUser(t, { role: 'rh' });
      // eight of Ana's devices, as many as the sender's slots, whose service answers a byte at a time
      const lentos: Navegador[] = [];
      for (let i = 0; i < 8; i++) lentos.push(await inscrever(ana));
      const celularDaBia = await inscrever(bia);
      /** when each trickling connection was closed (by the sender: the service never ends) */
      const fechados: number[] = [];
      servico.estado.responder = (r, res) => {
        if (!lentos.some((n) => de(n)(r))) return false;
        gotejar(res, onde);
        res.socket!.on('close', () => fechados.push(performance.now()));
        return true;
      };
      const deAna = await buildAtendimento(t, { owner: ana });
      const deBia = await buildAtendimento(t, { owner: bia });
      await responder(rh, deAna.ticket.id);
      expect(await ate(() => lentos.every((n) => servico.recebidos.some(de(n))), 10_000)).toBe(
        true,
      );
      const inicio = performance.now();
      await responder(rh, deBia.ticket.id);
      expect(await ate(() => servico.recebidos.some(de(celularDaBia)), PRAZO_MS + 4_000)).toBe(
        true,
      );
      const chegou = servico.recebidos.find(de(celularDaBia))!;
      expect(chegou.em - inicio).toBeLessThan(PRAZO_MS + 2_000);
      // and no trickle outlives the deadline, headers or body
      expect(await ate(() => fechados.length === 8, PRAZO_MS + 3_000)).toBe(true);
      for (const f of fechados) expect(f - inicio).toBeLessThan(PRAZO_MS + 2_000);
      const chave = await t.app.inject({
        method: 'GET',
        url: '/api/push/chave',
        headers: bia.auth,
      });
      expect(chave.statusCode).toBe(200);
    },
    40_000,
  );

  it('a redirect is not followed: nothing reaches where it points, and the notice is tried again later', async () => {
    const ana = await buildUser(t);
    const rh = await buildUser(t, { role: 'rh' });
    const celular = await inscrever(ana);
    servico.estado.responder = (r, res) => {
      if (!de(celular)(r)) return false;
      res.writeHead(307, { Location: `${outro.origem}/push/desviado` });
      res.end();
      return true;
    };
    const vigia = vigiarConexoesTls();
    try {
      const { ticket } = await buildAtendimento(t, { owner: ana });
      await responder(rh, ticket.id);
      expect(await ate(() => servico.recebidos.some(de(celular)), 10_000)).toBe(true);
      await sleep(500);
    } finally {
      vigia.parar();
    }
    expect(outro.recebidos).toHaveLength(0);
    expect(vigia.conexoes.filter((c) => c.port === outro.porta)).toEqual([]);
    const aviso = await t.db
      .selectFrom('avisos_push as a')
      .innerJoin('push_inscricoes as i', 'i.id', 'a.inscricao_id')
      .select(['a.enviado_em', 'a.desistido_em', 'a.tentativas'])
      .where('i.usuario_id', '=', ana.user.id)
      .executeTakeFirstOrThrow();
    expect(aviso).toMatchObject({ enviado_em: null, desistido_em: null, tentativas: 1 });
  });
});

describe('how many subscriptions a person holds, and how fast they make them', () => {
  it('the eleventh replaces the one least recently used (delivered to, or subscribed again)', async () => {
    const ana = await buildUser(t);
    const rh = await buildUser(t, { role: 'rh' });
    const aparelhos: Navegador[] = [];
    for (let i = 0; i < 10; i++) aparelhos.push(await inscrever(ana));
    const ids = async () =>
      (
        await t.db
          .selectFrom('push_inscricoes')
          .select(['id', 'endpoint'])
          .where('usuario_id', '=', ana.user.id)
          .orderBy('id')
          .execute()
      ).map((r) => r.endpoint);
    // a notice reaches the first device only (the others' service is down for now)
    servico.estado.status = (r) => (de(aparelhos[0]!)(r) ? 201 : 503);
    const { ticket } = await buildAtendimento(t, { owner: ana });
    await responder(rh, ticket.id);
    expect(await ate(() => aparelhos.every((n) => servico.recebidos.some(de(n))), 10_000)).toBe(
      true,
    );
    await sleep(300);
    // the second device subscribes again
    await sleep(5);
    expect((await postar(ana, aparelhos[1]!.inscricao)).statusCode).toBe(201);
    await sleep(5);
    const decimoPrimeiro = await inscrever(ana);
    const depois = await ids();
    expect(depois).toHaveLength(10);
    expect(depois).toContain(aparelhos[0]!.inscricao.endpoint);
    expect(depois).toContain(aparelhos[1]!.inscricao.endpoint);
    expect(depois).not.toContain(aparelhos[2]!.inscricao.endpoint);
    expect(depois).toContain(decimoPrimeiro.inscricao.endpoint);
    // the next replaces the next least recently used
    await inscrever(ana);
    expect(await ids()).not.toContain(aparelhos[3]!.inscricao.endpoint);
    expect(await ids()).toHaveLength(10);
  });

  it(`subscribing more than ${defaultLimits.inscricoesPushPerHour} times in an hour is refused with 429, for that account only`, async () => {
    const ana = await buildUser(t);
    const bia = await buildUser(t);
    const mesmo = servico.navegador();
    for (let i = 0; i < defaultLimits.inscricoesPushPerHour; i++) {
      expect((await postar(ana, mesmo.inscricao)).statusCode).toBe(201);
    }
    const recusa = await postar(ana, servico.navegador().inscricao);
    expect(recusa.statusCode).toBe(429);
    expect(recusa.json().error).toMatch(/Aguarde e tente novamente/);
    expect(Number(recusa.headers['retry-after'])).toBeGreaterThan(0);
    // refused input is not counted: a bad endpoint costs nothing of Bia's allowance
    for (let i = 0; i < 3; i++) {
      const ruim = await postar(bia, { ...mesmo.inscricao, endpoint: 'https://evil.test/x' });
      expect(ruim.statusCode).toBe(400);
    }
    expect((await postar(bia, servico.navegador().inscricao)).statusCode).toBe(201);
  });
});

/** Writes `total` bytes of a 201's body, waiting for the socket to take each part. */
async function inundar(
  res: ServerResponse,
  total: number,
  fluxo: { escritos: number; terminou: boolean; fechado: boolean },
) {
  res.on('close', () => (fluxo.fechado = true));
  res.writeHead(201, { 'content-type': 'application/octet-stream', 'content-length': total });
  const parte = Buffer.alloc(64 * 1024, 0x61);
  while (fluxo.escritos < total && !fluxo.fechado && !res.destroyed) {
    fluxo.escritos += parte.length;
    if (!res.write(parte)) {
      await new Promise<void>((r) => {
        res.once('drain', r);
        res.once('close', r);
      });
    }
  }
  if (!fluxo.fechado && !res.destroyed) {
    fluxo.terminou = true;
    res.end();
  }
}

/** A byte every 200 ms, forever: of the header lines (no status yet) or of a 201's body. */
function gotejar(res: ServerResponse, onde: 'cabecalhos' | 'corpo') {
  const socket = res.socket!;
  if (onde === 'cabecalhos') socket.write('HTTP/1.1 201 Created\r\n');
  else {
    res.writeHead(201, { 'content-type': 'text/plain' });
    res.flushHeaders();
  }
  const timer = setInterval(() => {
    if (socket.destroyed) return clearInterval(timer);
    if (onde === 'cabecalhos') socket.write('X');
    else res.write('.');
  }, 200);
  socket.on('close', () => clearInterval(timer));
}
