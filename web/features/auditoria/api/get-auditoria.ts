import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type { AuditEntry } from '../../../../common/schemas/auditoria';
import { AUDITORIA_MAX_LIMIT } from '../../../../common/auditoria';
import { apiRequest } from '../../../lib/api-client';

export interface AuditWindow {
  de?: string;
  ate?: string;
}

function getAuditoria(w: AuditWindow): Promise<AuditEntry[]> {
  const query = new URLSearchParams({ limite: String(AUDITORIA_MAX_LIMIT) });
  if (w.de) query.set('de', w.de);
  if (w.ate) query.set('ate', w.ate);
  return apiRequest<AuditEntry[]>(`${api.auditoria}?${query}`);
}

/** A bounded window of the log, newest first; the screen filters inside it. */
export function useAuditoria(w: AuditWindow) {
  return useQuery({
    queryKey: ['auditoria', w.de ?? null, w.ate ?? null],
    queryFn: () => getAuditoria(w),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
