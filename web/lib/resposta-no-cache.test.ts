import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { respostaNoCache } from './resposta-no-cache';

const esperar = () => new Promise((r) => setTimeout(r, 0));

describe("respostaNoCache: a write's answer is not undone by an older read", () => {
  it('a read that left before the write and lands after it does not bring the old value back', async () => {
    const client = new QueryClient();
    const key = ['usuarios', '7'] as const;
    // the server's answers, given by hand in the order the test chooses
    const leituras: ((valor: { nome: string }) => void)[] = [];
    const observer = new QueryObserver(client, {
      queryKey: key,
      queryFn: () => new Promise<{ nome: string }>((responder) => leituras.push(responder)),
      retry: false,
    });
    const parar = observer.subscribe(() => undefined);
    const nome = () => client.getQueryData<{ nome: string }>(key)?.nome;
    await esperar();
    leituras[0]!({ nome: 'Ana' });
    await esperar();
    expect(nome()).toBe('Ana');

    // a read leaves (the window came back into focus), then the edit's answer arrives
    void client.refetchQueries({ queryKey: key });
    await esperar();
    expect(leituras).toHaveLength(2);
    await respostaNoCache(client, key, { nome: 'Ana Souza' });
    expect(nome()).toBe('Ana Souza');
    // the older read lands
    leituras[1]!({ nome: 'Ana' });
    await esperar();
    expect(nome()).toBe('Ana Souza');
    expect(observer.getCurrentResult().isError).toBe(false);
    parar();
  });
});
