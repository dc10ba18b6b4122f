/**
 * The register of security incidents (docs/product/incidentes.md): gates, Portuguese validation,
 * the ANPD deadline on the business calendar (weekends, national holidays), recording the ANPD's
 * communication, and audit entries that name the incident by number, never its description.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { buildUser, tokenPara, type BuiltUser } from '../../test/factories.js';
import { brt, em } from '../../test/relogio.js';

let t: TestApp;
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  // a Thursday; Friday 20 November is a national holiday (Consciência Negra)
  em('2026-11-19 09:00');
  t = await createTestApp();
});
afterEach(async () => {
  vi.useRealTimers();
  await t.close();
});

type Method = 'GET' | 'POST' | 'PATCH';
/** A fresh token per call: the clock moves between calls. */
const call = async (method: Method, url: string, u: BuiltUser | undefined, payload?: unknown) => {
  const token = u && (await tokenPara(t.db, t.app.ctx.tokens, u.user));
  return t.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
};

const DESCRICAO = 'Notebook do RH com a planilha de salários furtado do carro de Joana Prado';
const incidente = (over: Record<string, unknown> = {}) => ({
  descricao: DESCRICAO,
  ocorrido_em: brt('2026-11-18 22:00'),
  ciencia_em: brt('2026-11-19 08:00'),
  dados_afetados: 'Nome, CPF e salário dos colaboradores',
  titulares_estimados: 140,
  medidas: 'Senhas trocadas; acesso remoto do notebook bloqueado',
  ...over,
});

