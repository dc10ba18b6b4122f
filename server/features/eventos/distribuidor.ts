/**
 * Hands the events written by any instance (server/core/fim-da-escrita.ts) to the streams open on
 * this one (docs/decisions/015-eventos-ao-vivo.md). The change feed wakes it whenever `eventos` may
 * have changed (this process's commits; another instance's through LISTEN/NOTIFY; everything
 * after the listener reconnects); it then reads the events after the last one it handed out, in
 * id order, never past an id that may still commit (ordem.ts, docs/decisions/067-leituras-sem-fila.md).
 *
 * A stream that comes back with `Last-Event-ID` first gets the events it missed that it may read,
 * then the live ones, each exactly once: it is registered before the missed ones are read, and
 * what arrives meanwhile waits behind them.
 */
import { can, type Permission, type Role } from '../../../common/roles.js';
import { RETENCAO } from '../../../common/retencao.js';
import type { Contadores, TipoEvento } from '../../../common/schemas/eventos.js';
import type { AppContext } from '../../context.js';
import { tokenAceito } from '../../core/current-user.js';
import { sessoesExistentes } from '../../core/sessoes.js';
import { exclusaoDe, excluido } from '../../core/ouvidoria-acesso.js';
import type { VerifiedClaims } from '../../lib/tokens.js';
import type { FastifyBaseLogger } from 'fastify';
import {
  contadoresDaOuvidoria,
  contadoresDoSuporte,
  contadoresPara,
  proximaMudanca,
  respondidosDe,
} from './contadores.js';

import { OrdemDosEventos, type EventoRow } from './ordem.js';

export interface EventoSse {
  id: string;
  event: TipoEvento;
  data: unknown;
}

export interface Assinante {
  userId: number;
  /** the stream's token: it stays open only while tokenAceito would let its REST calls through */
  claims: VerifiedClaims;
  role: Role;
  /** who set the account's access (server/core/ouvidoria-acesso.ts) */
  papeis_gestores: string;
  enviar(e: EventoSse): void;
  /** ends the stream; `retryMs`: tells the client to come back after that long (SSE `retry:`) */
  fechar(retryMs?: number): void;
}

/**
 * Events are kept this long for streams that reconnect; older gaps get `reinicio`. The period is
 * the privacy notice's (common/retencao.ts).
 */
export const RETENCAO_MS = RETENCAO.registros_tecnicos.dias * 24 * 60 * 60 * 1000;
const LOTE = 500;
/** The counts are sent again at least this often, and when a clock crosses a threshold. */
const CONTADORES_MAX_MS = 5 * 60 * 1000;
/** While a gap holds events back, asked again after this long, doubling up to the maximum. */
const LACUNA_MIN_MS = 10;
const LACUNA_MAX_MS = 500;
/** Two reads of the new events begin at least this far apart (`acordar`). */
const LEITURA_INTERVALO_MS = 20;
/** The longest a Node timer waits; a longer delay fires after 1 ms (TimeoutOverflowWarning). */
const ESPERA_MAXIMA_MS = 2 ** 31 - 1;

const podeLer = (a: Pick<Assinante, 'userId' | 'role' | 'papeis_gestores'>, e: EventoRow) =>
  e.usuario_id === a.userId ||
  (e.permissao !== null && can(a.role, e.permissao as Permission) && !excluido(a, e.exclusao));

function noIndice<K>(indice: Map<K, Set<Registro>>, chave: K, r: Registro): void {
  let regs = indice.get(chave);
  if (!regs) indice.set(chave, (regs = new Set()));
  regs.add(r);
}

function foraDoIndice<K>(indice: Map<K, Set<Registro>>, chave: K, r: Registro): void {
  const regs = indice.get(chave);
  if (!regs) return;
  regs.delete(r);
  if (regs.size === 0) indice.delete(chave);
}

const paraSse = (e: EventoRow): EventoSse => ({
  id: String(e.id),
  event: e.tipo as TipoEvento,
  data: JSON.parse(e.dados),
});

interface Registro {
  a: Assinante;
  /** events that arrived while the missed ones were being read */
  espera: EventoSse[] | null;
  /**
   * the last event this stream was handed: the counts carry it as their id, never the id of an
   * event the stream may not read (docs/product/ouvidoria-ameacas.md)
   */
  visto: number;
  /** checks the token again the moment it expires */
  expira?: NodeJS.Timeout;
}

