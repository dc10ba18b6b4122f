/**
 * Sends the queued notices (server/core/avisos-email.ts) through SMTP_URL with nodemailer
 * (docs/decisions/018-avisos-por-email.md, docs/decisions/030-sobreviver-a-producao.md). Every
 * instance runs a sender; each claims a notice (a conditional update: only one instance's
 * succeeds) before sending it. What "once" means with SMTP:
 *  - a claim is a lease (`reservado_ate`) that its sender renews while the send is in flight, so
 *    no other instance takes a notice whose sender is alive, however slow the mail server; a
 *    sender that dies lets the lease run out and another instance takes the notice over;
 *  - every step of a send has a time limit shorter than the lease;
 *  - a notice the mail server refused, or that failed before its message was handed over, is
 *    tried again later, each time waiting twice as long; one whose message was handed over but
 *    never confirmed (the server went silent, or the connection dropped, after the last byte) may
 *    have been delivered: it is not sent again (at most once), and the log says so;
 *  - several notices are sent at once, so a slow one does not hold the others.
 * The address is read when sending: a user who removed theirs, or was deactivated, is not written
 * to. Logs name the notice's id and kind, never an address.
 */
import { Transform } from 'node:stream';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import type { AvisosEmailTable } from '../../db/schema.js';
import type { Selectable } from 'kysely';

export const MAX_TENTATIVAS = 6;
const ESPERA_BASE_MS = 30 * 1000;
const LOTE = 20;

export interface TemposDoCarteiro {
  /** a claim lasts this long unless its sender, still sending, renews it */
  reservaMs: number;
  /** the longest wait on the mail server at any step of a send: under `reservaMs` */
  limiteMs: number;
  /** notices sent at once by one instance */
  simultaneos: number;
}

export const TEMPOS_DO_CARTEIRO: TemposDoCarteiro = {
  reservaMs: 2 * 60 * 1000,
  limiteMs: 60 * 1000,
  simultaneos: 4,
};

type AvisoRow = Selectable<AvisosEmailTable>;

/** How a send ended. */
type Desfecho = 'enviado' | 'falhou' | 'incerto' | 'sem-destino';

export class Carteiro {
  private readonly transporte: Transporter;
  private readonly tempos: TemposDoCarteiro;
  /** the notices this instance is sending: id → the try it claimed, and the send */
  private readonly emVoo = new Map<number, { tentativas: number; envio: Promise<boolean> }>();
  /** messages whose every byte went to the server (their Message-ID) */
  private readonly entregues = new Set<string>();
  private renovacao: NodeJS.Timeout | undefined;
  /** told when a send ends: there is room for another */
  aoLiberar: () => void = () => undefined;

  constructor(
    private readonly ctx: AppContext,
    private readonly log: FastifyBaseLogger,
    tempos: Partial<TemposDoCarteiro> = {},
  ) {
    const email = ctx.config.email;
    if (!email) throw new Error('Carteiro sem SMTP_URL');
    this.tempos = { ...TEMPOS_DO_CARTEIRO, ...tempos };
    if (this.tempos.limiteMs >= this.tempos.reservaMs) {
      throw new Error('O limite de um envio deve ser menor que a reserva');
    }
    const limite = this.tempos.limiteMs;
    this.transporte = nodemailer.createTransport({
      url: email.smtpUrl,
      connectionTimeout: limite,
      greetingTimeout: limite,
      socketTimeout: limite,
      dnsTimeout: limite,
    });
    // learns when a message's last byte has gone to the server: a failure after that is no
    // proof that it was not delivered
    this.transporte.use('stream', (mail, pronto) => {
      const id = String(mail.data.messageId ?? '');
      mail.message.transform(
        () =>
          new Transform({
            transform: (chunk: Buffer, _enc, cb) => cb(null, chunk),
            flush: (cb) => {
              this.entregues.add(id);
              cb();
            },
          }),
      );
      pronto();
    });
  }

  /** Sends what is due at `agora` and waits for those sends; answers how many went out. */
  async enviarPendentes(agora = new Date()): Promise<number> {
    const envios = await this.iniciar(agora);
    return (await Promise.all(envios)).filter(Boolean).length;
  }

  /**
   * Claims what is due at `agora`, as many as there is room for, and starts sending them; does
   * not wait for the sends (each is answered by its promise).
   */
  async iniciar(agora = new Date()): Promise<Promise<boolean>[]> {
    const livres = this.tempos.simultaneos - this.emVoo.size;
    if (livres <= 0) return [];
    const t = agora.toISOString();
    const meus = [...this.emVoo.keys()];
    const devidos = await this.ctx.db
      .selectFrom('avisos_email')
      .selectAll()
      .where('enviado_em', 'is', null)
      .where('desistido_em', 'is', null)
      .where('proxima_tentativa_em', '<=', t)
      .where((eb) => eb.or([eb('reservado_ate', 'is', null), eb('reservado_ate', '<', t)]))
      .$if(meus.length > 0, (q) => q.where('id', 'not in', meus))
      .orderBy('id')
      .limit(Math.min(livres, LOTE))
      .execute();
    const envios: Promise<boolean>[] = [];
    for (const aviso of devidos) {
      if (this.emVoo.size >= this.tempos.simultaneos) break;
      if (!(await this.reservar(aviso, agora))) continue;
      const tentativas = aviso.tentativas + 1;
      const envio = this.enviar(aviso, tentativas, agora)
        .catch((err: unknown) => {
          this.log.error({ err, aviso: aviso.id, tipo: aviso.tipo }, 'falha ao enviar aviso');
          return false;
        })
        .finally(() => {
          this.emVoo.delete(aviso.id);
          if (this.emVoo.size === 0) clearInterval(this.renovacao);
          this.aoLiberar();
        });
      this.emVoo.set(aviso.id, { tentativas, envio });
      this.renovarEnquantoEnvia();
      envios.push(envio);
    }
    return envios;
  }

