/**
 * Sends the rows of an outbox table once, whatever the channel (e-mail now, push notices later:
 * docs/decisions/030-sobreviver-a-producao.md). The table has `id`, `tentativas`,
 * `proxima_tentativa_em`, `reservado_ate`, `enviado_em` and `desistido_em`; the channel gives
 * `entregar`, which answers how a try ended. Every instance runs one; each claims a row (a
 * conditional update: only one instance's succeeds) before handing it over:
 *  - a claim is a lease (`reservado_ate`) renewed while the try is in flight, so no other
 *    instance takes a row whose sender is alive, however slow the try; a sender that dies lets the
 *    lease run out and another instance takes the row over;
 *  - a try that `falhou` is tried again later, each time waiting twice as long, up to
 *    `maxTentativas`; one that ended `incerto` (it may have arrived) or `desistir` is not;
 *  - several rows are in flight at once, so a slow one does not hold the others.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Db } from '../db/index.js';
import type { AvisosEmailTable } from '../db/schema.js';

/** The outbox tables (a later channel adds its own; each has the columns below). */
export type TabelaDeSaida = 'avisos_email' | 'avisos_push';
type ColunasDaSaida = Pick<
  AvisosEmailTable,
  'id' | 'tentativas' | 'proxima_tentativa_em' | 'reservado_ate' | 'enviado_em' | 'desistido_em'
>;

/** How a try ended. */
export type Desfecho = 'enviado' | 'falhou' | 'incerto' | 'desistir';

/**
 * Tries that failed (`falhou`, or `incerto`: the service did not confirm) in this process, by
 * table: the counter `portal_notices_failed_total` (server/operacao/metricas.ts). A `desistir`
 * is the recipient's end (a push subscription gone), not a failure of the service.
 */
export const falhasDeEnvio: Record<TabelaDeSaida, number> = { avisos_email: 0, avisos_push: 0 };

export interface TemposDoExpedidor {
  /** a claim lasts this long unless its sender, still trying, renews it */
  reservaMs: number;
  /** rows in flight at once in one instance */
  simultaneos: number;
  maxTentativas: number;
  /** the wait after the first failure; doubled after each */
  esperaBaseMs: number;
}

export class Expedidor<Linha extends { id: number; tentativas: number }> {
  /** the rows in flight: id → the try claimed, and its promise */
  private readonly emVoo = new Map<number, { tentativas: number; envio: Promise<boolean> }>();
  private renovacao: NodeJS.Timeout | undefined;
  private readonly saida: Kysely<Record<TabelaDeSaida, ColunasDaSaida>>;
  /** told when a try ends: there is room for another */
  aoLiberar: () => void = () => undefined;

  constructor(
    db: Db,
    private readonly tabela: TabelaDeSaida,
    private readonly entregar: (linha: Linha) => Promise<Desfecho>,
    private readonly tempos: TemposDoExpedidor,
    private readonly log: FastifyBaseLogger,
  ) {
    this.saida = db as unknown as Kysely<Record<TabelaDeSaida, ColunasDaSaida>>;
  }

  /** Hands over what is due at `agora` and waits for those tries; answers how many went out. */
  async enviarPendentes(agora = new Date()): Promise<number> {
    const envios = await this.iniciar(agora);
    return (await Promise.all(envios)).filter(Boolean).length;
  }

  /**
   * Claims what is due at `agora`, as many as there is room for, and starts their tries; does
   * not wait for them (each is answered by its promise).
   */
  async iniciar(agora = new Date()): Promise<Promise<boolean>[]> {
    const livres = this.tempos.simultaneos - this.emVoo.size;
    if (livres <= 0) return [];
    const t = agora.toISOString();
    const meus = [...this.emVoo.keys()];
    const devidos = (await this.saida
      .selectFrom(this.tabela)
      .selectAll()
      .where('enviado_em', 'is', null)
      .where('desistido_em', 'is', null)
      .where('proxima_tentativa_em', '<=', t)
      .where((eb) => eb.or([eb('reservado_ate', 'is', null), eb('reservado_ate', '<', t)]))
      .$if(meus.length > 0, (q) => q.where('id', 'not in', meus))
      .orderBy('id')
      .limit(livres)
      .execute()) as unknown as Linha[];
    const envios: Promise<boolean>[] = [];
    for (const linha of devidos) {
      if (this.emVoo.size >= this.tempos.simultaneos) break;
      if (!(await this.reservar(linha, agora))) continue;
      const tentativas = linha.tentativas + 1;
      const envio = this.tentar(linha, tentativas, agora)
        .catch((err: unknown) => {
          this.log.error({ err, [this.tabela]: linha.id }, 'falha ao enviar aviso');
          return false;
        })
        .finally(() => {
          this.emVoo.delete(linha.id);
          if (this.emVoo.size === 0) clearInterval(this.renovacao);
          this.aoLiberar();
        });
      this.emVoo.set(linha.id, { tentativas, envio });
      this.renovarEnquantoEnvia();
      envios.push(envio);
    }
    return envios;
  }

