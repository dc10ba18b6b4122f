import { AvisoDePrivacidade } from '../features/privacidade/components/AvisoDePrivacidade';
import { pageMeta } from '../lib/meta';

export const meta = () =>
  pageMeta(
    'Aviso de privacidade',
    'Que dados pessoais a ISM Agropecuária guarda no site e no Portal do Colaborador, para quê, por quanto tempo, quem é a encarregada e como exercer seus direitos da LGPD.',
    '/privacidade',
  );

export default function Privacidade() {
  return <AvisoDePrivacidade />;
}
