/**
 * Sends the queued push notices (server/core/avisos.ts): `web-push` builds each request (RFC 8291
 * aes128gcm encryption, RFC 8292 VAPID; docs/decisions/046-push.md) and server/lib/postar-push.ts
 * posts it (RFC 8030), to the approved address only, with a deadline, a bounded read and no
 * redirect (docs/decisions/054-push-endurecido.md). The outbox's claims,
 * retries and concurrency are the generic sender's (server/core/expedidor.ts); this file is the
 * push channel:
 *  - the payload is `{tipo, titulo, url}`: the kind's fixed title and the screen it opens;
 *  - `TTL` 24 h, `Urgency: high` for an answer to one's ticket, and the notice's `Topic`, so the
 *    push service keeps only the newest of those waiting about the same thing;
 *  - only to a service on PUSH_SERVICOS, checked again here (the list may have shrunk since the
 *    subscription was made), at the address exactly as stored;
 *  - a 404 or 410 means the subscription is gone: it is removed (and its waiting notices with
 *    it); a refusal of this request (400, 403, 413) is not tried again; a 429, a 5xx, a redirect
 *    or no answer is tried again later, each time waiting twice as long;
 *  - a delivered notice marks its subscription used: a person's eleventh replaces the one least
 *    recently used (./repository.ts).
 * Logs name the notice's id and kind and the service's host, never an endpoint (it identifies a
 * browser).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Selectable } from 'kysely';
import { quandoUsado } from '../../lib/quando-usado.js';
import {
  TITULOS_PUSH,
  type CargaDoPush,
  type TipoDeAviso,
} from '../../../common/schemas/avisos.js';
import type { AppContext } from '../../context.js';
import { Expedidor, type Desfecho } from '../../core/expedidor.js';
import type { AvisosPushTable } from '../../db/schema.js';
import { LIMITES_DO_ENVIO, postarNoServico } from '../../lib/postar-push.js';
import { enderecoDePush } from '../../lib/servicos-push.js';
import { marcarUso } from './repository.js';

const webpush = quandoUsado<typeof import('web-push')>('web-push');

const MAX_TENTATIVAS = 6;
/** at most a day: a notice about yesterday's answer is no use */
export const TTL_S = 24 * 60 * 60;

type AvisoPushRow = Selectable<AvisosPushTable>;

export class Mensageiro {
  private readonly expedidor: Expedidor<AvisoPushRow>;

  constructor(
    private readonly ctx: AppContext,
    private readonly log: FastifyBaseLogger,
  ) {
    this.expedidor = new Expedidor<AvisoPushRow>(
      ctx.db,
      'avisos_push',
      (aviso) => this.mandar(aviso),
      {
        // well over a send's deadline (PUSH_PRAZO_S, at most 30 s: server/lib/postar-push.ts)
        reservaMs: 60 * 1000,
        simultaneos: 8,
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

  set aoLiberar(f: () => void) {
    this.expedidor.aoLiberar = f;
  }

  private async mandar(aviso: AvisoPushRow): Promise<Desfecho> {
    const { db, config } = this.ctx;
    const inscricao = await db
      .selectFrom('push_inscricoes as i')
      .innerJoin('users as u', 'u.id', 'i.usuario_id')
      .select(['i.id', 'i.endpoint', 'i.p256dh', 'i.auth'])
      .where('i.id', '=', aviso.inscricao_id)
      .where('u.status_usuario', '=', 'ativo')
      .executeTakeFirst();
    if (!inscricao) return 'desistir';
    const url = enderecoDePush(inscricao.endpoint, config.push.servicos);
    const log = { aviso: aviso.id, tipo: aviso.tipo, servico: url?.host };
    if (!url) {
      this.log.warn(
        log,
        'aviso por push a um endereço fora de PUSH_SERVICOS ou fora da forma canônica: não enviado',
      );
      return 'desistir';
    }
    let status: number | undefined;
    try {
      const { headers, body } = this.pedido(url, aviso, inscricao);
      status = await postarNoServico(url, headers, body, {
        ...LIMITES_DO_ENVIO,
        prazoMs: config.push.prazoMs,
      });
    } catch (err) {
      const code = (err as { code?: string }).code;
      return this.falhou(aviso, { ...log, code });
    }
    if (status >= 200 && status < 300) {
      await marcarUso(db, inscricao.id);
      return 'enviado';
    }
    if (status === 404 || status === 410) {
      await db.deleteFrom('push_inscricoes').where('id', '=', inscricao.id).execute();
      this.log.info({ ...log, status }, 'inscrição de push encerrada pelo serviço: removida');
      return 'desistir';
    }
    if (status === 400 || status === 403 || status === 413) {
      this.log.error({ ...log, status }, 'aviso por push recusado pelo serviço');
      return 'desistir';
    }
    // a 429, a 5xx, or a redirect (never followed: docs/decisions/054-push-endurecido.md)
    return this.falhou(aviso, { ...log, status });
  }

  /**
   * The request `web-push` builds: the payload encrypted for the subscription (aes128gcm), `TTL`,
   * `Urgency`, `Topic`; the VAPID signature is made here, for the approved origin (the library
   * would read the audience with another URL parser), and replaces any the library added.
   */
  private pedido(
    url: URL,
    aviso: AvisoPushRow,
    inscricao: { p256dh: string; auth: string },
  ): { headers: Record<string, string | number>; body: Buffer } {
    const { config, push } = this.ctx;
    const tipo = aviso.tipo as TipoDeAviso;
    const carga: CargaDoPush = { tipo, titulo: TITULOS_PUSH[tipo], url: aviso.url };
    const detalhes = webpush().generateRequestDetails(
      { endpoint: url.href, keys: { p256dh: inscricao.p256dh, auth: inscricao.auth } },
      JSON.stringify(carga),
      {
        contentEncoding: 'aes128gcm',
        TTL: TTL_S,
        urgency: tipo === 'resposta_suporte' ? 'high' : 'normal',
        topic: aviso.topico,
      },
    );
    const vapid = webpush().getVapidHeaders(
      url.origin,
      config.push.assunto,
      push.chaves.publica,
      push.chaves.privada,
      'aes128gcm',
    );
    return {
      headers: { ...detalhes.headers, Authorization: vapid.Authorization },
      body: detalhes.body,
    };
  }

  private falhou(aviso: AvisoPushRow, log: Record<string, unknown>): Desfecho {
    if (aviso.tentativas + 1 >= MAX_TENTATIVAS) {
      this.log.error(log, 'aviso por push desistido');
    } else {
      this.log.warn(log, 'aviso por push falhou');
    }
    return 'falhou';
  }

  /** Waits up to `esperaMs` for the sends in flight. */
  fechar(esperaMs = 5000): Promise<void> {
    return this.expedidor.parar(esperaMs);
  }
}
