import { Link } from 'react-router';
import { paths } from '../../../../common/paths';
import { ROTULOS_DAS_MODALIDADES, ROTULOS_DOS_TEMAS } from '../../../../common/treinamentos';
import { useTreinamentos } from '../api/get-treinamentos';
import { diaBr } from '../format';
import '../treinamentos.css';
import { NovoTreinamento } from './NovoTreinamento';
import { Situacao } from './Situacao';
import { CarregandoOuErro } from '../../../components/ui/CarregandoOuErro';

/** /treinamentos (compliance, admin): register, list, and everyone's situation. */
export function Treinamentos() {
  const q = useTreinamentos();
  return (
    <section className="page treino-page">
      <header>
        <h1>Treinamentos</h1>
        <p className="muted">
          Treinamentos da empresa e a presença de cada pessoa, como prova do que a lei pede.
        </p>
      </header>
      <NovoTreinamento />
      <Situacao />
      <section className="treino-secao" aria-labelledby="lista-titulo">
        <h2 id="lista-titulo">Treinamentos cadastrados</h2>
        <CarregandoOuErro consulta={q} />
        {q.data?.length === 0 && <p className="muted">Nenhum treinamento cadastrado ainda.</p>}
        {!!q.data?.length && (
          <div className="table-wrap">
            <table className="table table--stack">
              <thead>
                <tr>
                  <th scope="col">Data</th>
                  <th scope="col">Título</th>
                  <th scope="col">Tema</th>
                  <th scope="col">Modalidade</th>
                  <th scope="col">Presentes</th>
                </tr>
              </thead>
              <tbody>
                {q.data.map((t) => (
                  <tr key={t.id}>
                    <td data-label="Data">{diaBr(t.data)}</td>
                    <td data-label="Título">
                      <Link to={paths.treinamento(t.id)}>{t.titulo}</Link>
                    </td>
                    <td data-label="Tema">{ROTULOS_DOS_TEMAS[t.tema]}</td>
                    <td data-label="Modalidade">{ROTULOS_DAS_MODALIDADES[t.modalidade]}</td>
                    <td data-label="Presentes">{t.participantes}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </section>
  );
}
