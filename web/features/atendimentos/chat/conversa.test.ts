import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Mensagem } from '../../../../common/schemas/atendimentos';
import { mensagensQuery } from '../api/get-mensagens';
import {
  acrescentarMensagens,
  juntarMensagens,
  mensagensKey,
  recuperarMensagens,
  semRepetidas,
} from './conversa';
import type { ItemFila } from './fila';

const msg = (id: number, mensagem = `m${id}`, remetente: Mensagem['remetente'] = 'usuario') =>
  ({ id, mensagem, remetente, tipo: 'text', enviado_em: '' }) as Mensagem;
const ids = (lista: Mensagem[] | undefined) => lista?.map((m) => m.id);

describe('juntarMensagens: one message per id, in id order', () => {
  it('adds only what is missing, in id order, and keeps the same array when nothing is new', () => {
    const atual = [msg(1), msg(3)];
    expect(ids(juntarMensagens(atual, [msg(3), msg(2), msg(4)]))).toEqual([1, 2, 3, 4]);
    expect(juntarMensagens(atual, [msg(1)])).toBe(atual);
    expect(juntarMensagens(atual, [])).toBe(atual);
  });

  it('keeps the copy already held, and a message arriving twice at once shows once', () => {
    const atual = [msg(1, 'primeira')];
    const junta = juntarMensagens(atual, [msg(1, 'outra cópia'), msg(2), msg(2)]);
    expect(junta.map((m) => m.mensagem)).toEqual(['primeira', 'm2']);
    expect(junta[0]).toBe(atual[0]);
  });

  it('with nothing held, is what arrived, in order and without repeats', () => {
    expect(ids(juntarMensagens(undefined, [msg(5), msg(2), msg(5)]))).toEqual([2, 5]);
  });
});

describe('the writers of a conversation', () => {
  /** A client whose conversation 9 is read by the chat's own query, answered by hand. */
  function conversa() {
    const client = new QueryClient();
    const pedidos: { depois: number | undefined; responder: (m: Mensagem[]) => void }[] = [];
    const ler = (_id: number, depois?: number) =>
      new Promise<Mensagem[]>((responder) => pedidos.push({ depois, responder }));
    const observer = new QueryObserver(client, { ...mensagensQuery(client, 9, ler), retry: false });
    const parar = observer.subscribe(() => undefined);
    const lista = () => client.getQueryData<Mensagem[]>(mensagensKey(9));
    return { client, pedidos, lista, parar };
  }
  const esperar = () => new Promise((r) => setTimeout(r, 0));

  it('a read that left before the stream added a message does not take it away when it lands', async () => {
    const { client, pedidos, lista, parar } = conversa();
    await esperar();
    pedidos[0]!.responder([msg(1), msg(2)]);
    await esperar();
    expect(ids(lista())).toEqual([1, 2]);

    void client.refetchQueries({ queryKey: mensagensKey(9) });
    await esperar();
    expect(pedidos[1]!.depois).toBe(2);
    // Meanwhile the stream brings 4, and the sender's answer 3.
    acrescentarMensagens(client, 9, [msg(4)]);
    acrescentarMensagens(client, 9, [msg(3)]);
    // The read was answered before 4 was written: it brings only 3.
    pedidos[1]!.responder([msg(3)]);
    await esperar();
    expect(ids(lista())).toEqual([1, 2, 3, 4]);
    parar();
  });

  it('the stream and the sender leave a conversation never read to its first read', () => {
    const client = new QueryClient();
    acrescentarMensagens(client, 9, [msg(7)]);
    expect(client.getQueryData(mensagensKey(9))).toBeUndefined();
  });

  it("the device's copy is the list until the server is read, and adds nothing already held", () => {
    const client = new QueryClient();
    recuperarMensagens(client, 9, [msg(1), msg(2)]);
    expect(ids(client.getQueryData<Mensagem[]>(mensagensKey(9)))).toEqual([1, 2]);
    acrescentarMensagens(client, 9, [msg(3)]);
    const antes = client.getQueryData<Mensagem[]>(mensagensKey(9));
    recuperarMensagens(client, 9, [msg(1), msg(2)]);
    expect(client.getQueryData(mensagensKey(9))).toBe(antes);
  });
});

describe('semRepetidas: a waiting message is never shown twice', () => {
  const item = (
    id: string,
    mensagem: string,
    ultimo_visto: number,
    extra: Partial<ItemFila> = {},
  ) => ({
    item: {
      id,
      kind: 'text',
      mensagem,
      usuario_id: 1,
      atendimento_id: 9,
      criado_em: 0,
      ultimo_visto,
      ...extra,
    } as ItemFila,
  });

  it('keeps an item that was never tried, even if the same text is in the conversation', () => {
    const itens = [item('a', 'ok', 5)];
    expect(semRepetidas(itens, [msg(6, 'ok')], 'usuario')).toEqual(itens);
  });

  it('hides an item whose try got no answer once its message is there, one message per item', () => {
    const itens = [
      item('b', 'ok', 5, { sem_resposta: true }),
      item('c', 'ok', 5, { sem_resposta: true }),
    ];
    expect(semRepetidas(itens, [msg(6, 'ok')], 'usuario').map((i) => i.item.id)).toEqual(['c']);
    expect(semRepetidas(itens, [msg(6, 'ok'), msg(7, 'ok')], 'usuario')).toEqual([]);
  });

  it('hides an item being sent whose message the stream brought before the answer', () => {
    const itens = [item('d', 'ok', 5, { enviando: true })];
    expect(semRepetidas(itens, [msg(6, 'ok')], 'usuario')).toEqual([]);
  });

  it('never pairs with an older message, the other side, other content, or a refused item', () => {
    const itens = [item('d', 'ok', 6, { enviando: true })];
    expect(semRepetidas(itens, [msg(6, 'ok')], 'usuario')).toEqual(itens);
    expect(semRepetidas(itens, [msg(7, 'ok', 'suporte')], 'usuario')).toEqual(itens);
    expect(semRepetidas(itens, [msg(7, 'outra')], 'usuario')).toEqual(itens);
    const recusado = [item('d', 'ok', 5, { enviando: true, falha: 'x' })];
    expect(semRepetidas(recusado, [msg(7, 'ok')], 'usuario')).toEqual(recusado);
  });

  it('pairs an attachment with the file message of its name', () => {
    const anexo = {
      item: {
        ...item('e', '', 5, { sem_resposta: true }).item,
        kind: 'arquivo',
        nome: 'cerca.png',
      } as ItemFila,
    };
    const arquivo = (id: number, nome: string) =>
      ({ ...msg(id, JSON.stringify({ url: '/x', nome })), tipo: 'arquivo' }) as Mensagem;
    expect(semRepetidas([anexo], [arquivo(6, 'outra.png')], 'usuario')).toEqual([anexo]);
    expect(
      semRepetidas([anexo], [msg(6, 'cerca.png'), arquivo(7, 'cerca.png')], 'usuario'),
    ).toEqual([]);
  });
});
