/**
 * "Meus dados" (`GET /api/me/dados`), played as the adversary (docs/product/privacidade.md): a
 * person with every kind of data the portal keeps gets each kind back, and the file never holds
 * what would open the account or reach their devices (password hash, two-factor secret, recovery
 * codes, tokens, session ids, push endpoints and keys), nor any Ouvidoria report, nor another
 * person's ticket. Distinctive strings are seeded and the whole serialized answer is searched.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tiposDoCanal, type TipoDeAviso } from '../../common/schemas/avisos.js';
import { meusDados, type MeusDados } from '../../common/schemas/dados-pessoais.js';
import { createTestApp, type TestApp } from './app.js';
import { buildAtendimento, buildMensagem, buildUser, type BuiltUser } from './factories.js';
import { multipart, realPng } from './file-fixtures.js';
import { now } from '../db/index.js';
import { gravarInscricao } from '../features/avisos/repository.js';
import { gravarPreferencias } from '../features/avisos/preferencias.js';
import { insertAvaliacao } from '../features/atendimentos/repository.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ limits: { denunciasPerWindow: 1000 } });
});
afterEach(() => t.close());

const meus = (auth?: { authorization: string }) =>
  t.app.inject({ method: 'GET', url: '/api/me/dados', headers: auth ?? {} });

/** A person (RH) with every kind of data, and the secrets that must not come back. */
async function semear() {
  const pessoa = await buildUser(t, {
    role: 'rh',
    nome: 'Heloísa Titular Distinta',
    email: 'heloisa.distinta@exemplo.test',
  });
  const atendente = await buildUser(t, { role: 'admin', nome: 'Atendente Admin' });
  const id = pessoa.user.id;
  // two-factor sign-in on, with recovery codes (as stored: secret encrypted, codes hashed)
  await t.db
    .updateTable('users')
    .set({ mfa_segredo: 'SEGREDO-2FA-DISTINTO', mfa_ativo: 1 })
    .where('id', '=', id)
    .execute();
  await t.db
    .insertInto('codigos_recuperacao')
    .values([
      { usuario_id: id, codigo_hash: 'HASH-CODIGO-DISTINTO-1', usado_em: null, criado_em: now() },
      { usuario_id: id, codigo_hash: 'HASH-CODIGO-DISTINTO-2', usado_em: now(), criado_em: now() },
    ])
    .execute();
  // a push subscription in the session of their token, and a notice turned off
  const sessao = sessaoDe(pessoa);
  await gravarInscricao(t.db, {
    usuario_id: id,
    sessao_id: sessao,
    endpoint: 'https://push.exemplo.test/envio/ENDPOINT-DISTINTO',
    p256dh: 'P256DH-DISTINTO',
    auth: 'AUTH-DISTINTO',
    aparelho: 'Chrome no Android',
  });
  const tipo = tiposDoCanal('rh', 'email')[0]!;
  const desligar: Partial<Record<TipoDeAviso, boolean>> = { [tipo]: false };
  expect(await gravarPreferencias(t.db, { id, role: 'rh' }, { email: desligar })).toBe(true);
  await t.db
    .insertInto('avisos_email')
    .values({
      tipo,
      usuario_id: id,
      assunto: 'Assunto do aviso distinto',
      texto: 'texto',
      criado_em: now(),
      proxima_tentativa_em: now(),
      reservado_ate: null,
      enviado_em: null,
      desistido_em: null,
    })
    .execute();
  // their ticket: their message, the desk's answer, a file, an internal note and a rating
  const atendimento = await buildAtendimento(t, { owner: pessoa });
  await buildMensagem(t, { atendimento, mensagem: 'Minha impressora não liga, distinta' });
  await buildMensagem(t, { atendimento, autor: atendente, mensagem: 'Resposta do suporte ok' });
  const arquivo = multipart(await realPng(), 'foto-da-impressora.png');
  const up = await t.app.inject({
    method: 'POST',
    url: `/api/atendimentos/${atendimento.ticket.id}/upload`,
    headers: { ...pessoa.auth, ...arquivo.headers },
    payload: arquivo.payload,
  });
  expect(up.statusCode).toBe(201);
  await t.db
    .insertInto('atendimento_notas')
    .values({
      atendimento_id: atendimento.ticket.id,
      autor_id: atendente.user.id,
      autor_nome: atendente.user.nome,
      texto: 'NOTA-INTERNA-DISTINTA',
      criado_em: now(),
    })
    .execute();
  await insertAvaliacao(t.db, {
    atendimentoId: atendimento.ticket.id,
    nota: 4,
    comentario: 'Comentário da avaliação distinto',
  });
  // someone else's ticket
  await buildMensagem(t, { mensagem: 'MENSAGEM-DE-OUTRA-PESSOA' });
  // an action of theirs in the audit log: they create an account
  const criou = await t.app.inject({
    method: 'POST',
    url: '/api/users',
    headers: pessoa.auth,
    payload: {
      nome: 'Conta Criada',
      login: 'conta.criada',
      senha: 'Provisoria123',
      role: 'colaborador',
    },
  });
  expect(criou.statusCode).toBe(201);
  // Ouvidoria reports: one sent signed in, one named with their own name
  const relato = await t.app.inject({
    method: 'POST',
    url: '/api/denuncias',
    headers: pessoa.auth,
    payload: { categoria: 'Fraude', descricao: 'RELATO-ANONIMO-DISTINTO', anonimato: true },
  });
  expect(relato.statusCode).toBe(201);
  const nomeado = await t.app.inject({
    method: 'POST',
    url: '/api/denuncias',
    headers: pessoa.auth,
    payload: {
      categoria: 'Fraude',
      descricao: 'RELATO-NOMEADO-DISTINTO',
      anonimato: false,
      nome: pessoa.user.nome,
    },
  });
  expect(nomeado.statusCode).toBe(201);
  const recibos = [relato.json(), nomeado.json()] as { protocolo: string; chave: string }[];
  return { pessoa, atendente, atendimento, recibos };
}

