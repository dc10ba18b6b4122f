import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../../common/paths';
import { useIncidentes } from '../api/get-incidentes';
import { data, dataHora, situacaoEmPalavras } from '../formatos';
import { DetalheDoIncidente } from './DetalheDoIncidente';
import { NovoIncidente } from './NovoIncidente';
import '../incidentes.css';

/**
 * Incidentes de segurança (admin; docs/product/incidentes.md): the register, a form to record
 * one, and one incident's page (`?id=`), with its deadline to tell the ANPD.
 */
export function Incidentes() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  if (Number.isInteger(id) && id > 0) return <DetalheDoIncidente id={id} />;
  const novo = params.get('novo') === '1';
  return (
    <section className="page incidentes">
      <h1>Incidentes de Segurança</h1>
      <p className="muted">
        Registro dos incidentes de segurança com dados pessoais (LGPD art. 48). A ANPD e as pessoas
        afetadas devem ser comunicadas em até 3 dias úteis depois da ciência do incidente.
      </p>
      {novo ? (
        <NovoIncidente />
      ) : (
        <p>
          <Link className="btn btn--primary" to={`${paths.incidentes}?novo=1`}>
            Registrar incidente
          </Link>
        </p>
      )}
      <Lista />
    </section>
  );
}

function Lista() {
  const lista = useIncidentes();
  if (lista.isPending) return <p role="status">Carregando incidentes...</p>;
  if (lista.isError) {
    return (
      <p className="alert alert--error" role="alert">
        {lista.error.message}
      </p>
    );
  }
  if (lista.data.length === 0) return <p>Nenhum incidente registrado.</p>;
  return (
    <div className="table-wrap">
      <table className="table table--stack incidentes__tabela">
        <caption className="visually-hidden">Incidentes registrados</caption>
        <thead>
          <tr>
            <th scope="col">Incidente</th>
            <th scope="col">Ciência</th>
            <th scope="col">Prazo ANPD</th>
            <th scope="col">Situação</th>
          </tr>
        </thead>
        <tbody>
          {lista.data.map((i) => (
            <tr key={i.id}>
              <td data-label="Incidente">
                <Link to={`${paths.incidentes}?id=${i.id}`}>Incidente nº {i.id}</Link>
              </td>
              <td data-label="Ciência">{dataHora(i.ciencia_em)}</td>
              <td data-label="Prazo ANPD">{data(i.prazo_comunicacao)}</td>
              <td data-label="Situação">
                <span className={`prazo prazo--${i.situacao_prazo}`}>{situacaoEmPalavras(i)}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
