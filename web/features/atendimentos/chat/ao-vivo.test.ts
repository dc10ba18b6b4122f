import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { Mensagem } from '../../../../common/schemas/atendimentos';
import { atendimentosAoVivo } from './ao-vivo';
import { mensagensKey } from './conversa';

const msg = (id: number) =>
  ({ id, mensagem: `m${id}`, remetente: 'usuario', tipo: 'text', enviado_em: '' }) as Mensagem;

describe("the help desk's handlers of the live stream", () => {
  it('a message joins its conversation once, by id, and the ticket lists are read again', () => {
    const client = new QueryClient();
    const invalidar = vi.spyOn(client, 'invalidateQueries');
    client.setQueryData(mensagensKey(9), [msg(1)]);
    const tratar = atendimentosAoVivo(client);
    tratar.mensagem!({ atendimento_id: 9, mensagem: msg(2) });
    tratar.mensagem!({ atendimento_id: 9, mensagem: msg(2) });
    const lista = client.getQueryData<Mensagem[]>(mensagensKey(9));
    expect(lista?.map((m) => m.id)).toEqual([1, 2]);
    expect(invalidar).toHaveBeenCalledWith({ queryKey: ['atendimentos'] });
  });

  it('a changed ticket has the lists read again; other events are not theirs', () => {
    const client = new QueryClient();
    const invalidar = vi.spyOn(client, 'invalidateQueries');
    const tratar = atendimentosAoVivo(client);
    tratar.atendimento!({ atendimento_id: 9 });
    expect(invalidar).toHaveBeenCalledWith({ queryKey: ['atendimentos'] });
    expect(Object.keys(tratar).sort()).toEqual(['atendimento', 'mensagem']);
  });
});
