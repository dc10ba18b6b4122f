/**
 * Questions "Sair" must ask first, registered by the screens that hold something to lose
 * (web/lib/perguntar-ao-sair.ts). Apart from that hook, which needs the router, so that "Sair"
 * (web/lib/sair.ts), which every page's header offers, does not bring the router to the public
 * pages (docs/decisions/084-paginas-publicas-sem-roteador.md).
 */
export const perguntas = new Set<string>();

/** The questions "Sair" asks before ending the session. */
export const perguntasAoSair = (): string[] => [...perguntas];
