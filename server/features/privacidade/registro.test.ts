/**
 * The registry of personal data is complete (docs/decisions/047-dados-pessoais.md): every table of
 * the real, migrated database (SQLite and PostgreSQL) is declared by a feature, and a table with a
 * column that names or points to a person is declared as holding personal data (or the
 * Ouvidoria's), or says why that column is not a person's. A migration that adds such a table
 * without a declaration fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETENCAO } from '../../../common/retencao.js';
import {
  criarRegistro,
  faltaApagador,
  titularidadeDe,
  type DeclaracaoDeDadosPessoais,
} from '../../core/dados-pessoais.js';
import { DECLARACOES_DE_DADOS_PESSOAIS } from '../../dados-pessoais.js';
import { createTestApp, usingPostgres, type TestApp } from '../../test/app.js';

/** Columns that hold a person's id, name or address wherever they appear. */
const COLUNA_DE_PESSOA =
  /^(usuario_id|usuario_nome|autor_id|autor_nome|responsavel_id|nome|login|login_normalizado|email|telefone)$/;

let t: TestApp;
let colunas: Map<string, string[]>;
beforeAll(async () => {
  t = await createTestApp();
  const tabelas = await t.db.introspection.getTables();
  colunas = new Map(
    tabelas
      .filter((tb) => !tb.name.startsWith('kysely_'))
      .map((tb) => [tb.name, tb.columns.map((c) => c.name)]),
  );
});
afterAll(() => t.close());

const registro = () => t.app.ctx.dadosPessoais;

describe('registry of personal data', () => {
  it('reads the real database (the scan is not empty)', () => {
    expect(colunas.get('users')).toContain('login');
    expect(colunas.size).toBeGreaterThan(20);
  });

  it('declares every table of the database, and only tables that exist', () => {
    const declaradas = [...registro().tabelas.values()]
      .filter((d) => usingPostgres() || !('somentePostgres' in d && d.somentePostgres))
      .map((d) => d.tabela)
      .sort();
    expect([...colunas.keys()].filter((tb) => !registro().tabelas.has(tb as never))).toEqual([]);
    expect(declaradas.filter((tb) => !colunas.has(tb))).toEqual([]);
  });

  it('a table with a person column is personal or the Ouvidoria’s, naming it, or says why not', () => {
    const faltas: string[] = [];
    for (const [tabela, cols] of colunas) {
      const d = registro().tabelas.get(tabela as never);
      if (!d) continue;
      for (const c of cols.filter((c) => COLUNA_DE_PESSOA.test(c))) {
        if (d.tipo === 'nao_pessoal') {
          if (!d.motivo.includes(c)) faltas.push(`${tabela}.${c}: não pessoal sem dizer por quê`);
        } else if (!d.colunas_pessoais.includes(c)) {
          faltas.push(`${tabela}.${c}: não está em colunas_pessoais`);
        }
      }
    }
    expect(faltas).toEqual([]);
  });

  it('the personal columns declared exist, and every kind of retention is on the notice', () => {
    const faltas: string[] = [];
    for (const d of registro().tabelas.values()) {
      if (d.tipo === 'nao_pessoal') continue;
      for (const c of d.colunas_pessoais) {
        if (!colunas.get(d.tabela)?.includes(c)) faltas.push(`${d.tabela}.${c}`);
      }
      expect(Object.keys(RETENCAO)).toContain(d.retencao);
    }
    expect(faltas).toEqual([]);
  });

  it('refuses a table declared twice and a group nobody exports', () => {
    const [conta, ...resto] = DECLARACOES_DE_DADOS_PESSOAIS as DeclaracaoDeDadosPessoais[];
    expect(() => criarRegistro([conta!, ...resto, { ...conta!, exportar: {} }])).toThrow(
      /declarada por conta e conta/,
    );
    expect(() => criarRegistro(resto)).toThrow(/nenhuma feature exporta o grupo conta/);
  });

  // docs/decisions/049-retencao-declarada.md
  it('a kind of retention with a time has, in every table of it, a way to erase (reter)', () => {
    const faltas: string[] = [];
    for (const d of registro().tabelas.values()) {
      const falta = faltaApagador(d, registro().tabelas);
      if (falta) faltas.push(`${d.tabela}: ${falta}`);
    }
    expect(faltas).toEqual([]);
    // and the check itself notices a table without one
    const contato = registro().tabelas.get('contato_mensagens')!;
    expect(faltaApagador({ ...contato, reter: undefined } as never, registro().tabelas)).toMatch(
      /não diz como apagar/,
    );
    expect(
      faltaApagador({ ...contato, reter: { com: 'mensagens' } } as never, registro().tabelas),
    ).toMatch(/não apaga por si/);
  });

  it('the columns retention reads and anonymising matches by exist', () => {
    const faltas: string[] = [];
    for (const d of registro().tabelas.values()) {
      if (d.tipo === 'nao_pessoal') continue;
      if (d.reter && 'coluna' in d.reter && !colunas.get(d.tabela)?.includes(d.reter.coluna)) {
        faltas.push(`${d.tabela}.${d.reter.coluna} (reter)`);
      }
      if (d.tipo !== 'pessoal' || d.anonimizacao.como === 'manter') continue;
      const por = titularidadeDe(d);
      if (typeof por === 'string' && !colunas.get(d.tabela)?.includes(por)) {
        faltas.push(`${d.tabela}.${por} (por)`);
      }
      if (d.anonimizacao.como === 'substituir') {
        for (const c of d.anonimizacao.colunas) {
          if (!colunas.get(d.tabela)?.includes(c)) faltas.push(`${d.tabela}.${c} (substituir)`);
        }
      }
    }
    expect(faltas).toEqual([]);
  });

  it('a personal table holding a person’s id is anonymised by it, or says why it is kept', () => {
    const ID_DE_PESSOA = /^(usuario_id|autor_id|responsavel_id)$/;
    const faltas: string[] = [];
    for (const d of registro().tabelas.values()) {
      if (d.tipo !== 'pessoal') continue;
      if (!d.colunas_pessoais.some((c) => ID_DE_PESSOA.test(c))) continue;
      if (d.anonimizacao.como === 'manter') {
        if (d.anonimizacao.motivo.trim().length < 10) faltas.push(`${d.tabela}: manter sem motivo`);
      } else if (!titularidadeDe(d)) {
        faltas.push(`${d.tabela}: sem caminho até a pessoa`);
      }
    }
    expect(faltas).toEqual([]);
  });

  it('refuses at start an anonymisation with no way to find the person', () => {
    const [conta, ...resto] = DECLARACOES_DE_DADOS_PESSOAIS as DeclaracaoDeDadosPessoais[];
    const semCaminho: DeclaracaoDeDadosPessoais = {
      feature: 'conta',
      exportar: conta!.exportar,
      tabelas: conta!.tabelas.map((tb) =>
        tb.tabela === 'users' && tb.tipo === 'pessoal'
          ? { ...tb, anonimizacao: { como: 'substituir', colunas: ['nome'] } }
          : tb,
      ),
    };
    expect(() => criarRegistro([semCaminho, ...resto])).toThrow(/users: anonimização sem a coluna/);
  });
});
