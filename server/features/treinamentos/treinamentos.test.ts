/**
 * Trainings (docs/product/treinamentos.md): the gates, the attendance code (its day, a repeat,
 * wrong codes limited per account), staff marking, each person's situation with the clock
 * controlled, and the reminder queued once per cycle.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createSecondInstance,
  createTestApp,
  usingPostgres,
  type TestApp,
} from '../../test/app.js';
import { buildUser, tokenPara, type BuiltUser } from '../../test/factories.js';
import { brt, em } from '../../test/relogio.js';
import { lembrarVencimentos } from './lembretes.js';
import { completo } from '../../db/completo.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  vi.useRealTimers();
  await t.close();
});

const relogio = (s: string) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  em(s);
};

/** Moves the clock; the sessions of `quem` are renewed (a jump of hours would end them). */
async function depois(s: string, ...quem: BuiltUser[]) {
  em(s);
  for (const u of quem) {
    u.auth.authorization = `Bearer ${await tokenPara(t.db, t.app.ctx.tokens, u.user)}`;
  }
}

const novo = (over: Record<string, unknown> = {}) => ({
  titulo: 'Prevenção ao assédio 2026',
  tema: 'assedio',
  data: '2026-11-26',
  carga_horaria_min: 90,
  modalidade: 'presencial',
  ...over,
});

async function criar(quem: BuiltUser, over: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/treinamentos',
    headers: quem.auth,
    payload: novo(over),
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; codigo_presenca: string };
}

const digitar = (quem: BuiltUser, codigo: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/treinamentos/presenca',
    headers: quem.auth,
    payload: { codigo },
  });

const marcar = (quem: BuiltUser, id: number, usuario_ids: number[]) =>
  t.app.inject({
    method: 'POST',
    url: `/api/treinamentos/${id}/participantes`,
    headers: quem.auth,
    payload: { usuario_ids },
  });

const auditoria = (acao: string) =>
  t.db.selectFrom('audit_log').select('detalhes').where('acao', '=', acao).execute();

describe('POST /api/treinamentos: the gates', () => {
  it('401 without a session, 403 for colaborador and rh, 400 in Portuguese', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/treinamentos', payload: novo() }))
        .statusCode,
    ).toBe(401);
    for (const role of ['colaborador', 'rh'] as const) {
      const u = await buildUser(t, { role });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/treinamentos',
        headers: u.auth,
        payload: novo(),
      });
      expect(res.statusCode).toBe(403);
      for (const url of ['/api/treinamentos', '/api/treinamentos/situacao']) {
        expect((await t.app.inject({ url, headers: u.auth })).statusCode).toBe(403);
      }
    }
    const compliance = await buildUser(t, { role: 'compliance' });
    const errado = async (over: Record<string, unknown>) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/treinamentos',
        headers: compliance.auth,
        payload: novo(over),
      });
      expect(res.statusCode).toBe(400);
      return res.json().error as string;
    };
    expect(await errado({ tema: 'futebol' })).toBe('Tema inválido.');
    expect(await errado({ data: '2026-02-30' })).toBe('Data inválida. Use o formato AAAA-MM-DD.');
    expect(await errado({ titulo: ' ' })).toBe('Título é obrigatório.');
    expect(await errado({ carga_horaria_min: 0 })).toMatch(/Carga horária/);
    expect(await errado({ modalidade: 'telepatia' })).toBe('Modalidade inválida.');
    expect(await t.db.selectFrom('treinamentos').selectAll().execute()).toEqual([]);
  });

  it('compliance and admin create; a 6-digit code unique among the day; audited by id', async () => {
    const compliance = await buildUser(t, { role: 'compliance' });
    const admin = await buildUser(t, { role: 'admin' });
    const codigos = new Set<string>();
    for (let i = 0; i < 8; i++) {
      const r = await criar(i % 2 ? admin : compliance, { titulo: `Turma ${i}` });
      expect(r.codigo_presenca).toMatch(/^\d{6}$/);
      codigos.add(r.codigo_presenca);
    }
    expect(codigos.size).toBe(8);
    const audit = await auditoria('treinamento_criado');
    expect(audit).toHaveLength(8);
    expect(audit[0]!.detalhes).toMatch(/^Cadastrou o treinamento #\d+ \(assedio, 2026-11-26\)$/);
    const lista = await t.app.inject({ url: '/api/treinamentos', headers: compliance.auth });
    expect(lista.json()).toHaveLength(8);
    expect(lista.json()[0]).toMatchObject({ participantes: 0, tema: 'assedio' });
  });
});

