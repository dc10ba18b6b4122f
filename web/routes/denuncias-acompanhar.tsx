import { Acompanhar } from '../features/denuncias/components/Acompanhar';
import { AppQueryProvider } from '../lib/query-client';

export const meta = () => [
  { title: 'Acompanhar denúncia | Ouvidoria' },
  { name: 'description', content: 'Acompanhe sua denúncia com o protocolo e a chave.' },
  { name: 'robots', content: 'noindex' },
];

/** Open to anyone, outside the portal's guard: the reporter needs no account. */
export default function AcompanharPage() {
  return (
    <AppQueryProvider>
      <Acompanhar />
    </AppQueryProvider>
  );
}
