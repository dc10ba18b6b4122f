// `npm run bench:suporte`: the help desk at 10,000 tickets. Seeds a year of tickets into a fresh
// database through the built code's migrations, each with the due times and minutes the product
// itself computes (the built calendar and clocks, content/site.json), then times, over HTTP
// against the built server, one request at a time: the panel's pages and filters and the SLA
// report. Prints median and p95 of each. Needs `npm run build:server` first.
// SQLite by default; BENCH_DATABASE_URL=postgres://… seeds a new database beside that one.
//   BENCH_TICKETS=10000 BENCH_RUNS=30 npm run bench:suporte
import fs from 'node:fs';
import path from 'node:path';
import { PEOPLE } from './bench/people.mjs';
import { usuarioDeBench } from './bench/seed.mjs';
import {
  builtServer,
  freshPostgresDatabase,
  loadavg,
  loadBuilt,
  pastaDoBench,
  pct,
  startProductionServer,
} from './bench/lib.mjs';

const dist = path.resolve(process.env.BENCH_DIST ?? 'dist');
const mainJs = builtServer(dist);
const TICKETS = Number(process.env.BENCH_TICKETS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const EMPLOYEES = 1_000;
const STAFF = 5;
const PASSWORD = 'SenhaDeBench2026';
const MIN = 60_000;
const DAY = 24 * 60 * MIN;

const { openDatabase, migrate } = await loadBuilt(dist, 'server/db/index.js');
const { hashPassword } = await loadBuilt(dist, 'server/lib/password-hashing.js');
const { Calendario } = await loadBuilt(dist, 'server/core/calendario.js');
const { calcularPrazos } = await loadBuilt(dist, 'server/core/situacao-sla.js');
const site = JSON.parse(fs.readFileSync('content/site.json', 'utf8'));
const cal = new Calendario(site.suporte.calendario);
const metas = site.suporte.metas;

let semente = 42;
const rand = () => (semente = (semente * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
const entre = (a, b) => a + Math.floor(rand() * (b - a + 1));
const escolher = (pesos) => {
  let r = rand() * pesos.reduce((s, [, w]) => s + w, 0);
  for (const [v, w] of pesos) if ((r -= w) < 0) return v;
  return pesos[0][0];
};
const PRIORIDADES = [
  ['baixa', 15],
  ['normal', 60],
  ['alta', 20],
  ['critica', 5],
];

/** A ticket of day `diasAtras`, opened mostly in business hours; open when recent. */
function ticket(i, agora, abertosLivres) {
  const diasAtras = (1 - i / TICKETS) * 365;
  const dia = new Date(agora - diasAtras * DAY);
  const local = new Date(dia.toISOString().slice(0, 10) + 'T10:30:00.000Z');
  const criado = new Date(
    local.getTime() + entre(0, 10 * 60) * MIN - (rand() < 0.1 ? 12 * 60 * MIN : 0),
  );
  if (criado.getTime() > agora) criado.setTime(agora - entre(1, 60) * MIN);
  const prioridade = escolher(PRIORIDADES);
  const f = {
    criado_em: criado.toISOString(),
    prioridade,
    etapa: 'novo',
    primeira_resposta_em: null,
    pausado_em: null,
    pausa_minutos: 0,
    resolvido_em: null,
  };
  const recente = agora - criado.getTime() < 4 * DAY && abertosLivres > 0;
  const depois = (base, minMin, maxMin) =>
    new Date(Math.min(agora - MIN, new Date(base).getTime() + entre(minMin, maxMin) * MIN));
  if (!recente || rand() < 0.6) {
    f.primeira_resposta_em = depois(
      f.criado_em,
      3,
      metas[prioridade].primeiraResposta * 2,
    ).toISOString();
    f.etapa = 'em_atendimento';
  }
  if (!recente) {
    f.resolvido_em = depois(
      f.primeira_resposta_em,
      20,
      metas[prioridade].resolucao * 2,
    ).toISOString();
    f.pausado_em = f.resolvido_em;
    f.etapa = 'resolvido';
  } else if (f.primeira_resposta_em && rand() < 0.3) {
    f.etapa = 'aguardando_colaborador';
    f.pausado_em = depois(f.primeira_resposta_em, 5, 120).toISOString();
  }
  return { fatos: f, aberto: recente };
}

async function semear(databaseUrl, dataDir) {
  const handle = openDatabase({ dataDir, databaseUrl });
  await migrate(handle);
  const t0 = performance.now();
  const user = usuarioDeBench(await hashPassword(PASSWORD), new Date(Date.now() - 400 * DAY));
  await handle.db.transaction().execute(async (trx) => {
    const equipe = [];
    for (let s = 1; s <= STAFF; s++) {
      const r = await trx
        .insertInto('users')
        .values(user(`suporte${s}`, `${PEOPLE[s * 7].nome} (suporte)`, s === 1 ? 'admin' : 'rh'))
        .returning('id')
        .executeTakeFirstOrThrow();
      equipe.push(r.id);
    }
    const pessoas = [];
    for (let i = 0; i < EMPLOYEES; i++) {
      const p = PEOPLE[i % PEOPLE.length];
      const nome = `${p.nome} ${Math.floor(i / PEOPLE.length) + 1}`;
      const r = await trx
        .insertInto('users')
        .values(user(`colaborador${i}`, nome, 'colaborador'))
        .returning('id')
        .executeTakeFirstOrThrow();
      pessoas.push({ id: r.id, nome, aberto: false });
    }
    const agora = Date.now();
    let abertosLivres = 300;
    let lote = [];
    const gravar = async () => {
      if (!lote.length) return;
      const ids = await trx
        .insertInto('atendimentos')
        .values(lote.map((l) => l.linha))
        .returning('id')
        .execute();
      const mensagens = [];
      const avaliacoes = [];
      ids.forEach(({ id }, k) => {
        const { linha, pessoa } = lote[k];
        const texto = (q, n) => ({
          atendimento_id: id,
          autor_id: q === 'usuario' ? pessoa.id : linha.responsavel_id,
          remetente: q,
          tipo: 'text',
          mensagem: `Mensagem ${n}: o coletor da balança não envia as pesagens para o sistema.`,
          enviado_em: linha.criado_em,
        });
        mensagens.push(texto('usuario', 1));
        if (linha.primeira_resposta_em) mensagens.push(texto('suporte', 2), texto('usuario', 3));
        if (linha.resolvido_em) mensagens.push(texto('suporte', 4));
        if (linha.status === 'fechado' && rand() < 0.6) {
          avaliacoes.push({
            atendimento_id: id,
            nota: escolher([
              [5, 50],
              [4, 30],
              [3, 12],
              [2, 5],
              [1, 3],
            ]),
            comentario: rand() < 0.3 ? 'Atendimento rápido, obrigado.' : null,
            criado_em: linha.fechado_em,
          });
        }
      });
      await trx.insertInto('mensagens').values(mensagens).execute();
      if (avaliacoes.length) await trx.insertInto('avaliacoes').values(avaliacoes).execute();
      lote = [];
    };
    for (let i = 0; i < TICKETS; i++) {
      const { fatos, aberto } = ticket(i, agora, abertosLivres);
      let pessoa = pessoas[entre(0, EMPLOYEES - 1)];
      if (aberto) {
        while (pessoa.aberto) pessoa = pessoas[entre(0, EMPLOYEES - 1)];
        pessoa.aberto = true;
        abertosLivres--;
      }
      const linha = {
        usuario_id: pessoa.id,
        usuario_nome: pessoa.nome,
        status: aberto ? 'aberto' : 'fechado',
        criado_em: fatos.criado_em,
        fechado_em: aberto ? null : fatos.resolvido_em,
        responsavel_id: fatos.primeira_resposta_em ? equipe[entre(0, STAFF - 1)] : null,
        ...fatos,
        ...calcularPrazos(cal, metas, fatos),
      };
      lote.push({ linha, pessoa });
      if (lote.length === 500) await gravar();
    }
    await gravar();
  });
  const seg = (performance.now() - t0) / 1000;
  await handle.close();
  return seg;
}

const pgUrl = process.env.BENCH_DATABASE_URL;
const { databaseUrl, dropDb } = await freshPostgresDatabase(pgUrl);
const dataDir = pastaDoBench('portal-bench-suporte');
try {
  const seedS = await semear(databaseUrl, dataDir);
  const { proc, url } = await startProductionServer({
    mainJs,
    port: 3800 + Math.floor(Math.random() * 100),
    dataDir,
    databaseUrl,
  });
  const login = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'suporte2', senha: PASSWORD }),
  });
  if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
  const { token } = await login.json();

  const painel = (extra = {}) =>
    `/api/atendimentos?${new URLSearchParams({ ordem: 'prazo', pagina: '1', por_pagina: '25', ...extra })}`;
  const cenarios = [
    ['painel, página 1 (prazo mais próximo)', painel()],
    ['painel, página 200 (as mais antigas)', painel({ pagina: '200' })],
    ['painel, etapa "novo"', painel({ etapa: 'novo' })],
    ['painel, responsável "eu"', painel({ responsavel: 'eu' })],
    ['painel, busca "silva"', painel({ busca: 'silva' })],
    ['contagem de abertos (cabeçalho)', '/api/atendimentos?status=aberto&por_pagina=1&pagina=1'],
    ['relatório, padrão (6 meses)', '/api/atendimentos/relatorio'],
    [
      'relatório, 12 meses',
      `/api/atendimentos/relatorio?de=${new Date(Date.now() - 365 * DAY).toISOString().slice(0, 10)}`,
    ],
  ];
  console.log(
    `\nSuporte com ${TICKETS.toLocaleString('pt-BR')} atendimentos em 365 dias, ${EMPLOYEES} colaboradores, ${pgUrl ? 'PostgreSQL' : 'SQLite'}`,
  );
  console.log(
    `carga inicial: ${seedS.toFixed(1)} s; ${RUNS} medições por cenário, uma por vez, após 3 de aquecimento (HTTP local); load average antes: ${loadavg()}\n`,
  );
  const linhas = [];
  for (const [nome, caminho] of cenarios) {
    const tempos = [];
    let resumo = '';
    for (let i = 0; i < RUNS + 3; i++) {
      const t0 = performance.now();
      const res = await fetch(url + caminho, { headers: { authorization: `Bearer ${token}` } });
      const corpo = await res.text();
      const ms = performance.now() - t0;
      if (!res.ok) throw new Error(`${nome}: ${res.status} ${corpo}`);
      if (i >= 3) tempos.push(ms);
      const json = JSON.parse(corpo);
      resumo = Array.isArray(json)
        ? `${json.length} de ${res.headers.get('x-total-count')}`
        : `${json.total.atendimentos} atendimentos, ${json.meses.length} meses`;
    }
    tempos.sort((a, b) => a - b);
    linhas.push({
      cenário: nome,
      resposta: resumo,
      'mediana ms': Number(pct(tempos, 50).toFixed(1)),
      'p95 ms': Number(pct(tempos, 95).toFixed(1)),
    });
  }
  console.table(linhas);
  console.log(`load average depois: ${loadavg()}`);
  proc.kill('SIGTERM');
  await new Promise((r) => proc.once('exit', r));
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
  await dropDb();
}
