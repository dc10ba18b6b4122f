/**
 * Sends the queued e-mail notices (server/core/avisos.ts) through SMTP_URL with nodemailer
 * (docs/decisions/018-avisos-por-email.md, docs/decisions/030-sobreviver-a-producao.md). The
 * outbox's claims, renewals, retries and concurrency are the generic sender's
 * (server/core/expedidor.ts); this file is the SMTP channel. What "once" means with SMTP:
 *  - a notice's claim is renewed while its send is in flight, so no other instance takes it while
 *    its sender is alive, however slow the mail server;
 *  - every step of a send (connecting, the greeting, every answer) has a limit under the claim;
 *  - a notice the server refused, or that failed before its message was handed over whole, is
 *    tried again; one whose message was handed over but never confirmed (the server went silent
 *    or hung up after the last byte) may have been delivered: it is not sent again (at most
 *    once), and the log says so. Every try carries the same Message-ID;
 *  - several notices are sent at once, so a slow one does not hold the others.
 * The address is read when sending: a user who removed theirs, or was deactivated, is not written
 * to. Logs name the notice's id and kind, never an address.
 */
import { Transform } from 'node:stream';
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../context.js';
import type { AvisosEmailTable } from '../../db/schema.js';
import { Expedidor, type Desfecho } from '../../core/expedidor.js';
import { quandoUsado } from '../../lib/quando-usado.js';

const nodemailer = quandoUsado<typeof import('nodemailer')>('nodemailer');

const MAX_TENTATIVAS = 6;

export interface TemposDoCarteiro {
  /** a claim lasts this long unless its sender, still sending, renews it */
  reservaMs: number;
  /** the longest wait on the mail server at any step of a send: under `reservaMs` */
  limiteMs: number;
  /** notices sent at once by one instance */
  simultaneos: number;
}

const TEMPOS_DO_CARTEIRO: TemposDoCarteiro = {
  reservaMs: 2 * 60 * 1000,
  limiteMs: 60 * 1000,
  simultaneos: 4,
};

type AvisoRow = Selectable<AvisosEmailTable>;

export class Carteiro {
  private readonly transporte: Transporter;
  private readonly expedidor: Expedidor<AvisoRow>;
  /** messages whose every byte went to the server (their Message-ID) */
  private readonly entregues = new Set<string>();

  constructor(
    private readonly ctx: AppContext,
    private readonly log: FastifyBaseLogger,
    tempos: Partial<TemposDoCarteiro> = {},
  ) {
    const email = ctx.config.email;
    if (!email) throw new Error('Carteiro sem SMTP_URL');
    const t = { ...TEMPOS_DO_CARTEIRO, ...tempos };
    if (t.limiteMs >= t.reservaMs) {
      throw new Error('O limite de um envio deve ser menor que a reserva');
    }
    this.transporte = nodemailer().createTransport({
      url: email.smtpUrl,
      connectionTimeout: t.limiteMs,
      greetingTimeout: t.limiteMs,
      socketTimeout: t.limiteMs,
      dnsTimeout: t.limiteMs,
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
    this.expedidor = new Expedidor<AvisoRow>(
      ctx.db,
      'avisos_email',
      (aviso) => this.mandar(aviso),
      {
        reservaMs: t.reservaMs,
        simultaneos: t.simultaneos,
        maxTentativas: MAX_TENTATIVAS,
        esperaBaseMs: 30 * 1000,
      },
      log,
    );
  }

  /** Sends what is due at `agora` and waits for those sends; answers how many went out. */
  enviarPendentes(agora = new Date()): Promise<number> {
    return this.expedidor.enviarPendentes(agora);
  }

  /** Claims what is due and starts sending it, as many as there is room for; does not wait. */
  iniciar(agora = new Date()): Promise<Promise<boolean>[]> {
    return this.expedidor.iniciar(agora);
  }

  /** Told when a send ends: there is room for another. */
  set aoLiberar(f: () => void) {
    this.expedidor.aoLiberar = f;
  }

  private async mandar(aviso: AvisoRow): Promise<Desfecho> {
    const para = await this.destinatario(aviso);
    if (!para?.email) return 'desistir';
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

  /**
   * An account's address while it is active; or, for a visitor's privacy request (no account:
   * server/core/avisos.ts), the address typed with the request, while the request is kept.
   */
  private async destinatario(aviso: AvisoRow): Promise<{ email: string | null } | undefined> {
    if (aviso.usuario_id != null) {
      return this.ctx.db
        .selectFrom('users')
        .select('email')
        .where('id', '=', aviso.usuario_id)
        .where('status_usuario', '=', 'ativo')
        .executeTakeFirst();
    }
    if (aviso.solicitacao_id == null) return undefined;
    return this.ctx.db
      .selectFrom('solicitacoes_privacidade')
      .select('email')
      .where('id', '=', aviso.solicitacao_id)
      .executeTakeFirst();
  }

  /** Waits up to `esperaMs` for the sends in flight, then closes the transport. */
  async fechar(esperaMs = 5000): Promise<void> {
    await this.expedidor.parar(esperaMs);
    this.transporte.close();
  }
}
