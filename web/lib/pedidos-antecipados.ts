import { STORAGE_TOKEN_KEY, STORAGE_USER_KEY } from '../../common/constants';

/**
 * A pre-rendered portal screen's first data requests, started by a script in its HTML's head as
 * the page arrives, before the screen's code (docs/decisions/081-telas-do-portal-pre-desenhadas.md):
 * on a weak signal the answers travel while the code does. The API client takes each answer once,
 * as its own request's, for the session that asked it, in the page's first seconds; another
 * session, a later moment or the end of the session forgets them all. A screen takes all of its
 * answers as it first draws (an end-to-end test holds it), before anything it writes could date
 * them: the chat's opening of its ticket, the one write of a screen's first seconds, changes none
 * of the addresses its page asks.
 */
export interface Antecipados {
  token: string;
  em: number;
  pedidos: Record<string, Promise<Response>>;
  /**
   * answers the head has already read and drawn (a screen's `preDesenho`): the screen takes the
   * same data as it first draws, so what is on screen is not drawn again from nothing
   */
  lidos: Record<string, unknown>;
}

declare global {
  interface Window {
    __pedidosDaTela?: Antecipados;
  }
}

/** A screen's code runs seconds after its page on a slow phone; an answer older is not used. */
const VALIDADE_MS = 20_000;

/** Forgets every answer not yet taken (the end of the session). */
export function esquecerPedidosAntecipados(): void {
  if (typeof window !== 'undefined') delete window.__pedidosDaTela;
}

/** The page's requests, while they are the session's of `token` and recent. */
function antecipados(token: string): Antecipados | undefined {
  const a = typeof window === 'undefined' ? undefined : window.__pedidosDaTela;
  if (!a) return undefined;
  if (a.token !== token || Date.now() - a.em > VALIDADE_MS) {
    esquecerPedidosAntecipados();
    return undefined;
  }
  return a;
}

/** The answer to `path` asked by the page's head for the session of `token`, once. */
export function tomarPedidoAntecipado(path: string, token: string): Promise<Response> | undefined {
  const a = antecipados(token);
  if (!a) return undefined;
  const pedido = a.pedidos[path];
  delete a.pedidos[path];
  return pedido;
}

/**
 * The data of `path` as the page's head read and drew it for the session of `token`, once; its
 * request is taken with it (the screen asks nothing the head has answered).
 */
export function tomarLidoAntecipado<T>(path: string, token: string): T | undefined {
  const a = antecipados(token);
  // a page written by an earlier build (the installed app's, until it updates) keeps no `lidos`
  const lidos = a?.lidos as Antecipados['lidos'] | undefined;
  if (!a || !lidos || !(path in lidos)) return undefined;
  const dado = lidos[path] as T;
  delete lidos[path];
  delete a.pedidos[path];
  return dado;
}

/**
 * The head's script that asks for `urls` with the stored session's token, as the API client
 * would. Nothing is asked without a session the app would use (a token not expired, its user
 * stored), for a role that may not open the screen (`papeis`), nor while the session must first
 * change its password or turn on two-factor sign-in (the portal then draws no screen). An answer
 * that fails (no signal) waits quietly for the code that takes it. `preDesenho`, the source of a
 * function given the page's requests (`Antecipados`), draws what it can from their answers
 * before the code arrives (the screen's handle, web/lib/casca.tsx).
 */
export function scriptDosPedidos(
  urls: readonly string[],
  papeis: readonly string[],
  preDesenho?: string,
): string {
  return [
    '(()=>{try{',
    `const t=localStorage.getItem(${JSON.stringify(STORAGE_TOKEN_KEY)});`,
    `const u=JSON.parse(localStorage.getItem(${JSON.stringify(STORAGE_USER_KEY)})||'null');`,
    `if(!t||!u||!${JSON.stringify(papeis)}.includes(u.role)||u.primeiro_login||u.mfa_cadastro_pendente)return;`,
    "const c=JSON.parse(atob(t.split('.')[1].replace(/-/g,'+').replace(/_/g,'/')));",
    'if(!(c.exp*1000>Date.now()))return;',
    "const h={Accept:'application/json',Authorization:'Bearer '+t};",
    `const p={};for(const a of ${JSON.stringify(urls)}){p[a]=fetch(a,{headers:h});p[a].catch(()=>{});}`,
    'const a={token:t,em:Date.now(),pedidos:p,lidos:{}};window.__pedidosDaTela=a;',
    preDesenho ? `(${preDesenho})(a);` : '',
    '}catch{}})()',
  ].join('');
}
