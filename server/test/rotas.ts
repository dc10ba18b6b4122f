import type { FastifyInstance } from 'fastify';

export interface Rota {
  metodo: string;
  /** as registered, parameters as `:nome` */
  url: string;
}

/** Every registered route, read from Fastify's own route tree. */
export function rotasRegistradas(app: FastifyInstance): Rota[] {
  const stack: string[] = [];
  const rotas: Rota[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!m) continue;
    const level = m[1]!.length / 4;
    stack.length = level;
    const url = (stack[level - 1] ?? '') + m[2]!;
    stack.push(url);
    for (const metodo of m[3]?.split(', ') ?? []) rotas.push({ metodo, url });
  }
  return rotas;
}
