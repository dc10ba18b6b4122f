import { afterEach, describe, expect, it, vi } from 'vitest';
import { abrirStream, esperaReconexao, lerEvento, type EventoRecebido } from './eventos';
import { despachar, type TratadoresDeEvento } from './eventos-provider';

/** A response whose body the test writes to, chunk by chunk. */
function respostaAberta() {
  let ctrl!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => (ctrl = c) });
  const enc = new TextEncoder();
  return {
    res: new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    enviar: (s: string) => ctrl.enqueue(enc.encode(s)),
    fechar: () => ctrl.close(),
  };
}

const esperar = (ms = 0) => new Promise((r) => setTimeout(r, ms));

afterEach(() => vi.useRealTimers());

describe('reconnect delays', () => {
  it('double from 1 s up to 30 s, spread between half and the whole', () => {
    expect([1, 2, 3, 4, 5, 6, 10].map((n) => esperaReconexao(n, 1))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
    expect(esperaReconexao(1, 0)).toBe(500);
    expect(esperaReconexao(3, 0.5)).toBe(3000);
  });
});

describe('reading events', () => {
  it('keeps known events with their data and drops unknown names or bad JSON', () => {
    expect(lerEvento({ event: 'atendimento', id: '7', data: '{"atendimento_id":3}' })).toEqual({
      tipo: 'atendimento',
      id: '7',
      dados: { atendimento_id: 3 },
    });
    expect(lerEvento({ event: 'outro', data: '{}' })).toBeNull();
    expect(lerEvento({ event: 'mensagem', data: '{' })).toBeNull();
    expect(lerEvento({ data: '{}' })).toBeNull();
  });
});

describe('the registry of handlers', () => {
  it("hands each event to every feature's handler of its type, in order, and to no other", () => {
    const vistos: string[] = [];
    const chat: TratadoresDeEvento = {
      mensagem: (d) => vistos.push(`chat:mensagem:${d.atendimento_id}`),
      atendimento: (d) => vistos.push(`chat:atendimento:${d.atendimento_id}`),
    };
    const resumo: TratadoresDeEvento = {
      mensagem: () => vistos.push('resumo:mensagem'),
      denuncia: (d) => vistos.push(`resumo:denuncia:${d.denuncia_id}`),
    };
    const evento = (tipo: EventoRecebido['tipo'], dados: unknown) => ({ tipo, id: '1', dados });
    despachar([chat, resumo], evento('mensagem', { atendimento_id: 3, mensagem: {} }));
    despachar([chat, resumo], evento('denuncia', { denuncia_id: 8 }));
    despachar([chat, resumo], evento('reinicio', {}));
    expect(vistos).toEqual(['chat:mensagem:3', 'resumo:mensagem', 'resumo:denuncia:8']);
  });
});

describe('the stream client', () => {
  it('sends the token, parses events split across chunks, and resends the last id after a cut', async () => {
    const conexoes = [respostaAberta(), respostaAberta()];
    const pedidos: Headers[] = [];
    const fetchFalso = vi.fn((_url: RequestInfo | URL, init?: RequestInit) => {
      pedidos.push(new Headers(init?.headers));
      return Promise.resolve(conexoes[pedidos.length - 1]!.res);
    });
    const eventos: EventoRecebido[] = [];
    const estados: boolean[] = [];
    const s = abrirStream({
      url: '/api/eventos',
      token: () => 'tok',
      onEvento: (e) => eventos.push(e),
      onEstado: (v) => estados.push(v),
      fetch: fetchFalso as unknown as typeof fetch,
      random: () => 0,
    });
    await esperar();
    expect(pedidos[0]!.get('authorization')).toBe('Bearer tok');
    expect(pedidos[0]!.get('last-event-id')).toBeNull();
    conexoes[0]!.enviar('id: 5\nevent: atendimento\ndata: {"atendimento_');
    conexoes[0]!.enviar('id":9}\n\n: heartbeat\n\n');
    await esperar(10);
    expect(eventos).toEqual([{ tipo: 'atendimento', id: '5', dados: { atendimento_id: 9 } }]);
    expect(estados).toEqual([true]);
    conexoes[0]!.fechar();
    await esperar(10);
    expect(estados).toEqual([true, false]);
    await esperar(600); // first retry: between 0.5 and 1 s (jitter 0 → 0.5 s)
    expect(pedidos[1]!.get('last-event-id')).toBe('5');
    conexoes[1]!.enviar(': heartbeat\n\n');
    await esperar(10);
    expect(estados).toEqual([true, false, true]);
    s.parar();
    expect(estados).toEqual([true, false, true, false]);
  });

  it('treats a silent stream (a proxy holding it) as down and reconnects', async () => {
    const conexoes = [respostaAberta(), respostaAberta()];
    let n = 0;
    const estados: boolean[] = [];
    const s = abrirStream({
      url: '/api/eventos',
      token: () => 'tok',
      onEvento: () => undefined,
      onEstado: (v) => estados.push(v),
      fetch: (() => Promise.resolve(conexoes[n++]!.res)) as unknown as typeof fetch,
      random: () => 0,
      silencioMaximoMs: 50,
    });
    await esperar();
    conexoes[0]!.enviar(': heartbeat\n\n');
    await esperar(10);
    expect(estados).toEqual([true]);
    await esperar(80);
    expect(estados).toEqual([true, false]);
    await esperar(600);
    expect(n).toBe(2);
    s.parar();
  });

  it('stops on a 401 without retrying, and counts as down (the screens poll again)', async () => {
    let n = 0;
    const estados: boolean[] = [];
    abrirStream({
      url: '/api/eventos',
      token: () => 'velho',
      onEvento: () => undefined,
      onEstado: (v) => estados.push(v),
      fetch: (() => {
        n++;
        return Promise.resolve(
          new Response('{"error":"Sua conta foi desativada."}', { status: 401 }),
        );
      }) as unknown as typeof fetch,
      random: () => 0,
    });
    await esperar(700);
    expect(n).toBe(1);
    expect(estados).toEqual([]);
  });

  it("a 401 hands the server's reason on, so the ended session ends on this device too", async () => {
    const recusas: (string | null)[] = [];
    abrirStream({
      url: '/api/eventos',
      token: () => 'encerrado',
      onEvento: () => undefined,
      onEstado: () => undefined,
      onRecusado: (m) => recusas.push(m),
      fetch: (() =>
        Promise.resolve(
          new Response('{"error":"Sessão encerrada neste aparelho. Faça login novamente."}', {
            status: 401,
          }),
        )) as unknown as typeof fetch,
      random: () => 0,
    });
    await esperar(50);
    expect(recusas).toEqual(['Sessão encerrada neste aparelho. Faça login novamente.']);
  });
});
