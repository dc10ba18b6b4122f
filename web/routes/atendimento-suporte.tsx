import { useParams } from 'react-router';
import { StaffChat } from '../features/atendimentos/components/StaffChat';
import { portalMeta } from '../lib/meta';

export const meta = () => portalMeta('Atendimento');

export default function Page() {
  const { id } = useParams();
  return <StaffChat id={Number(id)} />;
}