  private async reservar(linha: Linha, agora: Date): Promise<boolean> {
    const t = agora.toISOString();
    const r = await this.saida
      .updateTable(this.tabela)
      .set({
        reservado_ate: new Date(agora.getTime() + this.tempos.reservaMs).toISOString(),
        tentativas: linha.tentativas + 1,
      })
      .where('id', '=', linha.id)
      .where('tentativas', '=', linha.tentativas)
      .where('enviado_em', 'is', null)
      .where('desistido_em', 'is', null)
      .where((eb) => eb.or([eb('reservado_ate', 'is', null), eb('reservado_ate', '<', t)]))
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** While a try is in flight, its claim is renewed every quarter of the claim's length. */
  private renovarEnquantoEnvia(): void {
    if (this.emVoo.size !== 1) return;
    clearInterval(this.renovacao);
    this.renovacao = setInterval(() => void this.renovar(), this.tempos.reservaMs / 4);
    this.renovacao.unref();
  }

  private async renovar(): Promise<void> {
    const ate = new Date(Date.now() + this.tempos.reservaMs).toISOString();
    for (const [id, { tentativas }] of this.emVoo) {
      try {
        const r = await this.saida
          .updateTable(this.tabela)
          .set({ reservado_ate: ate })
          .where('id', '=', id)
          .where('tentativas', '=', tentativas)
          .where('enviado_em', 'is', null)
          .executeTakeFirst();
        if (Number(r.numUpdatedRows) === 0 && this.emVoo.has(id)) {
          this.log.warn({ [this.tabela]: id }, 'reserva do aviso perdida durante o envio');
        }
      } catch (err) {
        this.log.warn({ err, [this.tabela]: id }, 'falha ao renovar a reserva do aviso');
      }
    }
  }

  private async tentar(linha: Linha, tentativas: number, agora: Date): Promise<boolean> {
    const desfecho = await this.entregar(linha);
    if (desfecho === 'falhou' || desfecho === 'incerto') falhasDeEnvio[this.tabela]++;
    const minha = this.saida
      .updateTable(this.tabela)
      .where('id', '=', linha.id)
      .where('tentativas', '=', tentativas);
    if (desfecho === 'enviado') {
      // sent is sent, even if the claim was lost meanwhile
      await this.saida
        .updateTable(this.tabela)
        .set({ enviado_em: new Date().toISOString(), reservado_ate: null })
        .where('id', '=', linha.id)
        .execute();
      return true;
    }
    if (desfecho === 'desistir' || desfecho === 'incerto') {
      await minha.set({ desistido_em: new Date().toISOString(), reservado_ate: null }).execute();
      return false;
    }
    const desistir = tentativas >= this.tempos.maxTentativas;
    const espera = this.tempos.esperaBaseMs * 2 ** (tentativas - 1);
    await minha
      .set({
        reservado_ate: null,
        proxima_tentativa_em: new Date(agora.getTime() + espera).toISOString(),
        desistido_em: desistir ? agora.toISOString() : null,
      })
      .execute();
    return false;
  }

  /** Waits up to `esperaMs` for the tries in flight. */
  async parar(esperaMs: number): Promise<void> {
    const envios = [...this.emVoo.values()].map((e) => e.envio);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled(envios),
      new Promise((r) => (timer = setTimeout(r, esperaMs))),
    ]);
    clearTimeout(timer);
    clearInterval(this.renovacao);
  }
}
