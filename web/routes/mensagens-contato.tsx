import { ContactMessages } from '../features/contato/components/ContactMessages';
import { portalMeta } from '../lib/meta';

export const meta = () => portalMeta('Mensagens de Contato');

export default function Page() {
  return <ContactMessages />;
}
