/**
 * E-mail notices (docs/product/avisos.md) through an in-process SMTP server on a random port:
 * who receives them, that they say nothing of a ticket's or a report's content, once across two
 * instances, retried when the server is down, nothing queued without SMTP_URL.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { createSecondInstance, createTestApp, usingPostgres, type TestApp } from './app.js';
import { buildAtendimento, buildUser } from './factories.js';
import { anunciarHoras } from '../features/denuncias/anuncios.js';
import { avisarRiscos } from '../features/atendimentos/mesa/riscos.js';
import { carteiroDe } from '../features/avisos/routes.js';
import { Carteiro, type TemposDoCarteiro } from '../features/avisos/envio.js';
import type { AppContext } from '../context.js';
import { completo } from '../db/completo.js';

interface Recebido {
  para: string[];
  dados: string;
}

/**
 * An SMTP server that keeps what it receives; `recusar` makes it refuse every message;
 * `demoraMs` makes it wait that long before each answer; a message to an address in `segurar`
 * is kept unanswered until `liberar()` (a server that went silent after the last byte).
 */
async function servidorSmtp() {
  const recebidos: Recebido[] = [];
  const estado = { recusar: false, demoraMs: 0, segurar: new Set<string>() };
  const presos: (() => void)[] = [];
  const depois = (cb: () => void) =>
    estado.demoraMs ? void setTimeout(cb, estado.demoraMs) : cb();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect: (_session, cb) => depois(() => cb()),
    onMailFrom: (_a, _session, cb) => depois(() => cb()),
    onRcptTo: (_a, _session, cb) => depois(() => cb()),
    onData(stream, session, cb) {
      let dados = '';
      stream.on('data', (c: Buffer) => (dados += c.toString('utf8')));
      stream.on('end', () => {
        if (estado.recusar) return cb(new Error('Caixa indisponível'));
        const para = session.envelope.rcptTo.map((r) => r.address);
        const aceitar = () => {
          recebidos.push({ para, dados });
          cb();
        };
        if (para.some((p) => estado.segurar.has(p))) presos.push(aceitar);
        else depois(aceitar);
      });
    },
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    recebidos,
    estado,
    presos,
    liberar: () => presos.splice(0).forEach((f) => f()),
    fechar: () => new Promise<void>((r) => server.close(() => r())),
  };
}

const HORA_MS = 60 * 60 * 1000;
let smtp: Awaited<ReturnType<typeof servidorSmtp>>;
let t: TestApp;
const extras: TestApp[] = [];

const env = () => ({
  SMTP_URL: smtp.url,
  SMTP_FROM: 'Portal <portal@fazenda.test>',
  PUBLIC_URL: 'https://portal.fazenda.test/',
});
/** Each instance's sender runs by itself as soon as a notice is queued; this also nudges it. */
const enviar = async (app: TestApp = t) => carteiroDe(app.app.ctx)!.enviarPendentes(new Date());
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** A ticket's stored due times, read as an insider (the features hold them opaque). */
const vencimentos = (id: number) =>
  completo(t.db)
    .selectFrom('atendimentos')
    .select(['risco_em', 'prazo'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
/** The messages `ok` accepts, once `n` have arrived (and a moment more, for any extra one). */
async function esperarEmails(ok: (texto: string, r: Recebido) => boolean, n = 1) {
  const achados = () => smtp.recebidos.filter((r) => ok(decodificado(r), r));
  for (let i = 0; i < 100 && achados().length < n; i++) await sleep(50);
  await sleep(200);
  return achados();
}
const decodificado = (r: Recebido) =>
  // quoted-printable soft breaks and accents, so the assertions read the text as sent
  r.dados
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));

beforeAll(async () => {
  smtp = await servidorSmtp();
  t = await createTestApp({ env: env() });
});
afterEach(() => {
  smtp.liberar();
  smtp.recebidos.length = 0;
  smtp.estado.recusar = false;
  smtp.estado.demoraMs = 0;
  smtp.estado.segurar.clear();
});
afterAll(async () => {
  for (const x of extras) await x.close();
  await t.close();
  await smtp.fechar();
});

