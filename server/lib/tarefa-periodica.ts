/**
 * A job an instance runs by itself: once the app is ready, then every `intervaloMs`, until the app
 * closes. A failure is logged under `falha` and the next run comes as planned; the timer never
 * keeps the process alive.
 */
import type { FastifyInstance } from 'fastify';

export function tarefaPeriodica(
  app: FastifyInstance,
  intervaloMs: number,
  falha: string,
  tarefa: () => Promise<unknown>,
): void {
  const rodar = () => {
    tarefa().catch((err: unknown) => app.log.error({ err }, falha));
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    rodar();
    timer = setInterval(rodar, intervaloMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
