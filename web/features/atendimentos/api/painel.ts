import { api } from '../../../../common/paths';
import type { Atendimento, Etapa } from '../../../../common/schemas/atendimentos';
import { apiPage } from '../../../lib/api-client';
import { usePolledQuery } from '../hooks/polling';

export const POR_PAGINA = 25;

export interface FiltrosPainel {
  etapa?: Etapa;
  /** `eu`, `nenhum` or a staff user's id */
  responsavel?: string;
  /** part of the employee's name */
  busca?: string;
  pagina: number;
}

const query = (f: FiltrosPainel) => {
  const q = new URLSearchParams({
    ordem: 'prazo',
    pagina: String(f.pagina),
    por_pagina: String(POR_PAGINA),
  });
  if (f.etapa) q.set('etapa', f.etapa);
  if (f.responsavel) q.set('responsavel', f.responsavel);
  if (f.busca) q.set('busca', f.busca);
  return `?${q}`;
};

/** The address of one page of the panel. */
export const enderecoDoPainel = (f: FiltrosPainel) => `${api.atendimentos}${query(f)}`;

/** One page of the panel, nearest due time first, with the total that matches. */
export const getPainel = (f: FiltrosPainel) => apiPage<Atendimento>(enderecoDoPainel(f));

export function usePainel(f: FiltrosPainel) {
  return usePolledQuery({
    queryKey: ['atendimentos', 'painel', f],
    queryFn: () => getPainel(f),
    poll: true,
    keepPrevious: true,
  });
}

export const ENDERECO_DOS_ABERTOS = `${api.atendimentos}?status=aberto&por_pagina=1&pagina=1`;

/** How many tickets are open, for the panel's heading. */
export const getAbertos = () => apiPage<Atendimento>(ENDERECO_DOS_ABERTOS).then((p) => p.total);

export function useAbertos() {
  return usePolledQuery({ queryKey: ['atendimentos', 'abertos'], queryFn: getAbertos, poll: true });
}