describe('e-mail notices', () => {
  it('a new ticket: one notice to each help-desk staff member with an e-mail, with a link, no content, no name', async () => {
    const rh = await buildUser(t, { role: 'rh', email: 'rh.suporte@fazenda.test' });
    await buildUser(t, { role: 'admin' }); // no e-mail: nothing
    await buildUser(t, { role: 'compliance', email: 'inativo@fazenda.test', status: 'inativo' });
    const ana = await buildUser(t, { nome: 'Ana Ribeiro', email: 'ana@fazenda.test' });
    const res = await t.app.inject({ method: 'POST', url: '/api/atendimentos', headers: ana.auth });
    expect(res.statusCode).toBe(201);
    const id = res.json().atendimentoId as number;
    await t.app.inject({
      method: 'POST',
      url: `/api/atendimentos/${id}/mensagens`,
      headers: ana.auth,
      payload: { mensagem: 'O trator da fazenda Boa Vista não liga.' },
    });
    await enviar();
    const paraRh = await esperarEmails((_, r) => r.para.includes('rh.suporte@fazenda.test'));
    expect(paraRh).toHaveLength(1);
    const texto = decodificado(paraRh[0]!);
    expect(texto).toContain(`Novo atendimento #${id}`);
    expect(texto).toContain(`https://portal.fazenda.test/atendimento-suporte/${id}`);
    expect(texto).not.toMatch(/Ana|Ribeiro|trator|Boa Vista/);
    const destinos = smtp.recebidos.flatMap((r) => r.para);
    expect(destinos).not.toContain('ana@fazenda.test');
    expect(destinos).not.toContain('inativo@fazenda.test');
    expect(rh.user.id).toBeGreaterThan(0);
  });

  it('a ticket at risk: once, even with two instances looking at the same time', async () => {
    // SQLite serves one instance (its writes would wait on each other in one process): there,
    // two lookers in the same instance
    const segunda = usingPostgres() ? await createSecond() : t;
    await buildUser(t, { role: 'compliance', email: 'compliance@fazenda.test' });
    const { ticket } = await buildAtendimento(t);
    const { risco_em } = await vencimentos(ticket.id);
    const depois = new Date(new Date(risco_em!).getTime() + 1000);
    const [a, b] = await Promise.all([
      avisarRiscos(t.app.ctx, depois),
      avisarRiscos(segunda.app.ctx, depois),
    ]);
    expect([...a, ...b].filter((id) => id === ticket.id)).toHaveLength(1);
    expect(await avisarRiscos(t.app.ctx, depois)).not.toContain(ticket.id);
    await Promise.all([enviar(), enviar(segunda)]);
    const sobre = await esperarEmails(
      (texto, r) =>
        r.para.includes('compliance@fazenda.test') &&
        texto.includes(`Atendimento #${ticket.id} perto do prazo`),
    );
    expect(sobre).toHaveLength(1);
  });

  it('a new Ouvidoria case: nothing before its hour is over, then one notice per person with the count only', async () => {
    const compliance = await buildUser(t, { role: 'compliance', email: 'ouvidoria@fazenda.test' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/denuncias',
      payload: {
        categoria: 'Assédio',
        descricao: 'O encarregado do armazém grita com a equipe.',
        anonimato: false,
        nome: 'Joana Prado',
      },
    });
    expect(res.statusCode).toBe(201);
    const { protocolo } = res.json();
    const daOuvidoria = (texto: string, r: Recebido) =>
      r.para.includes('ouvidoria@fazenda.test') && texto.includes('Ouvidoria');
    await enviar();
    expect(await esperarEmails(daOuvidoria, 0)).toEqual([]);

    await anunciarHoras(t.app.ctx, Date.now() + 2 * HORA_MS);
    await enviar();
    const recebidos = await esperarEmails(daOuvidoria);
    expect(recebidos).toHaveLength(1);
    const texto = decodificado(recebidos[0]!);
    expect(texto).toMatch(/Ouvidoria: \d+ novos? casos?/);
    expect(texto).toContain('https://portal.fazenda.test/admin/denuncias');
    expect(texto).not.toMatch(/Assédio|encarregado|armazém|Joana|Prado/);
    expect(texto).not.toContain(protocolo);
    expect(compliance.user.email).toBe('ouvidoria@fazenda.test');
  });

  it('an SMTP server that refuses: the request still succeeds, the notice is tried again later', async () => {
    await buildUser(t, { role: 'admin', email: 'admin.retry@fazenda.test' });
    // the failure is counted for the alert (deploy/prometheus/regras.yml: PortalAvisosFalhando)
    const falhas = async () =>
      Number(
        /^portal_notices_failed_total\{canal="email"\} (\d+)$/m.exec(
          await t.app.metricas.metrics(),
        )?.[1],
      );
    const falhasAntes = await falhas();
    smtp.estado.recusar = true;
    const dono = await buildUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/atendimentos',
      headers: dono.auth,
    });
    expect(res.statusCode).toBe(201);
    const carteiro = carteiroDe(t.app.ctx)!;
    await carteiro.enviarPendentes(new Date());
    const lerPendente = () =>
      t.db
        .selectFrom('avisos_email')
        .innerJoin('users', 'users.id', 'avisos_email.usuario_id')
        .select(['avisos_email.tentativas', 'avisos_email.enviado_em', 'reservado_ate'])
        .where('users.email', '=', 'admin.retry@fazenda.test')
        .executeTakeFirstOrThrow();
    // The instance's own sender may have claimed the notice first: wait for that try to end
    // while the server still refuses, so it cannot land after the refusal is lifted.
    await expect.poll(async () => (await lerPendente()).reservado_ate).toBeNull();
    const pendente = await lerPendente();
    expect(pendente.tentativas).toBe(1);
    expect(pendente.enviado_em).toBeNull();
    expect(await falhas()).toBeGreaterThan(falhasAntes);
    smtp.estado.recusar = false;
    // not before its time, then sent
    await carteiro.enviarPendentes(new Date());
    expect(smtp.recebidos.filter((r) => r.para.includes('admin.retry@fazenda.test'))).toEqual([]);
    await carteiro.enviarPendentes(new Date(Date.now() + 10 * 60 * 1000));
    expect(smtp.recebidos.filter((r) => r.para.includes('admin.retry@fazenda.test'))).toHaveLength(
      1,
    );
  });
});

