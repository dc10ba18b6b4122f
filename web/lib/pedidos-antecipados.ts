import { STORAGE_TOKEN_KEY, STORAGE_USER_KEY } from '../../common/constants';

/**
 * A pre-rendered portal screen's first data requests, started by a script in its HTML's head as
 * the page arrives, before the screen's code (docs/decisions/081-telas-do-portal-pre-desenhadas.md):
 * on a weak signal the answers travel while the code does. The API client takes each answer once,
 * as its own request's (web/lib/api-client.ts), for the session that asked it, in the page's
 * first seconds; what no screen takes is left unused.
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

/** The answer to `path` asked by the page's head for the session of `token`, once. */
export function tomarPedidoAntecipado(path: string, token: string): Promise<Response> | undefined {
  const a = typeof window === 'undefined' ? undefined : window.__pedidosDaTela;
  if (!a || a.token !== token || Date.now() - a.em > VALIDADE_MS) return undefined;
  const pedido = a.pedidos[path];
  delete a.pedidos[path];
  return pedido;
}

/**
 * The head's script that asks for `urls` with the stored session's token, as the API client
 * would. Nothing is asked without a session, nor while the session must first change its
 * password or turn on two-factor sign-in (the portal then draws no screen).
 */
export function scriptDosPedidos(urls: readonly string[]): string {
  return [
    '(()=>{try{',
    `const t=localStorage.getItem(${JSON.stringify(STORAGE_TOKEN_KEY)});if(!t)return;`,
    `const u=JSON.parse(localStorage.getItem(${JSON.stringify(STORAGE_USER_KEY)})||'{}');`,
    'if(u.primeiro_login||u.mfa_cadastro_pendente)return;',
    "const h={Accept:'application/json',Authorization:'Bearer '+t};",
    `window.__pedidosDaTela={token:t,em:Date.now(),pedidos:Object.fromEntries(${JSON.stringify(urls)}.map((p)=>[p,fetch(p,{headers:h})]))};`,
    '}catch{}})()',
  ].join('');
}
