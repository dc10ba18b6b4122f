import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../../common/paths';
import type { CondutaVigente } from '../../../../common/schemas/conduta';
import { ApiError } from '../../../lib/api-client';
import { useDeclararCiencia } from '../api/declarar-ciencia';
import { useVigente } from '../api/get-vigente';
import { data, dataHora } from '../../../lib/datas';
import { FRASES, POR_QUE } from '../pre-desenho';
import { destinoDepoisDaCiencia } from '../voltar';
import { Impressao } from './Impressao';
import { TextoDoCodigo } from './TextoDoCodigo';
import '../conduta.css';

/**
 * The Código de Conduta in force and "Li e estou ciente" (docs/product/conduta.md). Until it is
 * acknowledged, the top says why the person is here and, for someone who read an earlier version,
 * what changed since; afterwards "Continuar" goes on to the screen they were opening. The
 * Ouvidoria is offered here too: someone led to this screen may have come to report.
 */
export function CodigoDeConduta() {
  const q = useVigente();
  const ciencia = useDeclararCiencia();
  const [search] = useSearchParams();
  const continuar = useRef<HTMLAnchorElement>(null);
  const acabouDeDeclarar = ciencia.isSuccess && !!q.data?.ciente_em;
  // the button the person pressed is gone: the way on takes its focus
  useEffect(() => {
    if (acabouDeDeclarar) continuar.current?.focus();
  }, [acabouDeDeclarar]);
  if (q.isPending) return <CarregandoCodigo />;
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
        {FRASES.versaoPublicada(v.versao, data(v.publicada_em))}
      </p>
      {!v.ciente_em && <PorQue v={v} />}
      <TextoDoCodigo titulo={v.titulo} texto={v.texto} />
      <Impressao sha256={v.sha256} />
      <div className="conduta__ciencia card">
        {v.ciente_em ? (
          <>
            <p className="alert alert--success" role="status">
              Você declarou ciência desta versão em {dataHora(v.ciente_em)}.
            </p>
            <Link
              ref={continuar}
              to={destinoDepoisDaCiencia(search)}
              className="btn btn--primary btn--block"
            >
              Continuar
            </Link>
          </>
        ) : (
          <>
            <p id="conduta-ciencia-texto">
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
              // one name per "Li e estou ciente" of the page: the notices' banner has its own
              aria-label={`Li e estou ciente do Código de Conduta, versão ${v.versao}`}
              aria-describedby="conduta-ciencia-texto"
              disabled={ciencia.isPending}
              onClick={() => ciencia.mutate(v.id)}
            >
              {ciencia.isPending ? 'Registrando...' : 'Li e estou ciente'}
            </button>
          </>
        )}
        <p className="muted">
          Precisa relatar algo? A <Link to={paths.denuncias}>Ouvidoria</Link> está sempre aberta
          {v.ciente_em ? '.' : ', mesmo antes da ciência.'}
        </p>
      </div>
    </article>
  );
}

/**
 * Why the person is here, before the text: and what changed since the version they read. The
 * page's head draws the same (../pre-desenho.ts), from the same words.
 */
function PorQue({ v }: { v: CondutaVigente }) {
  return (
    <div className="conduta__porque card" role="note" aria-label={POR_QUE.rotulo}>
      <p>
        <strong>{v.desde ? POR_QUE.nova : POR_QUE.primeira}</strong> {POR_QUE.explicacao}
      </p>
      {v.desde && (
        <>
          <p>
            <strong>{FRASES.mudouDesde(v.desde.lida)}</strong>
          </p>
          <ul className="conduta__mudancas">
            {v.desde.mudancas.map((m) => (
              <li key={m.versao}>
                {FRASES.mudanca(m.versao, data(m.publicada_em))}
                {m.resumo ?? <span className="muted">{POR_QUE.semResumo}</span>}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

export function CarregandoCodigo() {
  return <p role="status">Carregando...</p>;
}
