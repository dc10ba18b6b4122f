import crypto from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RESUMO_OBRIGATORIO } from '../../../common/schemas/conduta.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { buildUser, type BuiltUser } from '../../test/factories.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

type Auth = { authorization: string } | undefined;
const inject = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  auth?: Auth,
  payload?: object,
) => t.app.inject({ method, url, headers: auth ?? {}, ...(payload ? { payload } : {}) });

const CODIGO = {
  titulo: 'Código de Conduta',
  texto: '## Respeito\n\nTratamos todos com respeito.\r\n\r\n## Assédio\n\nNão toleramos assédio.',
};
const publicar = async (quem: BuiltUser, body: object = CODIGO) => {
  const r = await inject('POST', '/api/conduta/versoes', quem.auth, body);
  expect(r.statusCode, r.body).toBe(201);
  return r.json() as { id: number; versao: number; sha256: string; publicada_em: string };
};
const me = async (u: BuiltUser) => (await inject('GET', '/api/me', u.auth)).json();
const ciencia = (u: BuiltUser, versao_id: number) =>
  inject('POST', '/api/conduta/ciencia', u.auth, { versao_id });
const contar = async (tabela: 'conduta_ciencias' | 'conduta_versoes' | 'audit_log') =>
  Number(
    (
      await t.db
        .selectFrom(tabela)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('gates', () => {
  it('401 without a session on every route', async () => {
    for (const [m, url] of [
      ['POST', '/api/conduta/versoes'],
      ['GET', '/api/conduta/versoes'],
      ['GET', '/api/conduta/vigente'],
      ['POST', '/api/conduta/ciencia'],
      ['GET', '/api/conduta/adesao'],
    ] as const) {
      expect((await inject(m, url, undefined, m === 'POST' ? {} : undefined)).statusCode, url).toBe(
        401,
      );
    }
  });

  it('400 in Portuguese for a bad version or acknowledgement', async () => {
    const comp = await buildUser(t, { role: 'compliance' });
    for (const [body, msg] of [
      [{}, /Título é obrigatório/],
      [{ titulo: '  ', texto: 'x' }, /Título é obrigatório/],
      [{ titulo: 'Código', texto: '' }, /Texto é obrigatório/],
      [{ titulo: 'x'.repeat(201), texto: 'x' }, /no máximo 200/],
    ] as const) {
      const r = await inject('POST', '/api/conduta/versoes', comp.auth, body);
      expect(r.statusCode).toBe(400);
      expect(r.json().error).toMatch(msg);
    }
    for (const body of [{}, { versao_id: 'um' }, { versao_id: -1 }, { versao_id: 1.5 }]) {
      const r = await inject('POST', '/api/conduta/ciencia', comp.auth, body);
      expect(r.statusCode).toBe(400);
      expect(r.json().error).toMatch(/[Vv]ersão/);
    }
    const q = await inject('GET', '/api/conduta/adesao?versao=abc', comp.auth);
    expect(q.statusCode).toBe(400);
    expect(q.json().error).toBe('Versão inválida.');
  });

  it('403 for colaborador and rh on publishing, the list and the adherence', async () => {
    const registros = await contar('audit_log');
    for (const role of ['colaborador', 'rh'] as const) {
      const u = await buildUser(t, { role });
      expect((await inject('POST', '/api/conduta/versoes', u.auth, CODIGO)).statusCode).toBe(403);
      expect((await inject('GET', '/api/conduta/versoes', u.auth)).statusCode).toBe(403);
      expect((await inject('GET', '/api/conduta/adesao', u.auth)).statusCode).toBe(403);
    }
    expect(await contar('audit_log')).toBe(registros);
    expect(
      await t.db.selectFrom('conduta_versoes').selectAll().execute(),
      'nothing published by a refused call',
    ).toEqual([]);
  });

  it('404 in Portuguese while no version was ever published; /api/me has no flag', async () => {
    const colab = await buildUser(t);
    const r = await inject('GET', '/api/conduta/vigente', colab.auth);
    expect(r.statusCode).toBe(404);
    expect(r.json().error).toBe('Nenhum Código de Conduta foi publicado ainda.');
    expect((await ciencia(colab, 1)).statusCode).toBe(404);
    expect(await me(colab)).not.toHaveProperty('conduta_pendente');
    const admin = await buildUser(t, { role: 'admin' });
    expect((await inject('GET', '/api/conduta/adesao', admin.auth)).statusCode).toBe(404);
  });
});

describe('publishing', () => {
  it('numbers the versions, fingerprints the exact text, audits it, and has no route to change it', async () => {
    const comp = await buildUser(t, { role: 'compliance' });
    const admin = await buildUser(t, { role: 'admin' });
    const v1 = await publicar(comp);
    const texto = CODIGO.texto.replace(/\r\n/g, '\n');
    expect(v1.versao).toBe(1);
    expect(v1.sha256).toBe(
      crypto.createHash('sha256').update(`${CODIGO.titulo}\n${texto}`, 'utf8').digest('hex'),
    );
    const v2 = await publicar(admin, {
      titulo: ' Código de Conduta 2 ',
      texto: 'Novo texto.',
      resumo: 'Texto reescrito',
    });
    expect(v2.versao).toBe(2);
    expect(v2.sha256).toBe(
      crypto.createHash('sha256').update('Código de Conduta 2\nNovo texto.', 'utf8').digest('hex'),
    );

    const vig = (await inject('GET', '/api/conduta/vigente', comp.auth)).json();
    expect(vig).toMatchObject({
      id: v2.id,
      versao: 2,
      titulo: 'Código de Conduta 2',
      ciente_em: null,
    });
    const lista = (await inject('GET', '/api/conduta/versoes', comp.auth)).json();
    expect(lista.map((v: { versao: number }) => v.versao)).toEqual([2, 1]);
    expect(lista[1]).toMatchObject({ sha256: v1.sha256, ciencias: 0 });
    expect(lista[1]).not.toHaveProperty('texto');

    const audits = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('acao', '=', 'conduta_publicada')
      .orderBy('id')
      .execute();
    expect(audits.map((a) => a.usuario_id)).toEqual([comp.user.id, admin.user.id]);
    expect(audits[0]!.detalhes).toContain(v1.sha256);

    for (const m of ['PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of [
        `/api/conduta/versoes/${v1.id}`,
        '/api/conduta/versoes',
        '/api/conduta/vigente',
      ]) {
        const r = await inject(m, url, admin.auth, { titulo: 'Outro', texto: 'Outro' });
        expect(r.statusCode, `${m} ${url}`).toBe(404);
      }
    }
    const guardada = await t.db
      .selectFrom('conduta_versoes')
      .selectAll()
      .where('id', '=', v1.id)
      .executeTakeFirstOrThrow();
    expect(guardada).toMatchObject({ versao: 1, titulo: CODIGO.titulo, texto, sha256: v1.sha256 });
  });

  it('the database itself refuses to change a published version or an acknowledgement', async () => {
    const comp = await buildUser(t, { role: 'compliance' });
    const v = await publicar(comp);
    await expect(
      t.db
        .updateTable('conduta_versoes')
        .set({ texto: 'adulterado' })
        .where('id', '=', v.id)
        .execute(),
    ).rejects.toThrow(/não pode ser alterada/);
    const colab = await buildUser(t);
    await ciencia(colab, v.id);
    await expect(
      t.db.updateTable('conduta_ciencias').set({ ciente_em: '2020-01-01T00:00:00.000Z' }).execute(),
    ).rejects.toThrow(/não pode ser alterada/);
    expect(
      (await t.db.selectFrom('conduta_versoes').select('texto').executeTakeFirstOrThrow()).texto,
    ).toBe(CODIGO.texto.replace(/\r\n/g, '\n'));
  });
});

describe('acknowledging', () => {
  it('a new version makes everyone pending again; the flag goes with the acknowledgement', async () => {
    const comp = await buildUser(t, { role: 'compliance' });
    const colab = await buildUser(t);
    const rh = await buildUser(t, { role: 'rh' });
    const v1 = await publicar(comp);
    for (const u of [comp, colab, rh]) expect((await me(u)).conduta_pendente).toBe(true);

    const r = await ciencia(colab, v1.id);
    expect(r.statusCode).toBe(201);
    expect(r.json()).toMatchObject({ versao_id: v1.id, versao: 1, sha256: v1.sha256 });
    expect(await me(colab)).not.toHaveProperty('conduta_pendente');
    expect((await me(rh)).conduta_pendente).toBe(true);
    const vig = (await inject('GET', '/api/conduta/vigente', colab.auth)).json();
    expect(vig.ciente_em).toBe(r.json().ciente_em);

    // from version 2 on, the publisher says what changed
    const semResumo = { titulo: 'Código de Conduta', texto: 'Revisado.' };
    for (const resumo of [undefined, '', '   ']) {
      const r = await inject('POST', '/api/conduta/versoes', comp.auth, { ...semResumo, resumo });
      expect(r.statusCode, String(resumo)).toBe(400);
      expect(r.json().error).toBe(RESUMO_OBRIGATORIO);
    }
    const longo = await inject('POST', '/api/conduta/versoes', comp.auth, {
      ...semResumo,
      resumo: 'x'.repeat(2001),
    });
    expect(longo.json().error).toBe('O resumo das mudanças deve ter no máximo 2000 caracteres.');
    expect(await contar('conduta_versoes')).toBe(1);
    const v2 = await publicar(comp, {
      ...semResumo,
      resumo: ' Nova seção sobre o uso do WhatsApp ',
    });
    expect((await me(colab)).conduta_pendente).toBe(true);
    // who read version 1 is told what changed since; who never read one is not
    expect((await inject('GET', '/api/conduta/vigente', colab.auth)).json()).toMatchObject({
      versao: 2,
      ciente_em: null,
      desde: {
        lida: 1,
        mudancas: [
          {
            versao: 2,
            resumo: 'Nova seção sobre o uso do WhatsApp',
            publicada_em: v2.publicada_em,
          },
        ],
      },
    });
    expect((await inject('GET', '/api/conduta/vigente', rh.auth)).json().desde).toBeNull();
    const v3 = await publicar(comp, { ...semResumo, texto: 'Revisado de novo.', resumo: 'Prazos' });
    expect(
      (await inject('GET', '/api/conduta/vigente', colab.auth)).json().desde.mudancas,
    ).toMatchObject([
      { versao: 2, resumo: 'Nova seção sobre o uso do WhatsApp' },
      { versao: 3, resumo: 'Prazos' },
    ]);
    expect((await ciencia(colab, v3.id)).statusCode).toBe(201);
    expect((await inject('GET', '/api/conduta/vigente', colab.auth)).json().desde).toBeNull();
    // an older version cannot be acknowledged any more, nor one that does not exist
    for (const id of [v1.id, v2.id, v3.id + 100]) {
      const old = await ciencia(rh, id);
      expect(old.statusCode).toBe(409);
      expect(old.json().error).toMatch(/não é a versão vigente do Código de Conduta/);
    }
    expect((await me(rh)).conduta_pendente).toBe(true);
    expect((await ciencia(rh, v3.id)).statusCode).toBe(201);
    expect(await me(rh)).not.toHaveProperty('conduta_pendente');
  });

  it('a repeat records nothing new: same date, no row, no audit entry', async () => {
    const comp = await buildUser(t, { role: 'compliance' });
    const colab = await buildUser(t);
    const v = await publicar(comp);
    const first = await ciencia(colab, v.id);
    expect(first.statusCode).toBe(201);
    const [linhas, registros] = [await contar('conduta_ciencias'), await contar('audit_log')];
    const again = await ciencia(colab, v.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await contar('conduta_ciencias')).toBe(linhas);
    expect(await contar('audit_log')).toBe(registros);
  });

  it('two acknowledgements at once write one row and one audit entry', async () => {
    const comp = await buildUser(t, { role: 'compliance' });
    const colab = await buildUser(t);
    const v = await publicar(comp);
    const [linhas, registros] = [await contar('conduta_ciencias'), await contar('audit_log')];
    const rs = await Promise.all([
      ciencia(colab, v.id),
      ciencia(colab, v.id),
      ciencia(colab, v.id),
    ]);
    expect(rs.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(rs.map((r) => r.json().ciente_em)).size).toBe(1);
    expect(await contar('conduta_ciencias')).toBe(linhas + 1);
    expect(await contar('audit_log')).toBe(registros + 1);
  });

  it('the Ouvidoria stays open to someone pending', async () => {
    const comp = await buildUser(t, { role: 'compliance' });
    const colab = await buildUser(t);
    await publicar(comp);
    expect((await me(colab)).conduta_pendente).toBe(true);
    const r = await inject('POST', '/api/denuncias', colab.auth, {
      categoria: 'Fraude',
      descricao: 'Aconteceu na colheita.',
      anonimato: true,
    });
    expect(r.statusCode, r.body).toBe(201);
    // and so does everything else: the server never holds a pending person back
    expect((await inject('GET', '/api/links', colab.auth)).statusCode).toBe(200);
  });

  it('Meus dados exports one’s own acknowledgements only', async () => {
    const comp = await buildUser(t, { role: 'compliance' });
    const colab = await buildUser(t);
    const outro = await buildUser(t);
    const v = await publicar(comp);
    await ciencia(colab, v.id);
    await ciencia(outro, v.id);
    const dados = (await inject('GET', '/api/me/dados', colab.auth)).json();
    expect(dados.conduta.ciencias).toEqual([
      { versao: 1, titulo: CODIGO.titulo, sha256: v.sha256, ciente_em: expect.any(String) },
    ]);
    expect((await inject('GET', '/api/me/dados', comp.auth)).json().conduta).toEqual({
      ciencias: [],
    });
  });
});

describe('GET /api/conduta/adesao', () => {
  it('counts per role and lists only the active people still pending', async () => {
    const comp = await buildUser(t, { role: 'compliance' });
    const ana = await buildUser(t, { nome: 'Ana Campos' });
    const bia = await buildUser(t, { nome: 'Bia Lopes' });
    const rh = await buildUser(t, { role: 'rh', nome: 'Rui Henriques' });
    const saiu = await buildUser(t, { nome: 'Zé Inativo', status: 'inativo' });
    const v = await publicar(comp);
    await ciencia(ana, v.id);
    await ciencia(rh, v.id);

    const ativos = await t.db
      .selectFrom('users')
      .select(['id', 'role'])
      .where('status_usuario', '=', 'ativo')
      .execute();
    const r = await inject('GET', '/api/conduta/adesao', comp.auth);
    expect(r.statusCode).toBe(200);
    const a = r.json();
    expect(a.versao).toMatchObject({ id: v.id, versao: 1, sha256: v.sha256 });
    expect(a.totais).toEqual({ total: ativos.length, cientes: 2, pendentes: ativos.length - 2 });
    const colabs = ativos.filter((u) => u.role === 'colaborador').length;
    expect(a.por_papel).toContainEqual({
      role: 'colaborador',
      total: colabs,
      cientes: 1,
      pendentes: colabs - 1,
    });
    expect(a.por_papel).toContainEqual({ role: 'rh', total: 1, cientes: 1, pendentes: 0 });
    const pendentes = a.pendentes.map((p: { id: number }) => p.id);
    expect(pendentes).toContain(bia.user.id);
    expect(pendentes).toContain(comp.user.id);
    expect(pendentes).not.toContain(ana.user.id);
    expect(pendentes, 'an inactive account is nobody to chase').not.toContain(saiu.user.id);
    expect(a.pendentes.find((p: { id: number }) => p.id === bia.user.id)).toEqual({
      id: bia.user.id,
      nome: 'Bia Lopes',
      role: 'colaborador',
    });
    expect(a.cientes.map((p: { nome: string }) => p.nome)).toEqual(['Ana Campos', 'Rui Henriques']);

    // an older version, by its number
    await publicar(comp, { titulo: 'Código', texto: 'v2', resumo: 'Tudo novo' });
    const antiga = (await inject('GET', '/api/conduta/adesao?versao=1', comp.auth)).json();
    expect(antiga.versao.versao).toBe(1);
    expect(antiga.totais.cientes).toBe(2);
    const atual = (await inject('GET', '/api/conduta/adesao', comp.auth)).json();
    expect(atual.versao.versao).toBe(2);
    expect(atual.totais.cientes).toBe(0);
    const nenhuma = await inject('GET', '/api/conduta/adesao?versao=9', comp.auth);
    expect(nenhuma.statusCode).toBe(404);
    expect(nenhuma.json().error).toBe('Esta versão do Código de Conduta não existe.');
  });
});
