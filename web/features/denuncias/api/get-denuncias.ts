import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type { DenunciaResumo } from '../../../../common/schemas/denuncias-gestao';
import { apiRequest } from '../../../lib/api-client';

export interface FiltrosDenuncias {
  status?: string;
  categoria?: string;
  atrasada?: boolean;
}

const query = (f: FiltrosDenuncias) => {
  const q = new URLSearchParams();
  if (f.status) q.set('status', f.status);
  if (f.categoria) q.set('categoria', f.categoria);
  if (f.atrasada) q.set('atrasada', 'true');
  const s = q.toString();
  return s ? `?${s}` : '';
};

/** The cases, newest first. The server records each call as a reading in the audit log. */
const getDenuncias = (f: FiltrosDenuncias = {}) =>
  apiRequest<DenunciaResumo[]>(`${api.adminDenuncias}${query(f)}`);

export function useDenuncias(f: FiltrosDenuncias = {}) {
  return useQuery({
    queryKey: ['denuncias', f],
    queryFn: () => getDenuncias(f),
    // One reading per visit of the screen, and nothing kept in memory once it is left.
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}