/** The session id the person's token carries. */
function sessaoDe(u: BuiltUser): string {
  const payload = JSON.parse(Buffer.from(u.token.split('.')[1]!, 'base64url').toString());
  return payload.sid as string;
}

describe('GET /api/me/dados', () => {
  it('401 without a session', async () => {
    expect((await meus()).statusCode).toBe(401);
  });

  it('holds every kind of data the seeded person has', async () => {
    const { pessoa, atendimento } = await semear();
    const res = await meus(pessoa.auth);
    expect(res.statusCode).toBe(200);
    const d = meusDados.parse(res.json()) as MeusDados;
    expect(d.conta).toMatchObject({
      id: pessoa.user.id,
      nome: 'Heloísa Titular Distinta',
      login: pessoa.user.login,
      email: 'heloisa.distinta@exemplo.test',
      papel: 'RH',
      situacao: 'ativo',
      verificacao_em_duas_etapas: true,
      codigos_de_recuperacao_restantes: 1,
    });
    expect(d.aparelhos.sessoes).toHaveLength(1);
    expect(d.aparelhos.sessoes[0]!.aparelho).toMatch(/Chrome/);
    expect(d.avisos.inscricoes_push).toEqual([
      expect.objectContaining({ aparelho: 'Chrome no Android', servico: 'push.exemplo.test' }),
    ]);
    expect(d.avisos.desligados).toEqual([{ canal: 'email', tipo: tiposDoCanal('rh', 'email')[0] }]);
    expect(d.avisos.emails.map((e) => e.assunto)).toEqual(['Assunto do aviso distinto']);
    expect(d.atendimentos.seus).toHaveLength(1);
    const [seu] = d.atendimentos.seus;
    expect(seu!.id).toBe(atendimento.ticket.id);
    expect(seu!.mensagens.map((m) => [m.de, m.texto])).toEqual([
      ['você', 'Minha impressora não liga, distinta'],
      ['suporte', 'Resposta do suporte ok'],
      ['você', 'Arquivo: foto-da-impressora.png'],
    ]);
    expect(seu!.arquivos).toEqual([
      expect.objectContaining({ nome: 'foto-da-impressora.png', tipo: 'image/png' }),
    ]);
    expect(seu!.avaliacao).toMatchObject({
      nota: 4,
      comentario: 'Comentário da avaliação distinto',
    });
    expect(d.auditoria.acoes.some((a) => a.detalhes.includes('conta.criada'))).toBe(true);
    expect(d.aviso_ouvidoria).toMatch(/Ouvidoria/);
  });

  it('the file link opens the file, with no session', async () => {
    const { pessoa } = await semear();
    const d = meus(pessoa.auth).then((r) => r.json() as MeusDados);
    const arquivo = (await d).atendimentos.seus[0]!.arquivos[0]!;
    const res = await t.app.inject({ method: 'GET', url: arquivo.link });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBe(arquivo.tamanho);
  });

  it('never holds a secret, a token, a push key, a report, an internal note or another’s ticket', async () => {
    const { pessoa, recibos } = await semear();
    const json = (await meus(pessoa.auth)).body;
    const conta = await t.db
      .selectFrom('users')
      .select(['senha_hash', 'mfa_segredo'])
      .where('id', '=', pessoa.user.id)
      .executeTakeFirstOrThrow();
    const proibidos = [
      conta.senha_hash,
      conta.mfa_segredo!,
      'HASH-CODIGO-DISTINTO',
      pessoa.token,
      sessaoDe(pessoa),
      'ENDPOINT-DISTINTO',
      'P256DH-DISTINTO',
      'AUTH-DISTINTO',
      'RELATO-ANONIMO-DISTINTO',
      'RELATO-NOMEADO-DISTINTO',
      ...recibos.flatMap((r) => [r.protocolo, r.chave]),
      'NOTA-INTERNA-DISTINTA',
      'MENSAGEM-DE-OUTRA-PESSOA',
    ];
    for (const p of proibidos) expect(json.includes(p), p).toBe(false);
    // and the answer has no field such as senha, hash, token, segredo or chave
    expect(json).not.toMatch(/"[a-z_]*(senha|hash|token|segredo|chave|p256dh|auth)[a-z_]*":/);
  });

  it('a member of staff sees how much they worked on others’ tickets, not those tickets', async () => {
    const { atendente } = await semear();
    const d = (await meus(atendente.auth)).json() as MeusDados;
    expect(d.atendimentos.seus).toEqual([]);
    expect(d.atendimentos.como_suporte.mensagens_escritas).toBe(1);
    expect(d.atendimentos.como_suporte.notas_internas_escritas).toBe(1);
    const json = JSON.stringify(d);
    expect(json).not.toContain('Minha impressora não liga');
    expect(json).not.toContain('Heloísa Titular Distinta');
  });
});
