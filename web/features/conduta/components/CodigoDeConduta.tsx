import { Link } from 'react-router';
import { paths } from '../../../../common/paths';
import { ApiError } from '../../../lib/api-client';
import { useDeclararCiencia } from '../api/declarar-ciencia';
import { useVigente } from '../api/get-vigente';
import { data, dataHora } from '../datas';
import { Impressao } from './Impressao';
import { TextoDoCodigo } from './TextoDoCodigo';
import '../conduta.css';

/**
 * The Código de Conduta in force and "Li e estou ciente" (docs/product/conduta.md). The
 * Ouvidoria is offered here too: someone led to this screen may have come to report.
 */
export function CodigoDeConduta() {
  const q = useVigente();
  const ciencia = useDeclararCiencia();
  if (q.isPending) return <p role="status">Carregando...</p>;
  if (q.isError) {
    return (
      <>
        <h1>Código de Conduta</h1>
        {/* none published yet (404) is news, not a failure */}
        {q.error instanceof ApiError && q.error.status === 404 ? (
          <p className="muted" role="status">
            {q.error.message}
          </p>
        ) : (
          <p className="alert alert--error" role="alert">
            {q.error.message}
          </p>
        )}
      </>
    );
  }
  const v = q.data;
  return (
    <article className="conduta">
      <p className="conduta__meta muted">
        Versão {v.versao} · publicada em {data(v.publicada_em)}
      </p>
      <TextoDoCodigo titulo={v.titulo} texto={v.texto} />
      <Impressao sha256={v.sha256} />
      <div className="conduta__ciencia card">
        {v.ciente_em ? (
          <p className="alert alert--success" role="status">
            Você declarou ciência desta versão em {dataHora(v.ciente_em)}.
          </p>
        ) : (
          <>
            <p>
              Ao confirmar, você declara que leu e está ciente desta versão do Código de Conduta. A
              data fica registrada.
            </p>
            {ciencia.isError && (
              <p className="alert alert--error" role="alert">
                {ciencia.error.message}
              </p>
            )}
            <button
              type="button"
              className="btn btn--primary btn--block"
              disabled={ciencia.isPending}
              onClick={() => ciencia.mutate(v.id)}
            >
              {ciencia.isPending ? 'Registrando...' : 'Li e estou ciente'}
            </button>
          </>
        )}
        <p className="muted">
          Precisa relatar algo? A <Link to={paths.denuncias}>Ouvidoria</Link> está sempre aberta,
          mesmo antes da ciência.
        </p>
      </div>
    </article>
  );
}
