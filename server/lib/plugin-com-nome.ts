/**
 * A route plugin with its name given to Fastify. Without one, Fastify looks for the plugin among
 * every loaded CommonJS module, twice at each registration: about a tenth of building the app in
 * the API tests, where thousands are loaded (docs/decisions/031-testes-rapidos.md). The name given
 * is the function's own, which is also what Fastify's messages about the plugin show.
 */
export function comNome<T extends (...args: never[]) => unknown>(plugin: T): T {
  return Object.assign(plugin, { [Symbol.for('fastify.display-name')]: plugin.name });
}
