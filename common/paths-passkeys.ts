/*
 * A feature's own calls, apart from `api` (common/paths.ts), which every screen of the portal
 * loads: only the screens that make them pay for them (docs/decisions/070-orcamento-de-script-por-tela.md).
 */

/** Passkeys (docs/product/conta.md, "Chaves de acesso"): adding one, one's list, signing in. */
export const apiPasskeys = {
  opcoesRegistroPasskey: '/api/passkeys/registro/opcoes',
  registroPasskey: '/api/passkeys/registro',
  minhasPasskeys: '/api/me/passkeys',
  minhaPasskey: (id: number | string) => `/api/me/passkeys/${id}`,
  opcoesLoginPasskey: '/api/passkeys/login/opcoes',
  loginPasskey: '/api/passkeys/login',
} as const;