describe('attendance by code', () => {
  it('on its day (Brazil time) it counts; a repeat changes nothing; another day is refused', async () => {
    relogio('2026-11-26 08:00');
    const compliance = await buildUser(t, { role: 'compliance' });
    const ana = await buildUser(t);
    const { id, codigo_presenca } = await criar(compliance);

    expect((await digitar(ana, '')).json().error).toBe(
      'Digite o código de 6 números informado no treinamento.',
    );
    const r = await digitar(ana, `${codigo_presenca.slice(0, 3)} ${codigo_presenca.slice(3)}`);
    expect(r.statusCode).toBe(201);
    expect(r.json()).toEqual({
      treinamento: { id, titulo: 'Prevenção ao assédio 2026', data: '2026-11-26' },
      nova: true,
    });
    const again = await digitar(ana, codigo_presenca);
    expect(again.statusCode).toBe(200);
    expect(again.json().nova).toBe(false);
    const detalhe = (
      await t.app.inject({ url: `/api/treinamentos/${id}`, headers: compliance.auth })
    ).json();
    expect(detalhe.participantes_lista).toHaveLength(1);
    expect(detalhe.participantes_lista[0]).toMatchObject({
      usuario_id: ana.user.id,
      forma: 'codigo',
    });
    expect(await auditoria('treinamento_presenca')).toEqual([
      { detalhes: `Registrou a própria presença no treinamento #${id} pelo código` },
    ]);

    // 23:59 in Brasília is still its day; 00:00 the next is not (UTC would say otherwise)
    const bia = await buildUser(t);
    await depois('2026-11-26 23:59', bia);
    expect((await digitar(bia, codigo_presenca)).statusCode).toBe(201);
    await depois('2026-11-27 00:00', compliance);
    const carlos = await buildUser(t);
    const fora = await digitar(carlos, codigo_presenca);
    expect(fora.statusCode).toBe(409);
    expect(fora.json().error).toBe(
      'Este código não vale hoje: a presença por código só é registrada no dia do treinamento.',
    );
    // before its day too
    const amanha = await criar(compliance, { data: '2026-11-28' });
    expect((await digitar(carlos, amanha.codigo_presenca)).statusCode).toBe(409);
    expect(
      await t.db.selectFrom('treinamento_participantes').select('usuario_id').execute(),
    ).toHaveLength(2);
  });

  it('wrong codes are limited per account (429), a right one is not counted', async () => {
    relogio('2026-11-26 09:00');
    const compliance = await buildUser(t, { role: 'compliance' });
    const { codigo_presenca } = await criar(compliance);
    const errado = codigo_presenca === '000000' ? '000001' : '000000';
    const ana = await buildUser(t);
    const bruno = await buildUser(t);
    // the right code, many times: never limited
    for (let i = 0; i < 8; i++)
      expect((await digitar(ana, codigo_presenca)).statusCode).toBeLessThan(300);
    for (let i = 0; i < 5; i++) {
      const r = await digitar(ana, errado);
      expect(r.statusCode).toBe(404);
      expect(r.json().error).toBe('Código não encontrado. Confira os números e tente de novo.');
    }
    const bloqueado = await digitar(ana, codigo_presenca);
    expect(bloqueado.statusCode).toBe(429);
    expect(bloqueado.json().error).toBe(
      'Muitos códigos errados. Aguarde e tente novamente mais tarde.',
    );
    // another account is not affected
    expect((await digitar(bruno, codigo_presenca)).statusCode).toBe(201);
  });
});

describe('attendance marked by staff', () => {
  it('by ids, audited by id; a repeat changes nothing; unknown ids and future trainings refused', async () => {
    relogio('2026-11-26 10:00');
    const admin = await buildUser(t, { role: 'admin' });
    const a = await buildUser(t);
    const b = await buildUser(t);
    const { id } = await criar(admin, { data: '2026-11-20' });
    const r = await marcar(admin, id, [a.user.id, b.user.id, a.user.id]);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ adicionados: 2 });
    expect((await marcar(admin, id, [a.user.id])).json()).toEqual({ adicionados: 0 });
    const audit = await auditoria('treinamento_presenca');
    expect(audit).toEqual([
      {
        detalhes: `Registrou presença no treinamento #${id}: #${a.user.id}, #${b.user.id}`,
      },
    ]);
    const desconhecido = await marcar(admin, id, [999_999]);
    expect(desconhecido.statusCode).toBe(400);
    expect(desconhecido.json().error).toBe('Pessoa não encontrada: #999999.');
    const futuro = await criar(admin, { data: '2026-12-01' });
    const cedo = await marcar(admin, futuro.id, [a.user.id]);
    expect(cedo.statusCode).toBe(409);
    expect(cedo.json().error).toBe(
      'A presença só pode ser registrada a partir do dia do treinamento.',
    );
    expect((await marcar(admin, 987_654, [a.user.id])).statusCode).toBe(404);
    const vazio = await marcar(admin, id, []);
    expect(vazio.statusCode).toBe(400);
    expect(vazio.json().error).toBe('Escolha ao menos uma pessoa.');
  });
});

