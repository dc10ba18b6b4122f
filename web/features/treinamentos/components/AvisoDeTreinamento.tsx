import { Link } from 'react-router';
import { paths } from '../../../../common/paths';
import { can } from '../../../../common/roles';
import { useSession } from '../../../lib/session';
import { useMeusTreinamentos } from '../api/get-meus-treinamentos';
import { frase } from './MeusTreinamentos';

/**
 * The portal home's notice (docs/product/treinamentos.md): shown while one's harassment-prevention
 * training is due within 30 days or past due, derived from one's own situation.
 */
export function AvisoDeTreinamento() {
  const role = useSession()?.user.role;
  const q = useMeusTreinamentos(can(role, 'meusTreinamentos'));
  const s = q.data?.situacao;
  if (!s || (s.situacao !== 'a_vencer' && s.situacao !== 'vencido')) return null;
  return (
    <section className="card treino-aviso" aria-label="Treinamento obrigatório">
      <p>{frase(s)}</p>
      <Link to={paths.meusTreinamentos}>Ver meus treinamentos</Link>
    </section>
  );
}
