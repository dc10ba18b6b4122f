import { describe, expect, it } from 'vitest';
import type { Mensagem } from '../../../../common/schemas/atendimentos';
import { emEnvio, semResposta } from '../../../lib/fila-envio';
import type { ItemFila } from '../../../lib/fila';
import { semRepetidas, type ItemNaTela } from './use-fila';

const item = (id: string, mensagem: string, ultimo_visto: number): ItemNaTela => ({
  item: {
    id,
    kind: 'text',
    mensagem,
    usuario_id: 1,
    atendimento_id: 9,
    criado_em: 0,
    ultimo_visto,
  } as ItemFila,
  estado: 'aguardando',
  progresso: null,
});
const msg = (id: number, mensagem: string, remetente: Mensagem['remetente'] = 'usuario') =>
  ({ id, mensagem, remetente, tipo: 'texto', enviado_em: '' }) as unknown as Mensagem;

describe('semRepetidas: a waiting message is never shown twice', () => {
  it('keeps an item that was never tried, even if the same text is in the conversation', () => {
    const itens = [item('a', 'ok', 5)];
    expect(semRepetidas(itens, [msg(6, 'ok')], 'usuario')).toEqual(itens);
  });

  it('hides an item whose try got no answer once its message is there, one message per item', () => {
    semResposta.add('b');
    semResposta.add('c');
    const itens = [item('b', 'ok', 5), item('c', 'ok', 5)];
    expect(semRepetidas(itens, [msg(6, 'ok')], 'usuario').map((i) => i.item.id)).toEqual(['c']);
    expect(semRepetidas(itens, [msg(6, 'ok'), msg(7, 'ok')], 'usuario')).toEqual([]);
    semResposta.clear();
  });

  it('never pairs with an older message, the other side, or a refused item', () => {
    emEnvio.add('d');
    const itens = [item('d', 'ok', 6)];
    expect(semRepetidas(itens, [msg(6, 'ok')], 'usuario')).toEqual(itens);
    expect(semRepetidas(itens, [msg(7, 'ok', 'suporte')], 'usuario')).toEqual(itens);
    const recusado = [{ ...item('d', 'ok', 5), item: { ...item('d', 'ok', 5).item, falha: 'x' } }];
    expect(semRepetidas(recusado, [msg(7, 'ok')], 'usuario')).toEqual(recusado);
    emEnvio.clear();
  });
});
