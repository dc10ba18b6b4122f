import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import type { PublicUser } from '../../../../common/schemas/usuarios';
import { apiRequest } from '../../../lib/api-client';

const getPessoas = () => apiRequest<PublicUser[]>(api.users);

/** The accounts an admin may choose to notify (the active ones). */
export function usePessoas(enabled: boolean) {
  return useQuery({
    queryKey: ['incidentes', 'pessoas'],
    queryFn: getPessoas,
    enabled,
    select: (us) => us.filter((u) => u.status_usuario === 'ativo'),
  });
}