describe('GET /api/treinamentos/situacao and /api/me/treinamentos', () => {
  it('the four states, with the clock controlled; only active people; each sees their own', async () => {
    relogio('2026-11-26 10:00');
    const compliance = await buildUser(t, { role: 'compliance', nome: 'Zeca Compliance' });
    const emDia = await buildUser(t, { nome: 'Ana Em Dia' });
    const aVencer = await buildUser(t, { nome: 'Bia A Vencer' });
    const vencido = await buildUser(t, { nome: 'Caio Vencido' });
    const nunca = await buildUser(t, { nome: 'Duda Nunca', role: 'rh' });
    const inativo = await buildUser(t, { nome: 'Eva Inativa', status: 'inativo' });
    const recente = await criar(compliance, { data: '2026-06-01' });
    const quase = await criar(compliance, { data: '2025-12-15' });
    const antigo = await criar(compliance, { data: '2025-11-25' });
    // another theme does not count for harassment prevention
    const outro = await criar(compliance, { data: '2026-11-01', tema: 'saude_mental' });
    await marcar(compliance, recente.id, [emDia.user.id, inativo.user.id]);
    await marcar(compliance, quase.id, [aVencer.user.id, emDia.user.id]);
    await marcar(compliance, antigo.id, [vencido.user.id]);
    await marcar(compliance, outro.id, [nunca.user.id]);

    const res = await t.app.inject({ url: '/api/treinamentos/situacao', headers: compliance.auth });
    expect(res.statusCode).toBe(200);
    const porNome = Object.fromEntries(
      (res.json() as { nome: string }[]).map((p) => [p.nome, p]),
    ) as Record<string, Record<string, unknown>>;
    expect(porNome['Eva Inativa']).toBeUndefined();
    expect(porNome['Ana Em Dia']).toMatchObject({
      ultimo_treinamento: '2026-06-01',
      vencimento: '2027-06-01',
      situacao: 'em_dia',
    });
    // across the year boundary: due 15 Dec 2026, within 30 days
    expect(porNome['Bia A Vencer']).toMatchObject({
      ultimo_treinamento: '2025-12-15',
      vencimento: '2026-12-15',
      situacao: 'a_vencer',
    });
    expect(porNome['Caio Vencido']).toMatchObject({
      vencimento: '2026-11-25',
      situacao: 'vencido',
    });
    expect(porNome['Duda Nunca']).toMatchObject({
      ultimo_treinamento: null,
      vencimento: null,
      situacao: 'nunca',
      role: 'rh',
    });

    // the day after its due date, Bia is vencida
    await depois('2026-12-16 00:30', aVencer, emDia);
    const dela = await t.app.inject({ url: '/api/me/treinamentos', headers: aVencer.auth });
    expect(dela.json().situacao).toEqual({
      ultimo_treinamento: '2025-12-15',
      vencimento: '2026-12-15',
      situacao: 'vencido',
    });
    // her own list only
    const meus = await t.app.inject({ url: '/api/me/treinamentos', headers: emDia.auth });
    expect(meus.json().treinamentos.map((x: { data: string }) => x.data)).toEqual([
      '2026-06-01',
      '2025-12-15',
    ]);
    expect(JSON.stringify(meus.json())).not.toContain('Bia');
    // and in Meus dados, as the group "treinamentos"
    const dados = await t.app.inject({ url: '/api/me/dados', headers: emDia.auth });
    expect(dados.json().treinamentos.presencas).toEqual([
      expect.objectContaining({
        data: '2026-06-01',
        tema: 'Prevenção e combate ao assédio',
        forma: 'equipe',
      }),
      expect.objectContaining({ data: '2025-12-15' }),
    ]);
  });

  it('a training on 29 February is due on 28 February of the next year', async () => {
    relogio('2025-02-28 12:00');
    const admin = await buildUser(t, { role: 'admin' });
    const ana = await buildUser(t);
    const { id } = await criar(admin, { data: '2024-02-29' });
    await marcar(admin, id, [ana.user.id]);
    const ver = async () =>
      (await t.app.inject({ url: '/api/me/treinamentos', headers: ana.auth })).json().situacao;
    expect(await ver()).toEqual({
      ultimo_treinamento: '2024-02-29',
      vencimento: '2025-02-28',
      situacao: 'a_vencer',
    });
    await depois('2025-03-01 00:00', ana);
    expect((await ver()).situacao).toBe('vencido');
  });
});