  private async reservar(aviso: AvisoRow, agora: Date): Promise<boolean> {
    const t = agora.toISOString();
    const r = await this.ctx.db
      .updateTable('avisos_email')
      .set({
        reservado_ate: new Date(agora.getTime() + this.tempos.reservaMs).toISOString(),
        tentativas: aviso.tentativas + 1,
      })
      .where('id', '=', aviso.id)
      .where('tentativas', '=', aviso.tentativas)
      .where('enviado_em', 'is', null)
      .where('desistido_em', 'is', null)
      .where((eb) => eb.or([eb('reservado_ate', 'is', null), eb('reservado_ate', '<', t)]))
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** While a send is in flight, its claim is renewed well before it runs out. */
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
        const r = await this.ctx.db
          .updateTable('avisos_email')
          .set({ reservado_ate: ate })
          .where('id', '=', id)
          .where('tentativas', '=', tentativas)
          .where('enviado_em', 'is', null)
          .executeTakeFirst();
        if (Number(r.numUpdatedRows) === 0 && this.emVoo.has(id)) {
          this.log.warn({ aviso: id }, 'reserva do aviso por e-mail perdida durante o envio');
        }
      } catch (err) {
        this.log.warn({ err, aviso: id }, 'falha ao renovar a reserva do aviso por e-mail');
      }
    }
  }

  private async enviar(aviso: AvisoRow, tentativas: number, agora: Date): Promise<boolean> {
    const desfecho = await this.mandar(aviso);
    const { db } = this.ctx;
    const minha = db
      .updateTable('avisos_email')
      .where('id', '=', aviso.id)
      .where('tentativas', '=', tentativas);
    if (desfecho === 'enviado') {
      await db
        .updateTable('avisos_email')
        .set({ enviado_em: new Date().toISOString(), reservado_ate: null })
        .where('id', '=', aviso.id)
        .execute();
      return true;
    }
    if (desfecho === 'sem-destino' || desfecho === 'incerto') {
      await minha.set({ desistido_em: new Date().toISOString(), reservado_ate: null }).execute();
      return false;
    }
    const desistir = tentativas >= MAX_TENTATIVAS;
    const espera = ESPERA_BASE_MS * 2 ** (tentativas - 1);
    await minha
      .set({
        reservado_ate: null,
        proxima_tentativa_em: new Date(agora.getTime() + espera).toISOString(),
        desistido_em: desistir ? agora.toISOString() : null,
      })
      .execute();
    return false;
  }

  private async mandar(aviso: AvisoRow): Promise<Desfecho> {
    const para = await this.ctx.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', aviso.usuario_id)
      .where('status_usuario', '=', 'ativo')
      .executeTakeFirst();
    if (!para?.email) return 'sem-destino';
    // the same Message-ID on every try: a mailbox that got a copy shows one
    const messageId = `<aviso-${aviso.id}-${new Date(aviso.criado_em).getTime()}@portal>`;
    try {
      await this.transporte.sendMail({
        from: this.ctx.config.email!.from,
        to: para.email,
        subject: aviso.assunto,
        text: aviso.texto,
        messageId,
      });
      return 'enviado';
    } catch (err) {
      const code = (err as { code?: string }).code;
      const responseCode = (err as { responseCode?: number }).responseCode;
      const log = { aviso: aviso.id, tipo: aviso.tipo, code };
      // a reply from the server (a refusal) is an answer; silence after the last byte is not
      if (this.entregues.has(messageId) && responseCode === undefined) {
        this.log.error(log, 'aviso por e-mail sem confirmação do servidor: não será reenviado');
        return 'incerto';
      }
      if (aviso.tentativas + 1 >= MAX_TENTATIVAS) {
        this.log.error(log, 'aviso por e-mail desistido');
      } else {
        this.log.warn(log, 'aviso por e-mail falhou');
      }
      return 'falhou';
    } finally {
      this.entregues.delete(messageId);
    }
  }

  /** Waits up to `esperaMs` for the sends in flight, then closes the transport. */
  async fechar(esperaMs = 5000): Promise<void> {
    const envios = [...this.emVoo.values()].map((e) => e.envio);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled(envios),
      new Promise((r) => (timer = setTimeout(r, esperaMs))),
    ]);
    clearTimeout(timer);
    clearInterval(this.renovacao);
    this.transporte.close();
  }
}
