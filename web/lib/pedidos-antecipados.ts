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
interface Antecipados {
  token: string;
  em: number;
  pedidos: Record<string, Promise<Response>>;
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

/** The answer to `path` asked by the page's head for the session of `token`, once. */
export function tomarPedidoAntecipado(path: string, token: string): Promise<Response> | undefined {
  const a = typeof window === 'undefined' ? undefined : window.__pedidosDaTela;
  if (!a) return undefined;
  if (a.token !== token || Date.now() - a.em > VALIDADE_MS) {
    esquecerPedidosAntecipados();
    return undefined;
  }
  const pedido = a.pedidos[path];
  delete a.pedidos[path];
  return pedido;
}

/**
 * The head's script that asks for `urls` with the stored session's token, as the API client
 * would. Nothing is asked without a session the app would use (a token not expired, its user
 * stored), for a role that may not open the screen (`papeis`), nor while the session must first
 * change its password or turn on two-factor sign-in (the portal then draws no screen). An answer
 * that fails (no signal) waits quietly for the code that takes it.
 */
export function scriptDosPedidos(urls: readonly string[], papeis: readonly string[]): string {
  return [
    '(()=>{try{',
    `const t=localStorage.getItem(${JSON.stringify(STORAGE_TOKEN_KEY)});`,
    `const u=JSON.parse(localStorage.getItem(${JSON.stringify(STORAGE_USER_KEY)})||'null');`,
    `if(!t||!u||!${JSON.stringify(papeis)}.includes(u.role)||u.primeiro_login||u.mfa_cadastro_pendente)return;`,
    "const c=JSON.parse(atob(t.split('.')[1].replace(/-/g,'+').replace(/_/g,'/')));",
    'if(!(c.exp*1000>Date.now()))return;',
    "const h={Accept:'application/json',Authorization:'Bearer '+t};",
    `const p={};for(const a of ${JSON.stringify(urls)}){p[a]=fetch(a,{headers:h});p[a].catch(()=>{});}`,
    'window.__pedidosDaTela={token:t,em:Date.now(),pedidos:p};',
    '}catch{}})()',
  ].join('');
}
