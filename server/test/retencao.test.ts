/**
 * Retention (docs/product/privacidade.md, "Retenção"; docs/decisions/049-retencao-declarada.md):
 * for each kind of data with a time in common/retencao.ts, rows just past their limit and rows
 * just inside it are seeded; one run erases exactly the former (stored file bytes included) and
 * nothing else, and writes one audit entry with counts only. The day's run happens once across
 * instances. On SQLite and PostgreSQL.
 */
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '../../common/auditoria.js';
import { RETENCAO } from '../../common/retencao.js';
import { tiposDoCanal } from '../../common/schemas/avisos.js';
import { aplicarRetencao, retencaoDoDia } from '../core/retencao.js';
import { TOKEN_TTL_SECONDS } from '../lib/tokens.js';
import { createSecondInstance, createTestApp, type TestApp } from './app.js';
import {
  buildAtendimento,
  buildContato,
  buildDenuncia,
  buildMensagem,
  buildUser,
} from './factories.js';
import { multipart, realPng } from './file-fixtures.js';
import { gravarInscricao } from '../features/avisos/repository.js';
import { insertAvaliacao } from '../features/atendimentos/repository.js';
import { criarSessao } from '../core/sessoes.js';
import { completo } from '../db/completo.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const DIA = 24 * 60 * 60 * 1000;
const MINUTO = 60 * 1000;
/** The run's instant: a fixed "now", so every limit is exact. */
const AGORA = Date.now();
const iso = (ms: number) => new Date(ms).toISOString();
/** Just past the limit of `dias` (erased) and just inside it (kept). */
const vencido = (dias: number) => iso(AGORA - dias * DIA - MINUTO);
const noPrazo = (dias: number) => iso(AGORA - dias * DIA + MINUTO);

const ids = async (tabela: 'contato_mensagens' | 'avisos_email' | 'avisos_push' | 'idempotencia') =>
  (
    await sql<{ id: number }>`select id from ${sql.table(tabela)} order by id`.execute(t.db)
  ).rows.map((r) => Number(r.id));

const contato = (criadoEm: string, nome: string) => buildContato(t, criadoEm, nome);

/** A ticket with a message, a photo (and its thumbnail), a rating and a note; closed when asked. */
async function atendimento(fechadoEm: string | null) {
  const a = await buildAtendimento(t);
  await buildMensagem(t, { atendimento: a, mensagem: 'Texto do chamado' });
  const arquivo = multipart(await realPng(), 'foto.png');
  const up = await t.app.inject({
    method: 'POST',
    url: `/api/atendimentos/${a.ticket.id}/upload`,
    headers: { ...a.owner.auth, ...arquivo.headers },
    payload: arquivo.payload,
  });
  expect(up.statusCode).toBe(201);
  await insertAvaliacao(t.db, { atendimentoId: a.ticket.id, nota: 5, comentario: 'Ótimo' });
  await t.db
    .insertInto('atendimento_notas')
    .values({
      atendimento_id: a.ticket.id,
      autor_id: a.owner.user.id,
      autor_nome: a.owner.user.nome,
      texto: 'nota',
      criado_em: iso(AGORA - 3 * 365 * DIA),
    })
    .execute();
  // opened long ago in every case: only the closing counts
  await t.db
    .updateTable('atendimentos')
    .set({
      criado_em: iso(AGORA - 3 * 365 * DIA),
      ...(fechadoEm ? { status: 'fechado' as const, fechado_em: fechadoEm } : {}),
    })
    .where('id', '=', a.ticket.id)
    .execute();
  const arquivos = await t.db
    .selectFrom('arquivos')
    .select('nome_armazenado')
    .where('atendimento_id', '=', a.ticket.id)
    .execute();
  const miniaturas = await t.db
    .selectFrom('mensagens')
    .select('miniatura')
    .where('atendimento_id', '=', a.ticket.id)
    .where('miniatura', 'is not', null)
    .execute();
  return {
    id: a.ticket.id,
    arquivos: [
      ...new Set([
        ...arquivos.map((x) => x.nome_armazenado),
        ...miniaturas.map((m) => m.miniatura!),
      ]),
    ],
  };
}

