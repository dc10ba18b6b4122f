/** The help desk's staff side: gates, notes, ready answers, the panel's pages and the report. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preencherResposta } from '../../../../common/schemas/atendimentos.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { buildUser, type BuiltUser, tokenPara } from '../../../test/factories.js';
import { em } from '../../../test/relogio.js';

let t: TestApp;
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  em('2026-11-02 08:00');
  t = await createTestApp();
});
afterEach(async () => {
  vi.useRealTimers();
  await t.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const call = async (method: Method, url: string, u: BuiltUser | undefined, payload?: unknown) => {
  const token = u && (await tokenPara(t.db, t.app.ctx.tokens, u.user));
  return t.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
};
const abrir = async (u: BuiltUser, body?: object) =>
  (await call('POST', '/api/atendimentos', u, body)).json().atendimentoId as number;
const escrever = (u: BuiltUser, id: number, mensagem = 'Olá') =>
  call('POST', `/api/atendimentos/${id}/mensagens`, u, { mensagem });

describe('gates', () => {
  it('401 without a token, 403 for a colaborador on every staff route, nothing stored', async () => {
    const ana = await buildUser(t);
    const id = await abrir(ana);
    const rotas: Array<[Method, string, unknown?]> = [
      ['PATCH', `/api/atendimentos/${id}`, { prioridade: 'alta' }],
      ['GET', `/api/atendimentos/${id}/notas`],
      ['POST', `/api/atendimentos/${id}/notas`, { texto: 'nota' }],
      ['GET', '/api/atendimentos/responsaveis'],
      ['GET', '/api/atendimentos/relatorio'],
      ['GET', '/api/respostas-prontas'],
      ['POST', '/api/respostas-prontas', { titulo: 'a', texto: 'b' }],
      ['PUT', '/api/respostas-prontas/1', { titulo: 'a', texto: 'b' }],
      ['DELETE', '/api/respostas-prontas/1'],
    ];
    for (const [method, url, body] of rotas) {
      expect((await call(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, ana, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await call('GET', `/api/atendimentos/${id}`, undefined)).statusCode).toBe(401);
    expect(await t.db.selectFrom('atendimento_notas').selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom('respostas_prontas').selectAll().execute()).toEqual([]);
  });
});

describe('internal notes', () => {
  it('staff write and read them; they never appear in the messages, for the owner or for staff', async () => {
    const ana = await buildUser(t);
    const rh = await buildUser(t, { role: 'rh', nome: 'Regina Helena' });
    const id = await abrir(ana);
    await escrever(ana, id, 'A impressora parou.');
    const nota = await call('POST', `/api/atendimentos/${id}/notas`, rh, {
      texto: '  Verificar com a TI se é o toner.  ',
    });
    expect(nota.statusCode).toBe(201);
    expect(nota.json()).toMatchObject({
      autor_nome: 'Regina Helena',
      texto: 'Verificar com a TI se é o toner.',
    });
    const notas = (await call('GET', `/api/atendimentos/${id}/notas`, rh)).json();
    expect(notas.map((n: { texto: string }) => n.texto)).toEqual([
      'Verificar com a TI se é o toner.',
    ]);
    for (const u of [ana, rh]) {
      const msgs = await call('GET', `/api/atendimentos/${id}/mensagens`, u);
      expect(msgs.statusCode).toBe(200);
      expect(msgs.body).not.toContain('toner');
      expect(msgs.json()).toHaveLength(1);
    }
    // Notes do not answer the employee: the first clock still runs.
    expect(
      (await call('GET', `/api/atendimentos/${id}`, ana)).json().primeira_resposta_em,
    ).toBeNull();
  });

  it('400 for a blank or over-long note, 404 on a ticket that does not exist', async () => {
    const ana = await buildUser(t);
    const rh = await buildUser(t, { role: 'rh' });
    const id = await abrir(ana);
    for (const [texto, msg] of [
      ['   ', 'Digite a nota.'],
      ['x'.repeat(5001), 'A nota deve ter no máximo 5000 caracteres.'],
      [42, 'Digite a nota.'],
    ] as const) {
      const res = await call('POST', `/api/atendimentos/${id}/notas`, rh, { texto });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(msg);
    }
    expect((await call('GET', '/api/atendimentos/999999/notas', rh)).statusCode).toBe(404);
    expect(
      (await call('POST', '/api/atendimentos/999999/notas', rh, { texto: 'a' })).statusCode,
    ).toBe(404);
    expect(await t.db.selectFrom('atendimento_notas').selectAll().execute()).toEqual([]);
  });
});

describe('ready answers', () => {
  it('staff list, create, change and delete them; 404 for one that does not exist', async () => {
    const rh = await buildUser(t, { role: 'rh' });
    const criada = await call('POST', '/api/respostas-prontas', rh, {
      titulo: 'Saudação',
      texto: 'Olá, {nome}! Já estamos vendo.',
    });
    expect(criada.statusCode).toBe(201);
    const { id } = criada.json();
    await call('POST', '/api/respostas-prontas', rh, {
      titulo: 'Agradecimento',
      texto: 'Obrigado.',
    });
    const lista = (await call('GET', '/api/respostas-prontas', rh)).json();
    expect(lista.map((r: { titulo: string }) => r.titulo)).toEqual(['Agradecimento', 'Saudação']);
    const alterada = await call('PUT', `/api/respostas-prontas/${id}`, rh, {
      titulo: 'Saudação',
      texto: 'Bom dia, {nome}!',
    });
    expect(alterada.json()).toEqual({ id, titulo: 'Saudação', texto: 'Bom dia, {nome}!' });
    expect((await call('DELETE', `/api/respostas-prontas/${id}`, rh)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/respostas-prontas/${id}`, rh)).statusCode).toBe(404);
    const put = await call('PUT', `/api/respostas-prontas/${id}`, rh, { titulo: 'a', texto: 'b' });
    expect(put.statusCode).toBe(404);
    expect(put.json().error).toBe('Resposta pronta não encontrada.');
  });

  it('400 for a missing title or text', async () => {
    const rh = await buildUser(t, { role: 'rh' });
    const res = await call('POST', '/api/respostas-prontas', rh, { titulo: ' ', texto: 'b' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Título é obrigatório.');
    const sem = await call('POST', '/api/respostas-prontas', rh, { titulo: 'a' });
    expect(sem.json().error).toBe('Texto é obrigatório.');
    expect(await t.db.selectFrom('respostas_prontas').selectAll().execute()).toEqual([]);
  });

  it('{nome} becomes the employee first name', () => {
    expect(preencherResposta('Olá, {nome}! {nome}, tudo certo?', '  Maria  da Silva')).toBe(
      'Olá, Maria! Maria, tudo certo?',
    );
  });
});

describe("the panel's list", () => {
  it('finds a name whatever its accents and case, and a ticket by its number ("21", "#21")', async () => {
    const rh = await buildUser(t, { role: 'rh' });
    const tag = Math.random().toString(36).slice(2, 8);
    const joao = await buildUser(t, { nome: `João Araújo ${tag}` });
    const outro = await buildUser(t, { nome: `Maria Souza ${tag}` });
    const idJoao = await abrir(joao);
    const idOutro = await abrir(outro);
    const ids = async (busca: string) => {
      const res = await call(
        'GET',
        `/api/atendimentos?busca=${encodeURIComponent(busca)}&pagina=1`,
        rh,
      );
      expect(res.statusCode, busca).toBe(200);
      return res.json().map((a: { id: number }) => a.id);
    };
    expect(await ids(`joao araujo ${tag}`)).toEqual([idJoao]);
    expect(await ids(`JOÃO ARAÚJO ${tag}`)).toEqual([idJoao]);
    // the other way round: accents typed, none in the name
    expect(await ids(`máriá souzá ${tag}`)).toEqual([idOutro]);
    expect(await ids(String(idJoao))).toEqual([idJoao]);
    expect(await ids(`#${idOutro}`)).toEqual([idOutro]);
    expect(await ids(' #999999 ')).toEqual([]);
  });

  it('without paging, the newest 500 and the count of all: a short list counts itself, a full one asks', async () => {
    const ana = await buildUser(t);
    const aberto = await abrir(ana);
    const lista = async () => {
      const res = await call('GET', '/api/atendimentos?meus=true', ana);
      expect(res.statusCode).toBe(200);
      return { n: (res.json() as unknown[]).length, total: res.headers['x-total-count'] };
    };
    expect(await lista()).toEqual({ n: 1, total: '1' });
    // 500 closed tickets of hers beside the open one: one more than a list without paging holds
    const modelo = await t.db
      .selectFrom('atendimentos')
      .selectAll()
      .where('id', '=', aberto)
      .executeTakeFirstOrThrow();
    const { id: _id, ...resto } = modelo;
    await t.db
      .insertInto('atendimentos')
      .values(Array.from({ length: 500 }, () => ({ ...resto, status: 'fechado' as const })))
      .execute();
    expect(await lista()).toEqual({ n: 500, total: '501' });
  });

  it('pages by the nearest due time, filters by stage and responsible, and counts', async () => {
    const rh = await buildUser(t, { role: 'rh' });
    const adm = await buildUser(t, { role: 'admin' });
    // the third's name has letters: a name of digits only would be read as a ticket number
    const pessoas = await Promise.all(
      [1, 2, 3, 4].map((i) => buildUser(t, i === 3 ? { nome: 'Pessoa Quintiliano' } : {})),
    );
    em('2026-11-02 08:00'); // Finados: every clock starts on Tuesday 07:30
    const [baixa, normal, critica, alta] = [
      await abrir(pessoas[0]!, { prioridade: 'baixa' }),
      await abrir(pessoas[1]!),
      await abrir(pessoas[2]!, { prioridade: 'critica' }),
      await abrir(pessoas[3]!, { prioridade: 'alta' }),
    ];
    await call('PATCH', `/api/atendimentos/${alta}`, rh, { responsavel_id: rh.user.id });
    await escrever(adm, normal); // admin answers: em_atendimento, taken by admin
    const ids = async (q: string, u = rh) => {
      const res = await call('GET', `/api/atendimentos?${q}`, u);
      expect(res.statusCode, q).toBe(200);
      return {
        ids: res.json().map((a: { id: number }) => a.id),
        total: res.headers['x-total-count'],
      };
    };
    // critica 07:30+30, alta +60, normal's resolution +480, baixa +240
    expect(await ids('ordem=prazo&por_pagina=10')).toEqual({
      ids: [critica, alta, baixa, normal],
      total: '4',
    });
    expect(await ids('ordem=prazo&por_pagina=2&pagina=2')).toEqual({
      ids: [baixa, normal],
      total: '4',
    });
    expect(await ids('etapa=em_atendimento&pagina=1')).toEqual({ ids: [normal], total: '1' });
    expect(await ids('responsavel=eu&pagina=1')).toEqual({ ids: [alta], total: '1' });
    expect(await ids(`responsavel=${adm.user.id}&pagina=1`)).toEqual({ ids: [normal], total: '1' });
    expect((await ids('responsavel=nenhum&ordem=prazo&pagina=1')).ids).toEqual([critica, baixa]);
    const nome = pessoas[2]!.user.nome.split(' ')[1]!.toUpperCase();
    expect(await ids(`busca=${nome}&pagina=1`)).toEqual({ ids: [critica], total: '1' });
    expect((await ids('busca=100%25&pagina=1')).ids).toEqual([]);
    // Without paging parameters: the spec's array, newest first.
    expect((await ids('')).ids).toEqual([alta, critica, normal, baixa]);
    for (const [q, msg] of [
      ['por_pagina=101', 'No máximo 100 por página.'],
      ['pagina=0', 'Página inválida.'],
      ['etapa=parado', 'Etapa inválida.'],
      ['ordem=nome', 'Ordem inválida: use recentes ou prazo.'],
      ['responsavel=ninguem', 'Responsável inválido.'],
      ['responsavel=-1', 'Responsável inválido.'],
      ['responsavel=0', 'Responsável inválido.'],
      ['cor=azul', 'Filtro desconhecido.'],
    ]) {
      const res = await call('GET', `/api/atendimentos?${q}`, rh);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().error, q).toBe(msg);
    }
  });

  it('lists the active staff who can be responsible', async () => {
    const rh = await buildUser(t, { role: 'rh', nome: 'Bruna RH' });
    await buildUser(t, { role: 'compliance', nome: 'Carla Compliance' });
    await buildUser(t, { role: 'admin', nome: 'Zeca Inativo', status: 'inativo' });
    await buildUser(t, { nome: 'Ana Colaboradora' });
    const nomes = (await call('GET', '/api/atendimentos/responsaveis', rh))
      .json()
      .map((r: { nome: string }) => r.nome);
    expect(nomes).toContain('Bruna RH');
    expect(nomes).toContain('Carla Compliance');
    expect(nomes).not.toContain('Zeca Inativo');
    expect(nomes).not.toContain('Ana Colaboradora');
  });
});

describe('the report', () => {
  it('per month and per staff member: shares within the SLA, medians in business minutes, ratings', async () => {
    const rh = await buildUser(t, { role: 'rh', nome: 'Regina' });
    const adm = await buildUser(t, { role: 'admin', nome: 'Álvaro' });
    const caso = async (
      abre: string,
      quem: BuiltUser,
      responde: string,
      resolve: string | null,
      nota?: number,
    ) => {
      const dono = await buildUser(t);
      em(abre);
      const id = await abrir(dono);
      em(responde);
      await escrever(quem, id);
      if (resolve) {
        em(resolve);
        await call('POST', `/api/atendimentos/${id}/fechar`, dono);
      }
      if (nota) await call('POST', `/api/atendimentos/${id}/avaliacao`, dono, { nota });
    };
    // October: Regina answers in 30 and in 180 minutes (late), resolves in 120 and 540 (late).
    await caso('2026-10-06 10:00', rh, '2026-10-06 10:30', '2026-10-06 12:00', 5);
    await caso('2026-10-07 08:00', rh, '2026-10-07 11:00', '2026-10-07 17:00', 2);
    // November: Álvaro answers in 60, resolves in 240; one he answered is still open.
    await caso('2026-11-03 09:00', adm, '2026-11-03 10:00', '2026-11-03 13:00', 4);
    await caso('2026-11-04 09:00', adm, '2026-11-04 09:20', null);
    em('2026-11-05 09:00');
    const res = await call('GET', '/api/atendimentos/relatorio?de=2026-10-01&ate=2026-11-30', rh);
    expect(res.statusCode).toBe(200);
    const r = res.json();
    expect(r.meses.map((m: { mes: string }) => m.mes)).toEqual(['2026-10', '2026-11']);
    expect(r.meses[0]).toMatchObject({
      atendimentos: 2,
      respondidos: 2,
      respondidos_no_prazo: 0.5,
      resolvidos: 2,
      resolvidos_no_prazo: 0.5,
      mediana_primeira_resposta: 105,
      mediana_resolucao: 330,
      avaliacoes: { total: 2, media: 3.5, por_nota: [0, 1, 0, 0, 1] },
    });
    expect(r.meses[1]).toMatchObject({
      atendimentos: 2,
      respondidos: 2,
      respondidos_no_prazo: 1,
      resolvidos: 1,
      resolvidos_no_prazo: 1,
      mediana_primeira_resposta: 40,
      mediana_resolucao: 240,
    });
    expect(r.equipe.map((e: { responsavel_nome: string }) => e.responsavel_nome)).toEqual([
      'Álvaro',
      'Regina',
    ]);
    expect(r.total).toMatchObject({ atendimentos: 4, respondidos_no_prazo: 0.75 });
    // A period that holds none of them.
    const vazio = (
      await call('GET', '/api/atendimentos/relatorio?de=2025-01-01&ate=2025-01-31', rh)
    ).json();
    // Only the end given: the period starts five months before it.
    const soFim = (await call('GET', '/api/atendimentos/relatorio?ate=2025-03-10', rh)).json();
    expect([soFim.de, soFim.ate]).toEqual(['2024-10-01', '2025-03-10']);
    expect(vazio.total).toMatchObject({
      atendimentos: 0,
      respondidos_no_prazo: null,
      mediana_resolucao: null,
    });
  });

  it('tickets their owners closed before any answer are counted apart, in no "resolved" share', async () => {
    const rh = await buildUser(t, { role: 'rh', nome: 'Regina' });
    const staffFecha = await buildUser(t);
    const atrasado = await buildUser(t);
    // 2 closed by their owners within minutes, nobody having written to them
    for (const hora of ['09:00', '09:10']) {
      const dono = await buildUser(t);
      em(`2026-11-03 ${hora}`);
      const id = await abrir(dono);
      em(`2026-11-03 ${hora.replace(':00', ':01').replace(':10', ':11')}`);
      expect((await call('POST', `/api/atendimentos/${id}/fechar`, dono)).statusCode).toBe(200);
      const visto = (await call('GET', `/api/atendimentos/${id}`, rh)).json();
      expect(visto).toMatchObject({
        status: 'fechado',
        encerrado_sem_resposta: true,
        resolvido_em: null,
        resolucao_minutos: null,
        primeira_resposta_em: null,
        sla: 'no_prazo',
      });
      expect(visto.sla).not.toBe('cumprido');
    }
    // 1 the owner closed after waiting past the first answer's due time: a miss of that clock
    em('2026-11-03 10:00');
    const idAtrasado = await abrir(atrasado);
    em('2026-11-03 15:00');
    await call('POST', `/api/atendimentos/${idAtrasado}/fechar`, atrasado);
    expect((await call('GET', `/api/atendimentos/${idAtrasado}`, rh)).json()).toMatchObject({
      encerrado_sem_resposta: true,
      sla: 'estourado',
    });
    // 1 answered in time and closed by its owner: answered and resolved
    const respondido = await buildUser(t);
    em('2026-11-04 09:00');
    const idRespondido = await abrir(respondido);
    em('2026-11-04 09:30');
    await escrever(rh, idRespondido);
    em('2026-11-04 10:00');
    await call('POST', `/api/atendimentos/${idRespondido}/fechar`, respondido);
    // 1 staff closed without writing: resolved by the help desk, not closed by its owner
    em('2026-11-04 11:00');
    const idStaff = await abrir(staffFecha);
    await call('POST', `/api/atendimentos/${idStaff}/fechar`, rh);
    expect((await call('GET', `/api/atendimentos/${idStaff}`, rh)).json()).toMatchObject({
      encerrado_sem_resposta: false,
      sla: 'cumprido',
    });

    em('2026-11-05 09:00');
    const r = (
      await call('GET', '/api/atendimentos/relatorio?de=2026-11-01&ate=2026-11-30', rh)
    ).json();
    expect(r.total).toMatchObject({
      atendimentos: 5,
      respondidos: 1,
      encerrados_sem_resposta: 3,
      // of the answered one and the one left unanswered past its due time
      respondidos_no_prazo: 0.5,
      // the answered one and the one staff closed; none of the three closed without an answer
      resolvidos: 2,
      resolvidos_no_prazo: 1,
    });
  });

  it('400 for bad dates or a period too long', async () => {
    const rh = await buildUser(t, { role: 'rh' });
    for (const [q, msg] of [
      ['de=31/07/2026', 'Data inválida: use AAAA-MM-DD.'],
      ['de=2026-11-10&ate=2026-11-01', 'A data inicial deve ser anterior ou igual à data final.'],
      ['de=2020-01-01&ate=2026-01-01', 'O período deve ter no máximo dois anos.'],
      ['de=2026-02-30', 'Data inválida: use AAAA-MM-DD.'],
      // Only one end given: the other is not set past it.
      ['de=2026-12-01', 'A data inicial deve ser anterior ou igual à data final.'],
    ]) {
      const res = await call('GET', `/api/atendimentos/relatorio?${q}`, rh);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().error, q).toBe(msg);
    }
  });
});