export class Distribuidor {
  private ultimo = 0;
  private readonly registros = new Set<Registro>();
  /**
   * The same streams by account and by role: an event is offered only to its user's streams and
   * to those of the roles that may hold its permission, not to every stream (podeLer still
   * decides for each of them)
   */
  private readonly porUsuario = new Map<number, Set<Registro>>();
  private readonly porPapel = new Map<Role, Set<Registro>>();
  private lendo: Promise<void> | null = null;
  private denovo = false;
  /** when the last read of the new events began, and the next one, when woken too soon after */
  private inicioDaLeitura = -Infinity;
  private proximaLeitura: NodeJS.Timeout | undefined;
  private timer: NodeJS.Timeout | undefined;
  private parar: () => void = () => undefined;
  private fechado = false;
  private readonly ordem: OrdemDosEventos;
  private lacunaMs = LACUNA_MIN_MS;
  private lacunaTimer: NodeJS.Timeout | undefined;
  /** everything may have changed (a catch-up): the next read first checks `ultimo` still exists */
  private conferirRecuo = false;

  constructor(
    private readonly ctx: AppContext,
    private readonly log: FastifyBaseLogger,
  ) {
    this.ordem = new OrdemDosEventos(ctx.dbHandle);
  }

  get conectados(): number {
    return this.registros.size;
  }

  get ultimoId(): number {
    return this.ultimo;
  }

  async iniciar(): Promise<void> {
    const { db } = this.ctx;
    await db
      .deleteFrom('eventos')
      .where('criado_em', '<', new Date(Date.now() - RETENCAO_MS).toISOString())
      .execute();
    this.ultimo = await this.ordem.inicio();
    this.parar = this.ctx.dbHandle.changes.onChange((tables) => {
      if (tables === 'all') this.conferirRecuo = true;
      if (tables === 'all' || tables.has('eventos')) this.acordar();
      // a deactivation, a password change or two-factor sign-in newly required of a role ends
      // the account's streams now, not at its next event: the screen, which does not poll while
      // its stream is up, learns of it at once
      if (tables === 'all' || tables.has('users') || tables.has('mfa_obrigatorio')) {
        void this.conferirContas();
      } else if (tables.has('sessoes')) {
        // a session ended (a device signed out from another one, or by an admin): one query for
        // every open stream, since the table also moves when a session is merely used
        void this.conferirSessoes();
      }
    });
    this.agendarContadores();
  }

  fechar(retryMs?: number): void {
    this.fechado = true;
    this.parar();
    clearTimeout(this.timer);
    clearTimeout(this.lacunaTimer);
    clearTimeout(this.proximaLeitura);
    for (const r of this.registros) {
      clearTimeout(r.expira);
      r.a.fechar(retryMs);
    }
    this.registros.clear();
    this.porUsuario.clear();
    this.porPapel.clear();
  }

  private registrar(r: Registro): void {
    this.registros.add(r);
    noIndice(this.porUsuario, r.a.userId, r);
    noIndice(this.porPapel, r.a.role, r);
  }

  private retirar(r: Registro): void {
    this.registros.delete(r);
    foraDoIndice(this.porUsuario, r.a.userId, r);
    foraDoIndice(this.porPapel, r.a.role, r);
  }

  /**
   * The streams that may read `e`: its user's, and those of every role that holds its permission
   * (a superset: `podeLer` decides for each).
   */
  private candidatos(e: EventoRow): Set<Registro> {
    const c = new Set<Registro>(e.usuario_id === null ? [] : this.porUsuario.get(e.usuario_id));
    if (e.permissao !== null) {
      for (const [papel, regs] of this.porPapel) {
        if (can(papel, e.permissao as Permission)) for (const r of regs) c.add(r);
      }
    }
    return c;
  }

  /** Registers a stream; `desde` is its Last-Event-ID. Resolves once it has what it missed. */
  async assinar(a: Assinante, desde: number | null): Promise<() => void> {
    if (this.fechado) {
      // the instance is stopping: come back (on another one)
      a.fechar(1_000);
      return () => undefined;
    }
    const r: Registro = { a, espera: desde === null ? null : [], visto: this.ultimo };
    this.registrar(r);
    this.armarExpiracao(r);
    const sair = () => {
      clearTimeout(r.expira);
      this.retirar(r);
    };
    if (desde !== null) {
      const ate = this.ultimo;
      const perdidos = await this.perdidos(desde, ate);
      if (perdidos === null) a.enviar({ id: String(ate), event: 'reinicio', data: {} });
      else {
        for (const e of perdidos) {
          if (!podeLer(a, e)) continue;
          a.enviar(paraSse(e));
          r.visto = e.id;
        }
      }
      const espera = r.espera ?? [];
      r.espera = null;
      for (const e of espera) a.enviar(e);
    }
    await this.enviarContadores([r]);
    return sair;
  }

  /** Events (desde, ate]; null when some of them are no longer kept (or never existed). */
  private async perdidos(desde: number, ate: number): Promise<EventoRow[] | null> {
    if (desde > ate) return null;
    if (desde === ate) return [];
    const rows = await this.ctx.db
      .selectFrom('eventos')
      .selectAll()
      .select(exclusaoDe('eventos'))
      .where('id', '>=', desde)
      .where('id', '<=', ate)
      .orderBy('id')
      .execute();
    // The event it last saw must still be there, or older ones may have been dropped.
    if (rows[0]?.id !== desde) return null;
    return rows.slice(1);
  }

