/**
 * What the live stream's events mean for the help desk's screens (docs/product/eventos.md): a
 * message joins its open chat at once (each once, in id order, whether the stream, a poll or the
 * sender's own answer brought it first); a changed ticket has its lists and page read again.
 */
import type { Mensagem } from '../../../../common/schemas/atendimentos';
import type { EventoMensagem } from '../../../../common/schemas/eventos';
import { tratarEventos } from '../../../lib/ao-vivo';
import { mensagensKey } from '../api/keys';

/** `lista` with `nova` in it once, ordered by id. */
export function comMensagem(lista: Mensagem[], nova: Mensagem): Mensagem[] {
  if (lista.some((m) => m.id === nova.id)) return lista;
  return [...lista, nova].sort((a, b) => a.id - b.id);
}

tratarEventos('atendimentos', (e, client) => {
  if (e.tipo === 'mensagem') {
    const { atendimento_id, mensagem } = e.dados as EventoMensagem;
    client.setQueryData<Mensagem[]>(mensagensKey(atendimento_id), (old) =>
      old ? comMensagem(old, mensagem) : old,
    );
  }
  if (e.tipo === 'atendimento') void client.invalidateQueries({ queryKey: ['atendimentos'] });
});
