import { ContactPage } from '../features/contato/components/ContactPage';
import { pageMeta } from '../lib/meta';

export const meta = () =>
  pageMeta(
    'Contato',
    'Fale com a ISM Agropecuária: endereço, telefone, e-mail, horário de atendimento de segunda a sexta, das 07:30 às 18:00, mapa e formulário de contato.',
    '/contact',
  );

export default function Contact() {
  return <ContactPage />;
}
