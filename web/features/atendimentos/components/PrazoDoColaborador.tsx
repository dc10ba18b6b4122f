import type { Atendimento } from '../../../../common/schemas/atendimentos';
import { prazoParaColaborador } from '../prazo-texto';

/** When the employee can expect an answer, and after it how long it took. */
export function PrazoDoColaborador({ atendimento }: { atendimento: Atendimento }) {
  const linhas = prazoParaColaborador(atendimento);
  if (linhas.length === 0) return null;
  return (
    <p className="chat__prazo" data-testid="prazo-colaborador">
      {linhas.map((l) => (
        <span key={l}>{l}</span>
      ))}
    </p>
  );
}
