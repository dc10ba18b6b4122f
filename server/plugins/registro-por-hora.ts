/**
 * Routes whose log would tie a person to a moment (the Ouvidoria's reporter routes,
 * docs/product/ouvidoria-ameacas.md) log nothing as it happens: no request line, at any level.
 * Their unexpected failures are still told, as counts per message, once the hour they happened
 * in is over, so an operator learns that something broke and what, but not when within the hour
 * nor for whom.
 */
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** log nothing of this route as it happens; failures are summed up by the hour */
    registroSoPorHora?: boolean;
  }
  interface FastifyInstance {
    falhasPorHora: FalhasPorHora;
  }
}

/** What a route adds to its options to log nothing as it happens. */
export const semRegistroImediato = {
  logLevel: 'silent',
  config: { registroSoPorHora: true },
} as const;

const HORA_MS = 60 * 60 * 1000;

class FalhasPorHora {
  private hora = 0;
  private readonly falhas = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly log: FastifyBaseLogger) {}

  registrar(err: unknown, agora = Date.now()): void {
    const hora = Math.floor(agora / HORA_MS) * HORA_MS;
    if (hora !== this.hora) this.relatar();
    this.hora = hora;
    const msg = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
    this.falhas.set(msg, (this.falhas.get(msg) ?? 0) + 1);
    if (!this.timer) {
      this.timer = setTimeout(() => this.relatar(), hora + HORA_MS - agora);
      this.timer.unref();
    }
  }

  /** Tells the hour's failures, if any; called when the hour ends and when the app closes. */
  relatar(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.falhas.size === 0) return;
    this.log.error(
      {
        hora: new Date(this.hora).toISOString(),
        falhas: Object.fromEntries(this.falhas),
      },
      'falhas inesperadas nas rotas do denunciante nesta hora',
    );
    this.falhas.clear();
  }
}

export function registrarPorHora(app: FastifyInstance): void {
  const falhas = new FalhasPorHora(app.log);
  app.decorate('falhasPorHora', falhas);
  app.addHook('onClose', async () => falhas.relatar());
}

/** Whether the request's route logs only by the hour; its failure is then counted there. */
export function contarFalhaPorHora(req: FastifyRequest, err: unknown): boolean {
  if (!req.routeOptions.config?.registroSoPorHora) return false;
  req.server.falhasPorHora.registrar(err);
  return true;
}