  /**
   * Reads the new events now, unless a read is under way or one began less than
   * `LEITURA_INTERVALO_MS` ago: then once more when that has passed, for every wake-up meanwhile.
   * A lone event goes out at once; a burst (the morning rush's read marks, each an event) is read
   * in batches, not one read (and one round of counts) per event
   * (docs/decisions/095-eventos-lidos-em-lotes.md).
   */
  private acordar(): void {
    if (this.fechado) return;
    if (this.lendo || this.proximaLeitura) {
      this.denovo = true;
      return;
    }
    const resta = this.inicioDaLeitura + LEITURA_INTERVALO_MS - performance.now();
    if (resta > 0) {
      this.proximaLeitura = setTimeout(() => {
        this.proximaLeitura = undefined;
        this.denovo = false;
        this.acordar();
      }, resta);
      this.proximaLeitura.unref();
      return;
    }
    this.inicioDaLeitura = performance.now();
    this.lendo = this.ler()
      .catch((err: unknown) => this.log.error({ err }, 'falha ao ler eventos'))
      .finally(() => {
        this.lendo = null;
        if (this.denovo) {
          this.denovo = false;
          this.acordar();
        }
      });
  }

  private async ler(): Promise<void> {
    // The counts go again to the streams an event may move: those who may read it (staff, for a
    // ticket or a case), and, for an event for one user about a ticket (a message, a change,
    // their reading), that user's own count of answered tickets. A stream that may not read an
    // event never hears that it happened.
    const mudaram = new Set<Registro>();
    const colaboradores = new Set<number>();
    if (this.conferirRecuo) {
      this.conferirRecuo = false;
      await this.recomecarSeVoltou();
    }
    for (;;) {
      const { eventos: rows, lidos, esperando } = await this.ordem.depoisDe(this.ultimo, LOTE);
      for (const e of rows) {
        this.ultimo = e.id;
        if (e.tipo === 'atendimento' || e.tipo === 'denuncia') {
          for (const r of this.daEquipe()) if (podeLer(r.a, e)) mudaram.add(r);
        }
        if ((e.tipo === 'atendimento' || e.tipo === 'mensagem') && e.usuario_id !== null) {
          colaboradores.add(e.usuario_id);
        }
        await this.entregar(e);
      }
      if (esperando) {
        this.esperarLacuna();
        break;
      }
      this.lacunaMs = LACUNA_MIN_MS;
      if (lidos < LOTE) break;
    }
    for (const id of colaboradores) {
      for (const r of this.porUsuario.get(id) ?? []) {
        if (!can(r.a.role, 'painelSuporte')) mudaram.add(r);
      }
    }
    await this.enviarContadores([...mudaram].filter((r) => this.registros.has(r)));
  }

  /**
   * After a catch-up (PostgreSQL's listener connected again, another process wrote to SQLite):
   * when the newest event is older than the last one handed out, the database went back in time,
   * and ids already handed out will be given again to new events, which the streams would skip.
   * PostgreSQL does that after a crash that lost commits not yet on disk (the read mark's,
   * docs/decisions/091-marca-sem-esperar-o-disco.md), or a failover to a replica behind. The
   * distributor starts again from the newest event there is, and every stream gets `reinicio`:
   * its screens read everything again, and its next Last-Event-ID is one that exists. (Retention
   * drops only events older than RETENCAO_MS: if that took every event, the streams also start
   * again, at the cost of one re-read.)
   */
  private async recomecarSeVoltou(): Promise<void> {
    const ultimoQueHa = await this.ordem.maisNovo();
    if (ultimoQueHa >= this.ultimo) return;
    this.log.warn(
      { entregue: this.ultimo, ultimoQueHa },
      'eventos: o banco voltou atrás; os fluxos recomeçam (reinicio)',
    );
    this.ultimo = ultimoQueHa;
    for (const r of this.registros) {
      r.visto = ultimoQueHa;
      r.a.enviar({ id: String(ultimoQueHa), event: 'reinicio', data: {} });
    }
  }

  /** A rolled-back write sends no notice: the gap it left is looked at again shortly. */
  private esperarLacuna(): void {
    clearTimeout(this.lacunaTimer);
    this.lacunaTimer = setTimeout(() => this.acordar(), this.lacunaMs);
    this.lacunaTimer.unref();
    this.lacunaMs = Math.min(LACUNA_MAX_MS, this.lacunaMs * 2);
  }

