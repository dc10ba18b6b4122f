/**
 * PostgreSQL through two pools (docs/decisions/067-leituras-sem-fila.md, "Two pools"): single
 * statements — every poll — take a connection of one, transactions of the other. A transaction
 * holds its connection across several round trips, and at its end waits for the commit to reach
 * the disk; when many begin at once (the morning rush: each employee opening the chat moves a read
 * mark and writes an event), they can hold every connection of a shared pool, and the polls then
 * wait for one, behind writes they have nothing to do with. With a pool of their own, a poll
 * waits only on other single statements.
 *
 * Kysely asks its driver for a connection before it knows whether a transaction will follow, so
 * the connection it gets is taken from a pool only when first used: `begin` takes it from the
 * transactions' pool, any other statement from the statements' pool.
 *
 * The statements' pool sends the texts it sees often as named statements, planned once by the
 * database (./consultas-nomeadas.ts).
 */
import type pg from 'pg';
import {
  PostgresDialect,
  PostgresDriver,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { NomesDasConsultas, poolComNomes } from './consultas-nomeadas.js';

/** The two pools of one database. */
export interface PoolsDoBanco {
  /** single statements: the polls, the reads, a write of one statement */
  consultas: pg.Pool;
  /** transactions, from `begin` to `commit` or `rollback` */
  transacoes: pg.Pool;
}

/** A connection taken from a pool only when it is first used, from the pool its use asks for. */
class ConexaoAdiada implements DatabaseConnection {
  real?: DatabaseConnection;
  driver?: PostgresDriver;

  constructor(
    private readonly consultas: PostgresDriver,
    private readonly transacoes: PostgresDriver,
  ) {}

  async tomar(paraTransacao: boolean): Promise<DatabaseConnection> {
    if (!this.real) {
      const driver = paraTransacao ? this.transacoes : this.consultas;
      this.real = await driver.acquireConnection();
      this.driver = driver;
    }
    return this.real;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return (await this.tomar(false)).executeQuery<R>(query);
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize?: number) {
    yield* (await this.tomar(false)).streamQuery<R>(query, chunkSize);
  }
}

type Compilar = QueryCompiler['compileQuery'];

/** Inside a transaction: the connection already taken, and the driver of its pool. */
function tomada(c: DatabaseConnection): [PostgresDriver, DatabaseConnection] {
  const { driver, real } = c as ConexaoAdiada;
  return [driver!, real!];
}

class DriverDeDoisPools implements Driver {
  private readonly consultas: PostgresDriver;
  private readonly transacoes: PostgresDriver;

  constructor(pools: PoolsDoBanco) {
    this.consultas = new PostgresDriver({
      pool: poolComNomes(pools.consultas, new NomesDasConsultas()),
    });
    this.transacoes = new PostgresDriver({ pool: pools.transacoes });
  }

  async init() {
    await this.consultas.init();
    await this.transacoes.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new ConexaoAdiada(this.consultas, this.transacoes);
  }

  async beginTransaction(c: DatabaseConnection, settings: TransactionSettings) {
    const real = await (c as ConexaoAdiada).tomar(true);
    await this.transacoes.beginTransaction(real, settings);
  }

  async commitTransaction(c: DatabaseConnection) {
    const [driver, real] = tomada(c);
    await driver.commitTransaction(real);
  }

  async rollbackTransaction(c: DatabaseConnection) {
    const [driver, real] = tomada(c);
    await driver.rollbackTransaction(real);
  }

  async savepoint(c: DatabaseConnection, nome: string, compilar: Compilar) {
    const [driver, real] = tomada(c);
    await driver.savepoint(real, nome, compilar);
  }

  async rollbackToSavepoint(c: DatabaseConnection, nome: string, compilar: Compilar) {
    const [driver, real] = tomada(c);
    await driver.rollbackToSavepoint(real, nome, compilar);
  }

  async releaseSavepoint(c: DatabaseConnection, nome: string, compilar: Compilar) {
    const [driver, real] = tomada(c);
    await driver.releaseSavepoint(real, nome, compilar);
  }

  async releaseConnection(c: DatabaseConnection) {
    const { driver, real } = c as ConexaoAdiada;
    // the connection is the one this driver gave (PostgresDriver's own type is not exported)
    if (driver && real) await driver.releaseConnection(real as never);
  }

  async destroy() {
    await this.consultas.destroy();
    await this.transacoes.destroy();
  }
}

/** Kysely's PostgreSQL dialect over the two pools. */
export class DialetoDeDoisPools extends PostgresDialect {
  constructor(private readonly pools: PoolsDoBanco) {
    super({ pool: pools.consultas });
  }

  override createDriver(): Driver {
    return new DriverDeDoisPools(this.pools);
  }
}