describe('gates', () => {
  const endpoints: [Method, string, unknown][] = [
    ['GET', '/api/admin/incidentes', undefined],
    ['POST', '/api/admin/incidentes', incidente()],
    ['GET', '/api/admin/incidentes/1', undefined],
    ['PATCH', '/api/admin/incidentes/1', { medidas: 'x' }],
    ['POST', '/api/admin/incidentes/1/comunicados', { texto: 'x', para: 'todos' }],
  ];

  it('401 without a session, 403 for compliance, rh and colaborador, on every endpoint', async () => {
    const admin = await buildUser(t, { role: 'admin' });
    const criado = await call('POST', '/api/admin/incidentes', admin, incidente());
    expect(criado.statusCode).toBe(201);
    for (const [method, url, body] of endpoints) {
      const semSessao = await call(method, url, undefined, body);
      expect(semSessao.statusCode, `${method} ${url}`).toBe(401);
      for (const role of ['compliance', 'rh', 'colaborador'] as const) {
        const u = await buildUser(t, { role });
        const res = await call(method, url, u, body);
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
        expect(res.json().error).toMatch(/^Acesso negado\./);
      }
    }
    // nothing was written by the refused calls
    expect(await t.db.selectFrom('incidentes').select('id').execute()).toHaveLength(1);
    expect(await t.db.selectFrom('comunicados').select('id').execute()).toHaveLength(0);
  });

  it('400 with a Portuguese message for each bad field, and nothing stored', async () => {
    const admin = await buildUser(t, { role: 'admin' });
    const casos: [Record<string, unknown>, RegExp][] = [
      [{ descricao: '  ' }, /^Descreva o incidente\.$/],
      [{ descricao: undefined }, /^Descreva o incidente\.$/],
      [{ descricao: 'x'.repeat(5001) }, /no máximo 5000 caracteres/],
      [{ ocorrido_em: 'ontem' }, /^Informe a data e a hora em que o incidente ocorreu\.$/],
      [{ ciencia_em: '2026-11-19' }, /^Informe a data e a hora em que a empresa tomou ciência/],
      [
        { ciencia_em: brt('2026-11-18 21:00') },
        /^A data de ciência não pode ser anterior à data da ocorrência\.$/,
      ],
      [{ ciencia_em: brt('2026-11-20 09:00') }, /^A data de ciência não pode estar no futuro\.$/],
      [
        { ocorrido_em: brt('2026-11-21 09:00') },
        /^A data da ocorrência não pode estar no futuro\.$/,
      ],
      [{ dados_afetados: '' }, /^Informe os dados afetados\.$/],
      [{ titulares_estimados: -1 }, /não pode ser negativo/],
      [{ titulares_estimados: 2.5 }, /número inteiro/],
      [{ titulares_estimados: '140' }, /^Informe o número estimado de titulares afetados\.$/],
      [{ medidas: undefined }, /^Informe as medidas tomadas ou previstas\.$/],
      [{ descricao: 'a\u0000b' }, /caracteres inválidos/],
    ];
    for (const [over, msg] of casos) {
      const res = await call('POST', '/api/admin/incidentes', admin, incidente(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().error).toMatch(msg);
    }
    for (const id of ['abc', '0', '1.5']) {
      const res = await call('GET', `/api/admin/incidentes/${id}`, admin);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('Identificador inválido.');
    }
    const nenhum = await call('GET', '/api/admin/incidentes/999', admin);
    expect(nenhum.statusCode).toBe(404);
    expect(nenhum.json().error).toBe('Incidente não encontrado.');
    expect(await t.db.selectFrom('incidentes').select('id').execute()).toHaveLength(0);
  });
});

describe('the deadline to tell the ANPD', () => {
  it('3 business days after awareness: a Thursday before a Friday holiday and a weekend is due the next Wednesday', async () => {
    const admin = await buildUser(t, { role: 'admin', nome: 'Ana Admin' });
    const res = await call('POST', '/api/admin/incidentes', admin, incidente());
    expect(res.statusCode).toBe(201);
    const i = res.json();
    expect(i).toMatchObject({
      descricao: DESCRICAO,
      titulares_estimados: 140,
      prazo_comunicacao: '2026-11-25',
      comunicado_anpd_em: null,
      situacao_prazo: 'no_prazo',
      dias_uteis_restantes: 3,
      autor_nome: 'Ana Admin',
      comunicados: [],
    });
    expect(i.ciencia_em).toBe(brt('2026-11-19 08:00'));

    em('2026-11-24 17:00');
    let lido = (await call('GET', `/api/admin/incidentes/${i.id}`, admin)).json();
    expect(lido).toMatchObject({ situacao_prazo: 'no_prazo', dias_uteis_restantes: 1 });
    em('2026-11-25 23:59');
    lido = (await call('GET', `/api/admin/incidentes/${i.id}`, admin)).json();
    expect(lido).toMatchObject({ situacao_prazo: 'no_prazo', dias_uteis_restantes: 0 });
    em('2026-11-26 00:01');
    lido = (await call('GET', `/api/admin/incidentes/${i.id}`, admin)).json();
    expect(lido).toMatchObject({ situacao_prazo: 'vencido', dias_uteis_restantes: null });
  });

  it('a Friday before the 7 September holiday is due on Thursday; one told late stays marked late', async () => {
    const admin = await buildUser(t, { role: 'admin' });
    const res = await call(
      'POST',
      '/api/admin/incidentes',
      admin,
      incidente({ ocorrido_em: brt('2026-09-04 10:00'), ciencia_em: brt('2026-09-04 17:30') }),
    );
    expect(res.json()).toMatchObject({
      prazo_comunicacao: '2026-09-10',
      situacao_prazo: 'vencido',
    });
    const id = res.json().id as number;

    const antes = await call('PATCH', `/api/admin/incidentes/${id}`, admin, {
      comunicado_anpd_em: brt('2026-09-04 17:00'),
    });
    expect(antes.statusCode).toBe(400);
    expect(antes.json().error).toBe(
      'A comunicação à ANPD não pode ser anterior à ciência do incidente.',
    );
    const futuro = await call('PATCH', `/api/admin/incidentes/${id}`, admin, {
      comunicado_anpd_em: brt('2026-11-20 09:00'),
    });
    expect(futuro.statusCode).toBe(400);
    expect(futuro.json().error).toMatch(/não pode estar no futuro/);
    const vazio = await call('PATCH', `/api/admin/incidentes/${id}`, admin, {});
    expect(vazio.statusCode).toBe(400);
    expect(vazio.json().error).toBe('Envie a data da comunicação à ANPD ou as medidas.');

    const tarde = await call('PATCH', `/api/admin/incidentes/${id}`, admin, {
      comunicado_anpd_em: brt('2026-09-11 09:00'),
      medidas: 'Backup restaurado; ANPD comunicada',
    });
    expect(tarde.statusCode).toBe(200);
    expect(tarde.json()).toMatchObject({
      situacao_prazo: 'comunicado_com_atraso',
      medidas: 'Backup restaurado; ANPD comunicada',
      comunicado_anpd_em: brt('2026-09-11 09:00'),
    });
    const noPrazo = await call('PATCH', `/api/admin/incidentes/${id}`, admin, {
      comunicado_anpd_em: brt('2026-09-10 23:30'),
    });
    expect(noPrazo.json().situacao_prazo).toBe('comunicado');
  });

  it('the list puts those not yet told first, nearest deadline first, and marks the late', async () => {
    const admin = await buildUser(t, { role: 'admin' });
    const criar = async (ciencia: string) =>
      (
        await call(
          'POST',
          '/api/admin/incidentes',
          admin,
          incidente({ ocorrido_em: brt('2026-08-01 08:00'), ciencia_em: brt(ciencia) }),
        )
      ).json().id as number;
    const comunicado = await criar('2026-09-01 10:00');
    const recente = await criar('2026-11-19 08:00');
    const vencido = await criar('2026-10-01 10:00');
    await call('PATCH', `/api/admin/incidentes/${comunicado}`, admin, {
      comunicado_anpd_em: brt('2026-09-02 10:00'),
    });
    const lista = (await call('GET', '/api/admin/incidentes', admin)).json();
    expect(lista.map((x: { id: number }) => x.id)).toEqual([vencido, recente, comunicado]);
    expect(lista.map((x: { situacao_prazo: string }) => x.situacao_prazo)).toEqual([
      'vencido',
      'no_prazo',
      'comunicado',
    ]);
  });
});

describe('audit', () => {
  it('every change is audited by number, never with the description or the notice text', async () => {
    const admin = await buildUser(t, { role: 'admin' });
    await buildUser(t);
    const id = (await call('POST', '/api/admin/incidentes', admin, incidente())).json().id;
    await call('PATCH', `/api/admin/incidentes/${id}`, admin, {
      comunicado_anpd_em: brt('2026-11-19 08:30'),
    });
    await call('PATCH', `/api/admin/incidentes/${id}`, admin, {
      medidas: 'Novas medidas secretas',
    });
    const texto = 'Seus dados de salário podem ter sido expostos; troque sua senha.';
    const com = await call('POST', `/api/admin/incidentes/${id}/comunicados`, admin, {
      texto,
      para: 'todos',
    });
    expect(com.statusCode).toBe(201);
    const entradas = await t.db
      .selectFrom('audit_log')
      .select(['acao', 'detalhes', 'usuario_id'])
      .where('acao', 'like', 'incidente_%')
      .orderBy('id')
      .execute();
    expect(entradas).toEqual([
      {
        acao: 'incidente_registrado',
        detalhes: `Registrou o incidente #${id}`,
        usuario_id: admin.user.id,
      },
      {
        acao: 'incidente_atualizado',
        detalhes: `Registrou a comunicação à ANPD do incidente #${id}`,
        usuario_id: admin.user.id,
      },
      {
        acao: 'incidente_atualizado',
        detalhes: `Registrou as medidas do incidente #${id}`,
        usuario_id: admin.user.id,
      },
      {
        acao: 'incidente_comunicado',
        detalhes: expect.stringMatching(
          new RegExp(`^Comunicou o incidente #${id} a \\d+ pessoas \\(comunicado #\\d+\\)$`),
        ),
        usuario_id: admin.user.id,
      },
    ]);
    const todas = JSON.stringify(await t.db.selectFrom('audit_log').selectAll().execute());
    for (const segredo of ['Notebook', 'Joana', 'salário', 'secretas', 'troque sua senha']) {
      expect(todas).not.toContain(segredo);
    }
  });
});
