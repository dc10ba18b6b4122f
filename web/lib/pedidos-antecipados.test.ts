import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  esquecerPedidosAntecipados,
  scriptDosPedidos,
  tomarLidoAntecipado,
  tomarPedidoAntecipado,
} from './pedidos-antecipados';

/** A token as the server signs one: only its payload is read here. */
const tokenQueVence = (exp: number) =>
  ['h', Buffer.from(JSON.stringify({ sub: '7', exp })).toString('base64url'), 's'].join('.');
const agora = () => Math.floor(Date.now() / 1000);

/** Runs the head's script as the browser would, with this storage; what it asked, and how. */
function rodar(guardado: Record<string, string>, papeis = ['colaborador'], preDesenho?: string) {
  const pedidos: { url: string; headers: Record<string, string> }[] = [];
  const janela: { __pedidosDaTela?: unknown } = {};
  // each answer, as a promise that records who handles its failure
  const respostas: { catch: ReturnType<typeof vi.fn> }[] = [];
  const fetch = vi.fn((url: string, init: { headers: Record<string, string> }) => {
    pedidos.push({ url, headers: init.headers });
    const r = { catch: vi.fn() };
    respostas.push(r);
    return r;
  });
  const localStorage = { getItem: (k: string) => guardado[k] ?? null };
  // the script is ours, written at build time
  new Function(
    'localStorage',
    'fetch',
    'window',
    scriptDosPedidos(['/api/me', '/api/me/dados'], papeis, preDesenho),
  )(localStorage, fetch, janela);
  return { pedidos, janela, respostas };
}

const usuario = (extra: object = {}) => JSON.stringify({ id: 7, role: 'colaborador', ...extra });

describe("the pre-rendered screen's head script", () => {
  it('asks for each address with the session, as the API client would', () => {
    const token = tokenQueVence(agora() + 3600);
    const { pedidos, janela, respostas } = rodar({ portal_token: token, portal_user: usuario() });
    expect(pedidos).toEqual([
      { url: '/api/me', headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } },
      {
        url: '/api/me/dados',
        headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
      },
    ]);
    const guardados = janela.__pedidosDaTela as { token: string; pedidos: object };
    expect(guardados.token).toBe(token);
    expect(Object.keys(guardados.pedidos)).toEqual(['/api/me', '/api/me/dados']);
    // a failed answer (no signal) is no unhandled rejection while it waits for the code
    for (const r of respostas) expect(r.catch).toHaveBeenCalledOnce();
  });

  it.each([
    ['no session', {}],
    ['a token without its user', { portal_token: tokenQueVence(agora() + 3600) }],
    ['an expired token', { portal_token: tokenQueVence(agora() - 1), portal_user: usuario() }],
    [
      'a password to change first',
      {
        portal_token: tokenQueVence(agora() + 3600),
        portal_user: usuario({ primeiro_login: true }),
      },
    ],
    [
      'two-factor sign-in to turn on first',
      {
        portal_token: tokenQueVence(agora() + 3600),
        portal_user: usuario({ mfa_cadastro_pendente: true }),
      },
    ],
    ['a token that is not one', { portal_token: 'abc', portal_user: usuario() }],
  ])('asks nothing with %s', (_, guardado: Record<string, string>) => {
    const { pedidos, janela } = rodar(guardado);
    expect(pedidos).toEqual([]);
    expect(janela.__pedidosDaTela).toBeUndefined();
  });

  it("gives a screen's pre-draw the page's requests, after asking them", () => {
    const token = tokenQueVence(agora() + 3600);
    const preDesenho = '(a)=>{a.lidos.visto=Object.keys(a.pedidos)}';
    const { janela } = rodar(
      { portal_token: token, portal_user: usuario() },
      undefined,
      preDesenho,
    );
    expect((janela.__pedidosDaTela as { lidos: object }).lidos).toEqual({
      visto: ['/api/me', '/api/me/dados'],
    });
    // no session: nothing asked, nothing drawn
    expect(rodar({}, undefined, preDesenho).janela.__pedidosDaTela).toBeUndefined();
  });

  it('asks nothing for a role that may not open the screen', () => {
    const guardado = { portal_token: tokenQueVence(agora() + 3600), portal_user: usuario() };
    expect(rodar(guardado, ['rh', 'admin']).pedidos).toEqual([]);
  });
});

