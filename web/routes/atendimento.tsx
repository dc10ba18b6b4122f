import { EmployeeChat } from '../features/atendimentos/components/EmployeeChat';
import { portalMeta } from '../lib/meta';

export const meta = () => portalMeta('Atendimento ao Colaborador');

export default function Page() {
  return <EmployeeChat />;
}
