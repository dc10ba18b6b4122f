import { useLoaderData } from 'react-router';
import { CascaDoAtendimento, EmployeeChat } from '../features/atendimentos/components/EmployeeChat';
import type { HandleDaTela } from '../lib/casca';
import { abrirAtendimento } from '../features/atendimentos/api/abrir-atendimento';
import { PRIORIDADES, type Prioridade } from '../../common/atendimentos';
import { getSession } from '../lib/session';
import { portalMeta } from '../lib/meta';
import { api } from '../../common/paths';

export const meta = () => portalMeta('Atendimento ao Colaborador');

export const handle: HandleDaTela = { Casca: CascaDoAtendimento, dados: [api.me] };

/** While the loader below runs as the page first opens: the same casca the page was built with. */
export const HydrateFallback = CascaDoAtendimento;

/**
 * Asks the server for the open ticket (or a new one, with the priority chosen on /suporte) as the
 * navigation starts, while the screen's code is still on its way, instead of after it has drawn:
 * one round trip less on a slow link. The call is idempotent (one open ticket per user).
 * A failure is shown by the screen, which offers to try again.
 */
export async function clientLoader({ request }: { request: Request }) {
  const pedida = new URL(request.url).searchParams.get('prioridade');
  const prioridade = PRIORIDADES.includes(pedida as Prioridade)
    ? (pedida as Prioridade)
    : undefined;
  if (!getSession()) return { atendimentoId: null };
  try {
    return { atendimentoId: (await abrirAtendimento(prioridade)).atendimentoId };
  } catch {
    return { atendimentoId: null };
  }
}

/** Opened once per visit: nothing on the screen submits to the router. */
export const shouldRevalidate = () => false;

export default function Page() {
  const loaderData = useLoaderData<typeof clientLoader>();
  return <EmployeeChat key={loaderData.atendimentoId} inicial={loaderData.atendimentoId} />;
}