describe('the reminder 30 days before', () => {
  async function inscricao(u: BuiltUser) {
    const sessao = await completo(t.db)
      .selectFrom('sessoes')
      .select('id')
      .where('usuario_id', '=', u.user.id)
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('push_inscricoes')
      .values({
        usuario_id: u.user.id,
        sessao_id: sessao.id,
        endpoint: `https://push.invalid/${u.user.id}`,
        p256dh: 'x'.repeat(87),
        auth: 'y'.repeat(22),
        aparelho: 'Chrome no Android',
        criado_em: new Date().toISOString(),
      })
      .execute();
  }
  const filas = () =>
    t.db
      .selectFrom('avisos_push as p')
      .innerJoin('push_inscricoes as i', 'i.id', 'p.inscricao_id')
      .select(['i.usuario_id', 'p.url', 'p.tipo', 'p.id'])
      .where('p.tipo', '=', 'treinamento_a_vencer')
      .execute();

  it('is queued once per due date, not again the next day, and again for the next cycle', async () => {
    relogio('2026-11-10 10:00');
    const admin = await buildUser(t, { role: 'admin' });
    const bia = await buildUser(t);
    const caio = await buildUser(t);
    await inscricao(bia);
    await inscricao(caio);
    const velho = await criar(admin, { data: '2025-12-15' });
    const novo2 = await criar(admin, { data: '2026-06-01' });
    await marcar(admin, velho.id, [bia.user.id]);
    await marcar(admin, novo2.id, [caio.user.id]);

    // 35 days before: nothing yet
    expect(await lembrarVencimentos(t.app.ctx, Date.parse(brt('2026-11-10 10:00')))).toEqual([]);
    // 30 days before (15 Nov, Brazil time): Bia only
    expect(await lembrarVencimentos(t.app.ctx, Date.parse(brt('2026-11-15 00:05')))).toEqual([
      bia.user.id,
    ]);
    const fila = await filas();
    expect(fila).toEqual([
      expect.objectContaining({ usuario_id: bia.user.id, url: '/meus-treinamentos' }),
    ]);
    // even once sent (so the outbox's own collapsing plays no part), not again
    await t.db.updateTable('avisos_push').set({ enviado_em: new Date().toISOString() }).execute();
    expect(await lembrarVencimentos(t.app.ctx, Date.parse(brt('2026-11-15 12:00')))).toEqual([]);
    expect(await lembrarVencimentos(t.app.ctx, Date.parse(brt('2026-11-16 08:00')))).toEqual([]);
    expect(await lembrarVencimentos(t.app.ctx, Date.parse(brt('2026-12-14 08:00')))).toEqual([]);
    expect(await filas()).toHaveLength(1);

    // she trains again: a new due date, a new cycle, one reminder when it nears
    await depois('2026-12-10 10:00', admin);
    const refeito = await criar(admin, { data: '2026-12-10' });
    await marcar(admin, refeito.id, [bia.user.id]);
    expect(await lembrarVencimentos(t.app.ctx, Date.parse(brt('2027-11-10 08:00')))).toEqual([
      bia.user.id,
    ]);
    expect(await lembrarVencimentos(t.app.ctx, Date.parse(brt('2027-11-11 08:00')))).toEqual([]);
    expect(await filas()).toHaveLength(2);
  });

  it('two instances running the job at once queue it once', async () => {
    relogio('2026-11-20 10:00');
    const admin = await buildUser(t, { role: 'admin' });
    const bia = await buildUser(t);
    await inscricao(bia);
    const { id } = await criar(admin, { data: '2025-12-15' });
    await marcar(admin, id, [bia.user.id]);
    // SQLite serves one instance in one process; PostgreSQL shows two instances racing
    const segunda = usingPostgres() ? await createSecondInstance(t) : t;
    try {
      await segunda.app.ready();
      const agora = Date.parse(brt('2026-11-20 10:00'));
      const [a, b] = await Promise.all([
        lembrarVencimentos(t.app.ctx, agora),
        lembrarVencimentos(segunda.app.ctx, agora),
      ]);
      // the second instance's own start may have claimed it first: then neither call did
      expect(a.length + b.length).toBeLessThanOrEqual(1);
      expect(await filas()).toHaveLength(1);
    } finally {
      if (segunda !== t) await segunda.close();
    }
  });
});