describe('after a long stop', () => {
  it('a report filed in the hour before a stop of more than a day is still announced by e-mail', async () => {
    // an installation of its own: its announced hours are its own
    const parada = await createTestApp({ env: env() });
    extras.push(parada);
    await buildUser(parada, { role: 'compliance', email: 'parada@fazenda.test' });
    const res = await parada.app.inject({
      method: 'POST',
      url: '/api/denuncias',
      payload: { categoria: 'Fraude', descricao: 'Notas duplicadas.', anonimato: true },
    });
    expect(res.statusCode).toBe(201);
    // the server stops now and starts 30 hours later (one instant for both starts below: read
    // twice, the clock could cross an hour between them and rightly announce that new hour)
    const depois = Date.now() + 30 * HORA_MS;
    expect(await anunciarHoras(parada.app.ctx, depois)).toBeGreaterThan(0);
    await enviar(parada);
    const recebidos = await esperarEmails(
      (texto, r) =>
        r.para.includes('parada@fazenda.test') && texto.includes('Ouvidoria: 1 novo caso'),
    );
    expect(recebidos).toHaveLength(1);
    // each hour once: starting again announces nothing more
    expect(await anunciarHoras(parada.app.ctx, depois)).toBe(0);
  });

  it('a ticket already past its due time is told as overdue, not as near it', async () => {
    await buildUser(t, { role: 'compliance', email: 'vencido@fazenda.test' });
    const { ticket } = await buildAtendimento(t);
    // the server was stopped from before the risk time until after the due time
    const { prazo } = await vencimentos(ticket.id);
    const depois = new Date(new Date(prazo!).getTime() + 60 * 1000);
    expect(await avisarRiscos(t.app.ctx, depois)).toContain(ticket.id);
    await enviar();
    const sobre = await esperarEmails(
      (texto, r) => r.para.includes('vencido@fazenda.test') && texto.includes(`#${ticket.id}`),
    );
    expect(sobre).toHaveLength(1);
    const texto = decodificado(sobre[0]!);
    expect(texto).toContain(`Atendimento #${ticket.id} com prazo vencido`);
    expect(texto).toMatch(/prazo do atendimento #\d+ j.+ venceu/);
    expect(texto).not.toContain('perto do prazo');
  });
});

describe('a slow mail server', () => {
  // Instances whose own senders are off (no SMTP_URL): the test's senders, with short times,
  // are the only ones; the notices are written as the product queues them.
  const comEmail = (x: TestApp): AppContext => ({
    ...x.app.ctx,
    config: {
      ...x.app.ctx.config,
      email: { smtpUrl: smtp.url, from: 'Portal <portal@fazenda.test>', publicUrl: 'https://x/' },
    },
  });
  const carteiro = (x: TestApp, tempos: Partial<TemposDoCarteiro> = {}) =>
    new Carteiro(comEmail(x), x.app.log, tempos);
  async function avisoPara(x: TestApp, email: string): Promise<number> {
    const u = await buildUser(x, { role: 'rh', email });
    const agora = new Date().toISOString();
    const r = await x.db
      .insertInto('avisos_email')
      .values({
        tipo: 'novo_atendimento',
        usuario_id: u.user.id,
        assunto: `Novo atendimento para ${email}`,
        texto: 'Um atendimento foi aberto.',
        criado_em: agora,
        proxima_tentativa_em: agora,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return r.id;
  }
  const para = (email: string) => smtp.recebidos.filter((r) => r.para.includes(email));
  async function instancias() {
    const a = await createTestApp();
    extras.push(a);
    // SQLite serves one instance: there, two senders in the same one
    const b = usingPostgres() ? await createSecondInstance(a) : a;
    if (b !== a) extras.push(b);
    return [a, b] as const;
  }

  it('a send slower than the claim: another instance never takes it while its sender is alive; it goes out once', async () => {
    const [a, b] = await instancias();
    await avisoPara(a, 'lento@fazenda.test');
    // every answer takes 0.7 s: the send takes about 4 s, over the 2.5 s claim, each step well
    // under the 2.4 s limit (room for a loaded machine)
    smtp.estado.demoraMs = 700;
    const tempos = { reservaMs: 2500, limiteMs: 2400 };
    const primeiro = carteiro(a, tempos);
    const segundo = carteiro(b, tempos);
    try {
      // the first instance claims it before the second starts looking (otherwise the second
      // may claim it first, and the roles swap)
      const iniciados = await primeiro.iniciar();
      expect(iniciados).toHaveLength(1);
      const envio = iniciados[0]!;
      let fim = false;
      void envio.finally(() => (fim = true));
      let tentativasDoSegundo = 0;
      while (!fim) {
        await segundo.enviarPendentes();
        tentativasDoSegundo++;
        await sleep(100);
      }
      expect(await envio).toBe(true);
      expect(tentativasDoSegundo).toBeGreaterThan(10);
      smtp.estado.demoraMs = 0;
      expect(await segundo.enviarPendentes(new Date(Date.now() + HORA_MS))).toBe(0);
      expect(para('lento@fazenda.test')).toHaveLength(1);
    } finally {
      await primeiro.fechar();
      await segundo.fechar();
    }
  });

  it('a slow notice does not hold the others', async () => {
    const [a] = await instancias();
    await avisoPara(a, 'parado@fazenda.test');
    await avisoPara(a, 'rapido@fazenda.test');
    smtp.estado.segurar.add('parado@fazenda.test');
    const c = carteiro(a);
    try {
      const envio = c.enviarPendentes();
      await expect.poll(() => para('rapido@fazenda.test').length, { timeout: 10_000 }).toBe(1);
      expect(para('parado@fazenda.test')).toHaveLength(0);
      smtp.liberar();
      expect(await envio).toBe(2);
      expect(para('parado@fazenda.test')).toHaveLength(1);
    } finally {
      await c.fechar();
    }
  });

  it('a message the server never confirms is not sent again: it may have been delivered', async () => {
    const [a] = await instancias();
    const id = await avisoPara(a, 'mudo@fazenda.test');
    smtp.estado.segurar.add('mudo@fazenda.test');
    const c = carteiro(a, { reservaMs: 1500, limiteMs: 500 });
    try {
      expect(await c.enviarPendentes()).toBe(0);
      const row = await a.db
        .selectFrom('avisos_email')
        .select(['tentativas', 'enviado_em', 'desistido_em'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.tentativas).toBe(1);
      expect(row.desistido_em).not.toBeNull();
      // the server delivers it after all; nothing sends it again, however long after
      smtp.liberar();
      expect(await c.enviarPendentes(new Date(Date.now() + HORA_MS))).toBe(0);
      expect(para('mudo@fazenda.test')).toHaveLength(1);
    } finally {
      await c.fechar();
    }
  });
});

describe('without SMTP_URL', () => {
  it('nothing is queued', async () => {
    const semEmail = await createTestApp();
    extras.push(semEmail);
    await buildUser(semEmail, { role: 'rh', email: 'rh@fazenda.test' });
    const dono = await buildUser(semEmail);
    const res = await semEmail.app.inject({
      method: 'POST',
      url: '/api/atendimentos',
      headers: dono.auth,
    });
    expect(res.statusCode).toBe(201);
    const n = await semEmail.db
      .selectFrom('avisos_email')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(0);
    expect(carteiroDe(semEmail.app.ctx)).toBeUndefined();
  });
});

/** A second app on the same database: another instance. */
async function createSecond(): Promise<TestApp> {
  const s = await createSecondInstance(t, { env: env() });
  extras.push(s);
  return s;
}
