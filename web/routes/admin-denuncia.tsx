import { useParams } from 'react-router';
import { CasoAdmin } from '../features/denuncias/components/CasoAdmin';
import { portalMeta } from '../lib/meta';

export const meta = () => portalMeta('Denúncia');

export default function Page() {
  const { id = '' } = useParams();
  return <CasoAdmin key={id} id={Number(id)} />;
}
