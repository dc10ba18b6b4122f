/**
 * The owner's own tickets as their list reads them (`GET /api/atendimentos` for a colaborador,
 * `?meus=true` for staff, with no filter, order or page): polled every 3.5 s by every open portal,
 * the commonest request of the morning rush. Kept in memory per owner, exact like the read caches
 * (server/db/read-cache.ts): dropped as soon as the change feed says that something it was read
 * from may have changed (docs/decisions/041-feed-e-caches.md, "the owner's list").
 *
 * A list is read from four tables: the owner's `atendimentos` (with their read mark), the
 * `mensagens` of those tickets (what is unread), their `avaliacoes`, and the `users` named as
 * responsible. The feed tells tickets by `id`, messages by `atendimento_id`, accounts by `id`; a
 * ticket's owner never changes, so each list read, and each read of a ticket, teaches whose it is.
 * A change to:
 *  - a ticket of a known owner drops that owner's list; of a ticket nobody here knows (a new one,
 *    or one whose owner has not polled here) the owner is asked of the database, and their list
 *    dropped once known (every list when the ticket is gone);
 *  - a message or rating of a known ticket drops its owner's list; of an unknown ticket nothing
 *    (an unknown ticket is in no list kept: its list would have taught it);
 *  - an account drops the lists that name it as responsible;
 *  - anything the feed cannot tell by key drops every list.
 * A read keeps what it loaded only if nothing it read changed while it ran.
 */
import { LRUCache } from 'lru-cache';
import type { AppContext } from '../../context.js';
import type { Chaves, Tabelas } from '../../db/change-feed.js';
import type { ItemRow } from './mesa/repository.js';
import { donosDosAtendimentos } from './repository.js';

export type LinhaDoDono = ItemRow & { resposta_nao_lida: boolean };

/** What changed while a read ran, for it to tell whether what it loaded may be old. */
interface Leitura {
  tudo: boolean;
  donos: Set<string>;
  atendimentos: Set<string>;
  usuarios: Set<string>;
}

const TABELAS = ['atendimentos', 'mensagens', 'avaliacoes', 'users'] as const;

export class ListasDosDonos {
  private readonly listas = new LRUCache<string, readonly Readonly<LinhaDoDono>[]>({
    max: 10_000,
  });
  /**
   * ticket → owner, learnt from every list read (it never changes). A ticket forgotten here takes
   * its owner's list with it: a change to it could no longer be told to that list.
   */
  private readonly donoDe: LRUCache<string, string>;
  /** account → the owners whose kept list names it as responsible */
  private readonly nomeadoEm = new Map<string, Set<string>>();
  private readonly emCurso = new Set<Leitura>();

  /** `lembrados`: how many tickets' owners are kept in mind (200,000; fewer in a test). */
  constructor(
    private readonly ctx: AppContext,
    private readonly ligado: boolean,
    lembrados = 200_000,
  ) {
    this.donoDe = new LRUCache<string, string>({
      max: lembrados,
      dispose: (dono, _id, motivo) => {
        if (motivo === 'evict') this.listas.delete(dono);
      },
    });
    if (ligado) ctx.dbHandle.changes.onPossibleChange((t, c) => this.mudou(t, c));
  }

  /** The owner's list, from memory or from `load` (kept only when nothing it read moved). */
  async ler(
    donoId: number,
    load: () => Promise<LinhaDoDono[]>,
  ): Promise<readonly Readonly<LinhaDoDono>[]> {
    if (!this.ligado || !this.ctx.dbHandle.changes.supported) return load();
    const dono = String(donoId);
    const guardada = this.listas.get(dono);
    if (guardada) return guardada;
    const leitura: Leitura = {
      tudo: false,
      donos: new Set(),
      atendimentos: new Set(),
      usuarios: new Set(),
    };
    this.emCurso.add(leitura);
    let linhas: LinhaDoDono[];
    try {
      linhas = await load();
    } finally {
      this.emCurso.delete(leitura);
    }
    for (const l of linhas) this.donoDe.set(String(l.id), dono);
    const moveu =
      leitura.tudo ||
      leitura.donos.has(dono) ||
      linhas.some(
        (l) =>
          leitura.atendimentos.has(String(l.id)) ||
          (l.responsavel_id !== null && leitura.usuarios.has(String(l.responsavel_id))),
      );
    if (moveu) return linhas;
    const congeladas = Object.freeze(linhas.map((l) => Object.freeze(l)));
    this.listas.set(dono, congeladas);
    for (const l of linhas) {
      if (l.responsavel_id === null) continue;
      const r = String(l.responsavel_id);
      let donos = this.nomeadoEm.get(r);
      if (!donos) this.nomeadoEm.set(r, (donos = new Set()));
      donos.add(dono);
    }
    return congeladas;
  }

