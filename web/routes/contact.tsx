import { pageMeta } from '../lib/meta';

export const meta = () =>
  pageMeta('Contato', 'Endereço, telefone, horário e formulário de contato.', '/contact');

export default function Contact() {
  return (
    <section className="page">
      <h1>Contato</h1>
    </section>
  );
}