const armazenados = async (nomes: string[]) =>
  (
    await t.db
      .selectFrom('arquivos_armazenados')
      .select('nome')
      .where('nome', 'in', nomes)
      .execute()
  ).length;

async function contarDoAtendimento(id: number) {
  const n = async (tabela: 'mensagens' | 'arquivos' | 'avaliacoes' | 'atendimento_notas') =>
    Number(
      (
        await sql<{
          n: number;
        }>`select count(*) as n from ${sql.table(tabela)} where atendimento_id = ${id}`.execute(
          t.db,
        )
      ).rows[0]!.n,
    );
  return {
    atendimento: (await t.db.selectFrom('atendimentos').select('id').where('id', '=', id).execute())
      .length,
    mensagens: await n('mensagens'),
    arquivos: await n('arquivos'),
    avaliacoes: await n('avaliacoes'),
    notas: await n('atendimento_notas'),
  };
}

async function avisoEmail(usuarioId: number, criadoEm: string) {
  const r = await t.db
    .insertInto('avisos_email')
    .values({
      tipo: tiposDoCanal('colaborador', 'email')[0] ?? 'atendimento_resposta',
      usuario_id: usuarioId,
      assunto: 'Assunto',
      texto: 'texto',
      criado_em: criadoEm,
      proxima_tentativa_em: criadoEm,
      reservado_ate: null,
      enviado_em: criadoEm,
      desistido_em: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

/** A session of `usuarioId`, created and last used at the given instants. */
async function sessao(usuarioId: number, criadoEm: string, ultimoUso = criadoEm) {
  const id = await criarSessao(t.db, usuarioId, { userAgent: 'Firefox no Linux', cidade: null });
  await completo(t.db)
    .updateTable('sessoes')
    .set({ criado_em: criadoEm, ultimo_uso_em: ultimoUso })
    .where('id', '=', id)
    .execute();
  return id;
}

let endpoints = 0;
async function inscricao(usuarioId: number, sessaoId: string) {
  const id = await gravarInscricao(t.db, {
    usuario_id: usuarioId,
    sessao_id: sessaoId,
    endpoint: `https://push.exemplo.test/envio/${++endpoints}`,
    p256dh: 'P256DH',
    auth: 'AUTH',
    aparelho: 'Chrome no Android',
  });
  return id;
}

async function avisoPush(inscricaoId: number, criadoEm: string) {
  const r = await t.db
    .insertInto('avisos_push')
    .values({
      inscricao_id: inscricaoId,
      tipo: 'atendimento_resposta',
      topico: 't',
      url: '/',
      criado_em: criadoEm,
      proxima_tentativa_em: criadoEm,
      reservado_ate: null,
      enviado_em: criadoEm,
      desistido_em: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

const existe = async (tabela: 'sessoes', id: string) =>
  (await completo(t.db).selectFrom(tabela).select('id').where('id', '=', id).execute()).length ===
  1;

describe('aplicarRetencao', () => {
  it('erases exactly what is past its time, files included, and audits counts only', async () => {
    const pessoa = await buildUser(t, { nome: 'Joaquina Retida', email: 'joaquina@exemplo.test' });
    const uid = pessoa.user.id;
    // contact messages: 365 days from sending
    const d = RETENCAO.contato.dias;
    const contatoVelho = await contato(vencido(d), 'Remetente Antigo');
    const contatoNovo = await contato(noPrazo(d), 'Remetente Recente');
    // tickets: 730 days from closing; an open one is never erased
    const dAt = RETENCAO.atendimentos.dias;
    const velho = await atendimento(vencido(dAt));
    const recente = await atendimento(noPrazo(dAt));
    const aberto = await atendimento(null);
    expect(velho.arquivos.length).toBeGreaterThan(0);
    expect(await armazenados(velho.arquivos)).toBe(velho.arquivos.length);
    // sent notices: 180 days
    const dAv = RETENCAO.avisos_enviados.dias;
    const emailVelho = await avisoEmail(uid, vencido(dAv));
    const emailNovo = await avisoEmail(uid, noPrazo(dAv));
    // sessions: ended once their token expired (hours), unless a subscription still needs them
    const ttl = TOKEN_TTL_SECONDS * 1000;
    const expirada = await sessao(uid, iso(AGORA - ttl - MINUTO));
    const viva = await sessao(uid, iso(AGORA - ttl + MINUTO));
    // push subscriptions: 90 days without use of their session
    const dPush = RETENCAO.inscricoes_push.dias;
    const sessaoSemUso = await sessao(uid, vencido(dPush));
    const inscricaoSemUso = await inscricao(uid, sessaoSemUso);
    const sessaoUsada = await sessao(uid, vencido(dPush), noPrazo(dPush));
    const inscricaoUsada = await inscricao(uid, sessaoUsada);
    const pushVelho = await avisoPush(inscricaoUsada, vencido(dAv));
    const pushNovo = await avisoPush(inscricaoUsada, noPrazo(dAv));
    // technical records: a day
    const dTec = RETENCAO.registros_tecnicos.dias;
    const tecnicos = async (criadoEm: string, chave: string) =>
      (
        await t.db
          .insertInto('idempotencia')
          .values({
            usuario_id: uid,
            chave,
            metodo: 'POST',
            rota: '/api/x',
            digest: 'd',
            status: 201,
            resposta: '{}',
            criado_em: criadoEm,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const idemVelha = await tecnicos(vencido(dTec), 'chave-velha-000001');
    const idemNova = await tecnicos(noPrazo(dTec), 'chave-nova-0000001');
    const dTent = RETENCAO.tentativas_de_acesso.dias;
    await t.db
      .insertInto('login_throttle')
      .values([
        { chave: 'login:velho', falhas: 3, janela_inicio: vencido(dTent), bloqueado_ate: null },
        { chave: 'login:novo', falhas: 3, janela_inicio: noPrazo(dTent), bloqueado_ate: null },
      ])
      .execute();
    await t.db
      .insertInto('desafios_login')
      .values([
        {
          desafio_hash: 'velho',
          usuario_id: uid,
          token_version: 0,
          expira_em: vencido(dTent),
          usado_em: null,
        },
        {
          desafio_hash: 'novo',
          usuario_id: uid,
          token_version: 0,
          expira_em: noPrazo(dTent),
          usado_em: null,
        },
      ])
      .execute();
    // the Ouvidoria: its own time (OUVIDORIA_RETENCAO_DIAS), from the conclusion
    const dOuv = t.app.ctx.config.ouvidoriaRetencaoDias;
    const casoVelho = await buildDenuncia(t, { nome: 'Denunciante Nomeado' });
    const casoNovo = await buildDenuncia(t);
    for (const [id, em] of [
      [casoVelho.id, vencido(dOuv)],
      [casoNovo.id, noPrazo(dOuv)],
    ] as const) {
      await t.db
        .updateTable('denuncias')
        .set({ status: 'concluida', encerrada_em: em })
        .where('id', '=', id)
        .execute();
    }
    // the incident register and its notices: 5 years from recording
    const dInc = RETENCAO.incidentes.dias;
    const incidentes: number[] = [];
    const comunicados: number[] = [];
    for (const em of [vencido(dInc), noPrazo(dInc)]) {
      const inc = await t.db
        .insertInto('incidentes')
        .values({
          descricao: 'Vazamento de planilha',
          ocorrido_em: em,
          ciencia_em: em,
          dados_afetados: 'nomes',
          titulares_estimados: 3,
          medidas: 'senhas trocadas',
          prazo_comunicacao: em.slice(0, 10),
          comunicado_anpd_em: null,
          autor_id: null,
          criado_em: em,
          atualizado_em: em,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      incidentes.push(inc.id);
      const com = await t.db
        .insertInto('comunicados')
        .values({
          origem: 'incidente',
          origem_id: inc.id,
          titulo: 'Comunicado',
          texto: 'texto',
          autor_id: null,
          criado_em: em,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      comunicados.push(com.id);
      await t.db
        .insertInto('comunicados_destinatarios')
        .values({ comunicado_id: com.id, usuario_id: uid, ciente_em: null })
        .execute();
    }
    const auditoriaAntes = await t.db.selectFrom('audit_log').select('id').execute();

    const r = await aplicarRetencao(t.app.ctx, t.app.ctx.dadosPessoais, AGORA);

    expect(await ids('contato_mensagens')).toEqual([contatoNovo]);
    expect(contatoVelho).not.toBe(contatoNovo);
    expect(await contarDoAtendimento(velho.id)).toEqual({
      atendimento: 0,
      mensagens: 0,
      arquivos: 0,
      avaliacoes: 0,
      notas: 0,
    });
    expect(await armazenados(velho.arquivos)).toBe(0);
    for (const vivo of [recente, aberto]) {
      expect(await contarDoAtendimento(vivo.id)).toMatchObject({
        atendimento: 1,
        avaliacoes: 1,
        notas: 1,
      });
      expect(await armazenados(vivo.arquivos)).toBe(vivo.arquivos.length);
    }
    expect(await ids('avisos_email')).toEqual([emailNovo]);
    expect(emailVelho).toBeLessThan(emailNovo);
    expect(await ids('avisos_push')).toEqual([pushNovo]);
    expect(pushVelho).toBeLessThan(pushNovo);
    expect(await existe('sessoes', expirada)).toBe(false);
    expect(await existe('sessoes', viva)).toBe(true);
    expect(await existe('sessoes', sessaoSemUso)).toBe(false);
    expect(await existe('sessoes', sessaoUsada)).toBe(true);
    const inscricoes = await t.db.selectFrom('push_inscricoes').select('id').execute();
    expect(inscricoes.map((i) => i.id)).toEqual([inscricaoUsada]);
    expect(inscricaoSemUso).not.toBe(inscricaoUsada);
    expect(await ids('idempotencia')).toEqual([idemNova]);
    expect(idemVelha).toBeLessThan(idemNova);
    expect(
      (await t.db.selectFrom('login_throttle').select('chave').execute()).map((x) => x.chave),
    ).toEqual(['login:novo']);
    expect(
      (await t.db.selectFrom('desafios_login').select('desafio_hash').execute()).map(
        (x) => x.desafio_hash,
      ),
    ).toEqual(['novo']);
    const casos = await t.db.selectFrom('denuncias').select('id').execute();
    expect(casos.map((c) => c.id)).toEqual([casoNovo.id]);
    expect((await t.db.selectFrom('incidentes').select('id').execute()).map((x) => x.id)).toEqual([
      incidentes[1],
    ]);
    expect(
      (await t.db.selectFrom('comunicados_destinatarios').select('comunicado_id').execute()).map(
        (x) => x.comunicado_id,
      ),
    ).toEqual([comunicados[1]]);
    // the account itself is never erased by retention
    expect(
      await t.db.selectFrom('users').select('id').where('id', '=', uid).execute(),
    ).toHaveLength(1);

    // what it answers: per kind, per table
    expect(r).toMatchObject({
      contato: { contato_mensagens: 1 },
      atendimentos: { atendimentos: 1, mensagens: 2, avaliacoes: 1, atendimento_notas: 1 },
      avisos_enviados: { avisos_email: 1, avisos_push: 1 },
      inscricoes_push: { push_inscricoes: 1 },
      sessoes: { sessoes: 2 },
      registros_tecnicos: { idempotencia: 1 },
      tentativas_de_acesso: { login_throttle: 1, desafios_login: 1 },
      ouvidoria: { denuncias: 1 },
      incidentes: { incidentes: 1, comunicados: 1 },
    });

    // one entry of the run, with counts and nothing personal
    const entradas = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('acao', '=', AUDIT_ACTIONS.retencaoAplicada)
      .execute();
    expect(entradas).toHaveLength(1);
    const [entrada] = entradas;
    expect(entrada!.usuario_id).toBeNull();
    expect(entrada!.detalhes).toMatch(/^Retenção aplicada\. Apagados — /);
    expect(entrada!.detalhes).toContain('contato: contato_mensagens 1');
    expect(entrada!.detalhes).toContain('ouvidoria: denuncias 1');
    // only kinds, table names and numbers
    const semContagens = entrada!.detalhes
      .replace(/^Retenção aplicada\. Apagados — /, '')
      .replace(/[a-z_]+: /g, '')
      .replace(/[a-z_]+ \d+/g, '')
      .replace(/[,;.\s]/g, '');
    expect(semContagens).toBe('');
    for (const s of ['Remetente', 'Joaquina', 'joaquina@', 'Denunciante', 'Texto do chamado']) {
      expect(entrada!.detalhes).not.toContain(s);
    }
    // plus the Ouvidoria's own entry for its case, as before
    const novas = await t.db
      .selectFrom('audit_log')
      .select('acao')
      .where(
        'id',
        'not in',
        auditoriaAntes.map((a) => a.id),
      )
      .execute();
    expect(novas.map((n) => n.acao).sort()).toEqual(
      [AUDIT_ACTIONS.denunciaEliminada, AUDIT_ACTIONS.retencaoAplicada].sort(),
    );

    // a second run finds nothing, and says so
    expect(await aplicarRetencao(t.app.ctx, t.app.ctx.dadosPessoais, AGORA)).toEqual({});
    const ultima = await t.db
      .selectFrom('audit_log')
      .select('detalhes')
      .where('acao', '=', AUDIT_ACTIONS.retencaoAplicada)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(ultima.detalhes).toBe('Retenção aplicada. Nada vencido.');
  });

  it('privacy requests, trainings and the conduct programme: exactly what is past its time', async () => {
    const { dias: dSol } = RETENCAO.solicitacoes_de_privacidade;
    const { dias: dTre } = RETENCAO.treinamentos;
    const { dias: dCon } = RETENCAO.ciencias_de_conduta;
    const { dias: dAvi } = RETENCAO.avisos_enviados;
    const pessoa = await buildUser(t);
    // privacy requests: answered just past the limit (erased), just inside (kept), open for long (kept)
    const solicitacao = async (respondidaEm: string | null) =>
      (
        await t.db
          .insertInto('solicitacoes_privacidade')
          .values({
            usuario_id: pessoa.user.id,
            protocolo: null,
            nome: null,
            email: null,
            tipo: 'correcao',
            texto: 'Meu nome está errado',
            status: respondidaEm ? 'concluida' : 'recebida',
            resposta: respondidaEm ? 'Corrigido' : null,
            criado_em: iso(AGORA - 10 * 365 * DIA),
            prazo: iso(AGORA - 10 * 365 * DIA + 15 * DIA),
            atualizado_em: respondidaEm ?? iso(AGORA - 10 * 365 * DIA),
            respondida_em: respondidaEm,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const sol = [await solicitacao(vencido(dSol)), await solicitacao(noPrazo(dSol))];
    const aberta = await solicitacao(null);
    // trainings: the day before the limit's day (erased with its attendance) and the limit's day after it (kept)
    const dia = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const treinamento = async (data: string, codigo: string) => {
      const { id } = await t.db
        .insertInto('treinamentos')
        .values({
          titulo: 'Prevenção ao assédio',
          tema: 'assedio',
          data,
          carga_horaria_min: 60,
          modalidade: 'presencial',
          codigo_presenca: codigo,
          criado_por: null,
          criado_em: iso(AGORA - 10 * 365 * DIA),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.db
        .insertInto('treinamento_participantes')
        .values({
          treinamento_id: id,
          usuario_id: pessoa.user.id,
          forma: 'equipe',
          registrada_por: null,
          registrada_em: iso(AGORA - 10 * 365 * DIA),
        })
        .execute();
      return id;
    };
    const tre = [
      await treinamento(dia(AGORA - dTre * DIA - DIA), '111111'),
      await treinamento(dia(AGORA - dTre * DIA + DIA), '222222'),
    ];
    await t.db
      .insertInto('treinamento_lembretes')
      .values([
        { usuario_id: pessoa.user.id, vencimento: '2020-01-01', criado_em: vencido(dAvi) },
        { usuario_id: pessoa.user.id, vencimento: '2020-02-01', criado_em: noPrazo(dAvi) },
      ])
      .execute();
    // acknowledgements: of an account deactivated past the limit (erased), of one deactivated
    // inside it and of an active one acknowledged long ago (both kept)
    const { id: versaoId } = await t.db
      .insertInto('conduta_versoes')
      .values({
        versao: 1,
        titulo: 'Código',
        texto: 'Respeito',
        sha256: 'a'.repeat(64),
        publicada_em: iso(AGORA - 10 * 365 * DIA),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const antiga = await buildUser(t, { status: 'inativo' });
    const recente = await buildUser(t, { status: 'inativo' });
    const ativa = await buildUser(t);
    for (const [u, atualizado] of [
      [antiga, vencido(dCon)],
      [recente, noPrazo(dCon)],
      [ativa, vencido(dCon)],
    ] as const) {
      await t.db
        .updateTable('users')
        .set({ atualizado_em: atualizado })
        .where('id', '=', u.user.id)
        .execute();
      await t.db
        .insertInto('conduta_ciencias')
        .values({
          versao_id: versaoId,
          usuario_id: u.user.id,
          ciente_em: iso(AGORA - 10 * 365 * DIA),
        })
        .execute();
    }

    const r = await aplicarRetencao(t.app.ctx, t.app.ctx.dadosPessoais, AGORA);

    const restam = async (tabela: 'solicitacoes_privacidade' | 'treinamentos'): Promise<number[]> =>
      (
        await sql<{ id: number }>`select id from ${sql.table(tabela)} order by id`.execute(t.db)
      ).rows.map((x) => Number(x.id));
    expect(await restam('solicitacoes_privacidade')).toEqual([sol[1], aberta]);
    expect(await restam('treinamentos')).toEqual([tre[1]]);
    expect(
      (await t.db.selectFrom('treinamento_participantes').select('treinamento_id').execute()).map(
        (x) => x.treinamento_id,
      ),
    ).toEqual([tre[1]]);
    expect(
      (await t.db.selectFrom('treinamento_lembretes').select('vencimento').execute()).map(
        (x) => x.vencimento,
      ),
    ).toEqual(['2020-02-01']);
    expect(
      (
        await t.db
          .selectFrom('conduta_ciencias')
          .select('usuario_id')
          .orderBy('usuario_id')
          .execute()
      ).map((x) => x.usuario_id),
    ).toEqual([recente.user.id, ativa.user.id]);
    expect(r).toMatchObject({
      solicitacoes_de_privacidade: { solicitacoes_privacidade: 1 },
      treinamentos: { treinamentos: 1 },
      avisos_enviados: { treinamento_lembretes: 1 },
      ciencias_de_conduta: { conduta_ciencias: 1 },
    });
  });

  it('the day’s run happens once across instances', async () => {
    const outra = await createSecondInstance(t);
    try {
      await contato(vencido(RETENCAO.contato.dias), 'Remetente Antigo');
      const [a, b] = await Promise.all([
        retencaoDoDia(t.app.ctx, t.app.ctx.dadosPessoais, AGORA),
        retencaoDoDia(outra.app.ctx, outra.app.ctx.dadosPessoais, AGORA),
      ]);
      expect([a, b].filter((x) => x !== null)).toEqual([{ contato: { contato_mensagens: 1 } }]);
      // later the same day: no one runs it again
      expect(await retencaoDoDia(outra.app.ctx, outra.app.ctx.dadosPessoais, AGORA + MINUTO)).toBe(
        null,
      );
      const entradas = await t.db
        .selectFrom('audit_log')
        .select('id')
        .where('acao', '=', AUDIT_ACTIONS.retencaoAplicada)
        .execute();
      expect(entradas).toHaveLength(1);
      // the next day, it runs again
      expect(await retencaoDoDia(t.app.ctx, t.app.ctx.dadosPessoais, AGORA + DIA)).toEqual({});
    } finally {
      await outra.close();
    }
  });
});