describe('taking what the head asked', () => {
  const w = globalThis as { window?: { __pedidosDaTela?: unknown } };
  afterEach(() => {
    delete w.window;
  });
  const guardar = (token: string, em = Date.now(), lidos: Record<string, unknown> = {}) => {
    const resposta = Promise.resolve(new Response('{}'));
    w.window = {
      __pedidosDaTela: { token, em, pedidos: { '/api/me': resposta, '/api/x': resposta }, lidos },
    };
    return resposta;
  };

  it('once, for the same session', () => {
    const resposta = guardar('t1');
    expect(tomarPedidoAntecipado('/api/me', 't1')).toBe(resposta);
    expect(tomarPedidoAntecipado('/api/me', 't1')).toBeUndefined();
    expect(tomarPedidoAntecipado('/api/x', 't1')).toBe(resposta);
  });

  it('another session, a later moment or the end of the session forgets every answer', () => {
    guardar('t1');
    expect(tomarPedidoAntecipado('/api/me', 't2')).toBeUndefined();
    expect(tomarPedidoAntecipado('/api/x', 't1')).toBeUndefined();
    guardar('t1', Date.now() - 21_000);
    expect(tomarPedidoAntecipado('/api/me', 't1')).toBeUndefined();
    expect(w.window?.__pedidosDaTela).toBeUndefined();
    guardar('t1');
    esquecerPedidosAntecipados();
    expect(tomarPedidoAntecipado('/api/me', 't1')).toBeUndefined();
  });
});

describe('taking what the head read and drew', () => {
  const w = globalThis as { window?: { __pedidosDaTela?: unknown } };
  afterEach(() => {
    delete w.window;
  });
  const guardar = (token: string, em = Date.now()) => {
    const resposta = Promise.resolve(new Response('{}'));
    w.window = {
      __pedidosDaTela: {
        token,
        em,
        pedidos: { '/api/me': resposta, '/api/x': resposta },
        lidos: { '/api/x': { versao: 2 } },
      },
    };
    return resposta;
  };

  it('once, for the same session, with its request: the screen asks nothing the head answered', () => {
    const resposta = guardar('t1');
    expect(tomarLidoAntecipado('/api/me', 't1')).toBeUndefined();
    expect(tomarLidoAntecipado('/api/x', 't1')).toEqual({ versao: 2 });
    expect(tomarLidoAntecipado('/api/x', 't1')).toBeUndefined();
    expect(tomarPedidoAntecipado('/api/x', 't1')).toBeUndefined();
    expect(tomarPedidoAntecipado('/api/me', 't1')).toBe(resposta);
  });

  it('a page of an earlier build, which keeps no answers read, gives none (and its requests stay)', () => {
    const resposta = Promise.resolve(new Response('{}'));
    w.window = {
      __pedidosDaTela: { token: 't1', em: Date.now(), pedidos: { '/api/x': resposta } },
    };
    expect(tomarLidoAntecipado('/api/x', 't1')).toBeUndefined();
    expect(tomarPedidoAntecipado('/api/x', 't1')).toBe(resposta);
  });

  it('another session or a later moment gets nothing', () => {
    guardar('t1');
    expect(tomarLidoAntecipado('/api/x', 't2')).toBeUndefined();
    guardar('t1', Date.now() - 21_000);
    expect(tomarLidoAntecipado('/api/x', 't1')).toBeUndefined();
    expect(w.window?.__pedidosDaTela).toBeUndefined();
  });
});
