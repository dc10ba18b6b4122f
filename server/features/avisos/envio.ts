/**
 * Sends the queued e-mail notices (server/core/avisos-email.ts) through SMTP_URL with nodemailer
 * (docs/decisions/018-avisos-por-email.md). Every instance runs a sender; each claims a row (a
 * conditional update: only one instance's succeeds) before sending it, so a notice goes out once.
 * A failure is tried again later, each time waiting twice as long; after the last try the notice
 * is given up with a log line. The address is read when sending: a user who removed theirs, or
 * was deactivated, is not written to. Logs name the notice's id and kind, never an address.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import type { AvisosEmailTable } from '../../db/schema.js';
import type { Selectable } from 'kysely';

export const MAX_TENTATIVAS = 6;
const ESPERA_BASE_MS = 30 * 1000;
/** A sender that stops mid-way lets another take the row after this long. */
const RESERVA_MS = 2 * 60 * 1000;
const LOTE = 20;

type AvisoRow = Selectable<AvisosEmailTable>;

export class Carteiro {
  private readonly transporte: Transporter;

  constructor(
    private readonly ctx: AppContext,
    private readonly log: FastifyBaseLogger,
  ) {
    const email = ctx.config.email;
    if (!email) throw new Error('Carteiro sem SMTP_URL');
    this.transporte = nodemailer.createTransport(email.smtpUrl);
  }

  /** Sends what is due at `agora`; answers how many went out. */
  async enviarPendentes(agora = new Date()): Promise<number> {
    const t = agora.toISOString();
    const devidos = await this.ctx.db
      .selectFrom('avisos_email')
      .selectAll()
      .where('enviado_em', 'is', null)
      .where('desistido_em', 'is', null)
      .where('proxima_tentativa_em', '<=', t)
      .where((eb) => eb.or([eb('reservado_ate', 'is', null), eb('reservado_ate', '<', t)]))
      .orderBy('id')
      .limit(LOTE)
      .execute();
    let enviados = 0;
    for (const aviso of devidos) {
      if (await this.reservar(aviso, agora)) {
        if (await this.enviar(aviso, agora)) enviados++;
      }
    }
    return enviados;
  }

  private async reservar(aviso: AvisoRow, agora: Date): Promise<boolean> {
    const t = agora.toISOString();
    const r = await this.ctx.db
      .updateTable('avisos_email')
      .set({
        reservado_ate: new Date(agora.getTime() + RESERVA_MS).toISOString(),
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

  private async enviar(aviso: AvisoRow, agora: Date): Promise<boolean> {
    const { db } = this.ctx;
    const para = await db
      .selectFrom('users')
      .select('email')
      .where('id', '=', aviso.usuario_id)
      .where('status_usuario', '=', 'ativo')
      .executeTakeFirst();
    if (!para?.email) {
      await db
        .updateTable('avisos_email')
        .set({ desistido_em: agora.toISOString(), reservado_ate: null })
        .where('id', '=', aviso.id)
        .execute();
      return false;
    }
    try {
      await this.transporte.sendMail({
        from: this.ctx.config.email!.from,
        to: para.email,
        subject: aviso.assunto,
        text: aviso.texto,
      });
    } catch (err) {
      const tentativas = aviso.tentativas + 1;
      const desistir = tentativas >= MAX_TENTATIVAS;
      const espera = ESPERA_BASE_MS * 2 ** (tentativas - 1);
      await db
        .updateTable('avisos_email')
        .set({
          reservado_ate: null,
          proxima_tentativa_em: new Date(agora.getTime() + espera).toISOString(),
          desistido_em: desistir ? agora.toISOString() : null,
        })
        .where('id', '=', aviso.id)
        .execute();
      const code = (err as { code?: string }).code;
      if (desistir) {
        this.log.error({ aviso: aviso.id, tipo: aviso.tipo, code }, 'aviso por e-mail desistido');
      } else {
        this.log.warn({ aviso: aviso.id, tipo: aviso.tipo, code }, 'aviso por e-mail falhou');
      }
      return false;
    }
    await db
      .updateTable('avisos_email')
      .set({ enviado_em: new Date().toISOString(), reservado_ate: null })
      .where('id', '=', aviso.id)
      .execute();
    return true;
  }

  fechar(): void {
    this.transporte.close();
  }
}