  /** A ticket's owner, as any read of the ticket tells it (it never changes). */
  aprender(atendimentoId: number, donoId: number | null): void {
    if (this.ligado && donoId !== null) this.donoDe.set(String(atendimentoId), String(donoId));
  }

  get size(): number {
    return this.listas.size;
  }

  private esquecerTudo(): void {
    for (const l of this.emCurso) l.tudo = true;
    this.listas.clear();
    this.nomeadoEm.clear();
  }

  private esquecerDono(dono: string): void {
    for (const l of this.emCurso) l.donos.add(dono);
    this.listas.delete(dono);
  }

  private mudou(tabelas: Tabelas, chaves: Chaves | undefined): void {
    if (tabelas === 'all') return this.esquecerTudo();
    for (const tabela of TABELAS) {
      if (!tabelas.has(tabela)) continue;
      const daTabela = chaves?.get(tabela);
      if (tabela === 'atendimentos') {
        const donos = daTabela?.get('usuario_id');
        const ids = daTabela?.get('id');
        if (donos) for (const d of donos) this.esquecerDono(String(d));
        else if (ids) this.atendimentosMudaram(ids, true);
        else return this.esquecerTudo();
      } else if (tabela === 'users') {
        const ids = daTabela?.get('id');
        if (!ids) return this.esquecerTudo();
        for (const v of ids) {
          const u = String(v);
          for (const l of this.emCurso) l.usuarios.add(u);
          for (const d of this.nomeadoEm.get(u) ?? []) this.esquecerDono(d);
        }
      } else {
        // mensagens and avaliacoes: rows of a ticket
        const ids = daTabela?.get('atendimento_id');
        if (!ids) return this.esquecerTudo();
        this.atendimentosMudaram(ids, false);
      }
    }
  }

  /** `desconhecidoConta`: whether a ticket of no known owner may be in some list. */
  private atendimentosMudaram(ids: ReadonlySet<unknown>, desconhecidoConta: boolean): void {
    const desconhecidos: number[] = [];
    for (const v of ids) {
      const id = String(v);
      for (const l of this.emCurso) l.atendimentos.add(id);
      const dono = this.donoDe.get(id);
      if (dono !== undefined) this.esquecerDono(dono);
      else if (desconhecidoConta) desconhecidos.push(Number(id));
    }
    // with no list kept and none being read there is nothing to drop (the server starting, whose
    // job rewrites every open ticket)
    if (desconhecidos.length === 0 || (this.listas.size === 0 && this.emCurso.size === 0)) return;
    void this.procurarDonos(desconhecidos);
  }

  /**
   * Tickets this process has not seen changed (another instance's new ticket, or a ticket whose
   * owner has not polled here): their owners are asked of the database, and their lists dropped
   * once known, as a later notice would have: a read of that owner still under way then keeps
   * nothing, one done meanwhile is dropped. A ticket not found (erased) or a failed question drops
   * every list.
   */
  private async procurarDonos(ids: number[]): Promise<void> {
    try {
      const rows = await donosDosAtendimentos(this.ctx.db, ids);
      if (rows.length < ids.length) return this.esquecerTudo();
      for (const r of rows) {
        if (r.usuario_id === null) continue;
        this.aprender(r.id, r.usuario_id);
        this.esquecerDono(String(r.usuario_id));
      }
    } catch {
      this.esquecerTudo();
    }
  }
}

const porApp = new WeakMap<AppContext, ListasDosDonos>();

/** The app's lists of owners (one per app: each test builds its own). */
export function listasDosDonos(ctx: AppContext): ListasDosDonos {
  let listas = porApp.get(ctx);
  if (!listas) {
    listas = new ListasDosDonos(ctx, !ctx.config.cachesDesligados.has('lista-do-dono'));
    porApp.set(ctx, listas);
  }
  return listas;
}
