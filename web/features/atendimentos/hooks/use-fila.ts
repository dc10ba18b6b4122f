import { useCallback, useEffect, useState } from 'react';
import { semConexao, useSemConexao } from '../../../lib/conexao';
import { listarFila, ouvirFila, porNaFila, tirarDaFila, type ItemFila } from '../chat/fila';
import { esvaziarFila, ouvirEnvios, type EventoEnvio } from '../chat/fila-envio';

export interface ItemNaTela {
  item: ItemFila;
  estado: 'enviando' | 'aguardando' | 'recusado';
  /** an attachment's upload progress, 0..1, while it is being sent */
  progresso: number | null;
}

/**
 * The items of this conversation still waiting on the device (chat/fila.ts), for the person
 * signed in, with their state; and the ways to add one and to drop a refused one.
 */
export function useFila(usuarioId: number | null, atendimentoId: number) {
  const [itens, setItens] = useState<ItemFila[]>([]);
  const [progresso, setProgresso] = useState<Record<string, number | null>>({});
  // The browser itself offline: nothing is being sent then. (A server that did not answer is
  // not enough: a retry then is under way, an attachment's with its progress bar.)
  const semRede = useSemConexao() && !navigator.onLine;

  useEffect(() => {
    if (usuarioId === null) return;
    let vivo = true;
    const ler = () =>
      void listarFila(usuarioId).then((todos) => {
        if (vivo) setItens(todos.filter((i) => i.atendimento_id === atendimentoId));
      });
    ler();
    const pararFila = ouvirFila(ler);
    const pararEnvios = ouvirEnvios((e: EventoEnvio) => {
      if (e.item.atendimento_id !== atendimentoId) return;
      // Gone from the list in the same render as its message joins the conversation.
      if (e.tipo === 'enviado') setItens((atual) => atual.filter((i) => i.id !== e.item.id));
      setProgresso((p) => ({ ...p, [e.item.id]: e.tipo === 'progresso' ? e.fracao : null }));
    });
    return () => {
      vivo = false;
      pararFila();
      pararEnvios();
    };
  }, [usuarioId, atendimentoId]);

  const adicionar = useCallback(
    async (conteudo: Pick<ItemFila, 'kind'> & Partial<ItemFila>, ultimoVisto: number) => {
      if (usuarioId === null) return;
      const item = {
        ...conteudo,
        id: crypto.randomUUID(),
        usuario_id: usuarioId,
        atendimento_id: atendimentoId,
        criado_em: Date.now(),
        ultimo_visto: ultimoVisto,
        // Online it goes out at once: "Enviando…" from the first render.
        enviando: !semConexao(),
      } as ItemFila;
      await porNaFila(item);
      void esvaziarFila();
    },
    [usuarioId, atendimentoId],
  );

  const naTela: ItemNaTela[] = itens.map((item) => ({
    item,
    // Without a network, an item left `enviando` by a tab closed mid-try waits like the others.
    estado: item.falha ? 'recusado' : item.enviando && !semRede ? 'enviando' : 'aguardando',
    progresso: progresso[item.id] ?? null,
  }));
  return { itens: naTela, adicionar, descartar: (id: string) => void tirarDaFila(id) };
}