  private async entregar(e: EventoRow): Promise<void> {
    const sse = paraSse(e);
    for (const r of this.candidatos(e)) {
      if (!podeLer(r.a, e)) continue;
      if (!(await this.aindaValido(r))) continue;
      r.visto = e.id;
      if (r.espera) r.espera.push(sse);
      else r.a.enviar(sse);
    }
  }

  /**
   * After a write to the accounts: read fresh, keeping nothing, since the write's transaction may
   * not have committed yet (its commit's notice sets off this check again).
   */
  private async conferirContas(): Promise<void> {
    for (const r of [...this.registros]) await this.conferir(r, true);
  }

  /** Ends the streams whose session (server/core/sessoes.ts) no longer exists. */
  private async conferirSessoes(): Promise<void> {
    try {
      const regs = [...this.registros];
      if (regs.length === 0) return;
      const vivas = await sessoesExistentes(this.ctx.db, [
        ...new Set(regs.map((r) => r.a.claims.sid)),
      ]);
      for (const r of regs) {
        if (vivas.has(r.a.claims.sid) || !this.registros.has(r)) continue;
        await this.conferir(r, true);
      }
    } catch (err) {
      this.log.error({ err }, 'falha ao conferir as sessões dos eventos');
    }
  }

  /**
   * The stream is asked again once its token has expired. A token that expires later than a timer
   * can wait (about 24.8 days: its signer's clock ahead of this one's) is waited for in steps:
   * a longer wait would fire at once, and the stream would then outlive its token.
   */
  private armarExpiracao(r: Registro): void {
    const restante = Math.max(0, r.a.claims.exp * 1000 - Date.now()) + 50;
    r.expira = setTimeout(
      () => (restante > ESPERA_MAXIMA_MS ? this.armarExpiracao(r) : void this.conferir(r)),
      Math.min(restante, ESPERA_MAXIMA_MS),
    );
    r.expira.unref();
  }

  private async conferir(r: Registro, fresco = false): Promise<void> {
    try {
      await this.aindaValido(r, fresco);
    } catch (err) {
      this.log.error({ err }, 'falha ao conferir as contas dos eventos');
    }
  }

  /**
   * The stream's token is asked again what its next REST call would be (tokenAceito, read through
   * exact caches): expired, password changed, account deactivated, two-factor sign-in newly
   * required and not on — the stream ends, and nothing more is delivered to it.
   */
  private async aindaValido(r: Registro, fresco = false): Promise<boolean> {
    if (!this.registros.has(r)) return false;
    const { user } = await tokenAceito(this.ctx, r.a.claims, { fresco });
    if (user) {
      if (user.role !== r.a.role) {
        foraDoIndice(this.porPapel, r.a.role, r);
        r.a.role = user.role;
        noIndice(this.porPapel, r.a.role, r);
      }
      r.a.papeis_gestores = user.papeis_gestores;
      return true;
    }
    clearTimeout(r.expira);
    this.retirar(r);
    r.a.fechar();
    return false;
  }

  /** The streams whose counts a ticket's or a case's change can move (staff). */
  private daEquipe(): Registro[] {
    const equipe: Registro[] = [];
    for (const [papel, regs] of this.porPapel) {
      if (can(papel, 'painelSuporte') || can(papel, 'gestaoOuvidoria')) equipe.push(...regs);
    }
    return equipe;
  }

  private async enviarContadores(regs: Registro[]): Promise<void> {
    if (regs.length === 0) return;
    const agora = new Date();
    const suporte = regs.some((r) => can(r.a.role, 'painelSuporte'))
      ? await contadoresDoSuporte(this.ctx.db, agora)
      : undefined;
    const ouvidoria = await contadoresDaOuvidoria(
      this.ctx.db,
      agora,
      regs.map((r) => r.a),
    );
    const respondidos = await respondidosDe(this.ctx.db, [
      ...new Set(regs.filter((r) => !can(r.a.role, 'painelSuporte')).map((r) => r.a.userId)),
    ]);
    for (const r of regs) {
      const data: Contadores = contadoresPara(r.a, suporte, ouvidoria, respondidos.get(r.a.userId));
      r.a.enviar({ id: String(r.visto), event: 'contadores', data });
    }
  }

  /** Counts also change with time alone: sent again when the next clock crosses a threshold. */
  private agendarContadores(): void {
    if (this.fechado) return;
    void proximaMudanca(this.ctx.db, new Date())
      .then((quando) => {
        const espera = quando
          ? Math.min(CONTADORES_MAX_MS, Math.max(1_000, quando.getTime() - Date.now() + 500))
          : CONTADORES_MAX_MS;
        if (this.fechado) return;
        this.timer = setTimeout(() => {
          void this.enviarContadores(this.daEquipe()).finally(() => this.agendarContadores());
        }, espera);
        this.timer.unref();
      })
      .catch(() => undefined);
  }
}
