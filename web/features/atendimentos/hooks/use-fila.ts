import { useCallback, useEffect, useState } from 'react';
import {
  parseArquivo,
  stripBidiControls,
  type Mensagem,
} from '../../../../common/schemas/atendimentos';
import { semConexao } from '../../../lib/conexao';
import { listarFila, ouvirFila, porNaFila, tirarDaFila, type ItemFila } from '../../../lib/fila';
import {
  emEnvio,
  esvaziarFila,
  ouvirEnvios,
  semResposta,
  type EventoEnvio,
} from '../../../lib/fila-envio';

export interface ItemNaTela {
  item: ItemFila;
  estado: 'enviando' | 'aguardando' | 'recusado';
  /** an attachment's upload progress, 0..1, while it is being sent */
  progresso: number | null;
}

/**
 * The items of this conversation still waiting on the device (web/lib/fila.ts), for the person
 * signed in, with their state; and the ways to add one and to drop a refused one.
 */
export function useFila(usuarioId: number | null, atendimentoId: number) {
  const [itens, setItens] = useState<ItemFila[]>([]);
  const [progresso, setProgresso] = useState<Record<string, number | null>>({});

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
      } as ItemFila;
      if (!semConexao()) emEnvio.add(item.id);
      await porNaFila(item);
      void esvaziarFila();
    },
    [usuarioId, atendimentoId],
  );

  const naTela: ItemNaTela[] = itens.map((item) => ({
    item,
    estado: item.falha ? 'recusado' : emEnvio.has(item.id) ? 'enviando' : 'aguardando',
    progresso: progresso[item.id] ?? null,
  }));
  return { itens: naTela, adicionar, descartar: (id: string) => void tirarDaFila(id) };
}

/** Whether message `m` is what `item` would become on the server. */
function mesmoConteudo(item: ItemFila, m: Mensagem): boolean {
  if (item.kind === 'text') return m.tipo !== 'arquivo' && m.mensagem === item.mensagem;
  return m.tipo === 'arquivo' && parseArquivo(m.mensagem)?.nome === stripBidiControls(item.nome);
}

/**
 * An item being sent, or whose last try got no answer, may already be written: the live stream
 * can bring its message before the answer does (or instead of a lost one). Hide such an item
 * while its message is in the conversation, pairing each message with one item at most, so
 * nothing shows twice; it leaves the queue when its answer (or the repeat's) comes.
 */
export function semRepetidas(
  itens: ItemNaTela[],
  mensagens: Mensagem[],
  lado: Mensagem['remetente'],
): ItemNaTela[] {
  const usadas = new Set<number>();
  return itens.filter(({ item }) => {
    if (item.falha || !(emEnvio.has(item.id) || semResposta.has(item.id))) return true;
    const igual = mensagens.find(
      (m) =>
        !usadas.has(m.id) &&
        m.id > item.ultimo_visto &&
        m.remetente === lado &&
        mesmoConteudo(item, m),
    );
    if (!igual) return true;
    usadas.add(igual.id);
    return false;
  });
}
