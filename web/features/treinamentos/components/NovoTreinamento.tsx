import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../common/paths';
import {
  MODALIDADES,
  ROTULOS_DAS_MODALIDADES,
  ROTULOS_DOS_TEMAS,
  TEMAS_DE_TREINAMENTO,
  type Modalidade,
  type TemaDeTreinamento,
} from '../../../../common/treinamentos';
import { useCriarTreinamento } from '../api/criar-treinamento';
import { codigoLegivel } from './CodigoDePresenca';
import { diaNaEmpresa } from '../../../lib/datas';

const hoje = () => diaNaEmpresa(new Date());

/** The form that registers a training; its answer is the attendance code to show the room. */
export function NovoTreinamento() {
  const criar = useCriarTreinamento();
  const [titulo, setTitulo] = useState('');
  const [tema, setTema] = useState<TemaDeTreinamento>('assedio');
  const [data, setData] = useState(hoje);
  const [carga, setCarga] = useState('60');
  const [modalidade, setModalidade] = useState<Modalidade>('presencial');

  const enviar = (e: FormEvent) => {
    e.preventDefault();
    criar.mutate(
      { titulo, tema, data, carga_horaria_min: Number(carga), modalidade },
      { onSuccess: () => setTitulo('') },
    );
  };

  return (
    <form className="card form treino-form" onSubmit={enviar} aria-labelledby="novo-treinamento">
      <h2 id="novo-treinamento">Novo treinamento</h2>
      {criar.isError && (
        <p className="alert alert--error" role="alert">
          {criar.error.message}
        </p>
      )}
      {criar.isSuccess && (
        <p className="alert alert--success" role="status">
          Treinamento cadastrado. Código de presença:{' '}
          <strong className="treino-codigo-inline">
            {codigoLegivel(criar.data.codigo_presenca)}
          </strong>
          . <Link to={paths.treinamento(criar.data.id)}>Abrir o treinamento</Link>
        </p>
      )}
      <div className="field">
        <label htmlFor="treino-titulo">Título</label>
        <input
          id="treino-titulo"
          required
          maxLength={160}
          value={titulo}
          onChange={(e) => setTitulo(e.target.value)}
        />
      </div>
      <div className="treino-form__linha">
        <div className="field">
          <label htmlFor="treino-tema">Tema</label>
          <select
            id="treino-tema"
            value={tema}
            onChange={(e) => setTema(e.target.value as TemaDeTreinamento)}
          >
            {TEMAS_DE_TREINAMENTO.map((t) => (
              <option key={t} value={t}>
                {ROTULOS_DOS_TEMAS[t]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="treino-data">Data</label>
          <input
            id="treino-data"
            type="date"
            required
            value={data}
            onChange={(e) => setData(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="treino-carga">Carga horária (minutos)</label>
          <input
            id="treino-carga"
            type="number"
            inputMode="numeric"
            min={1}
            max={1440}
            required
            value={carga}
            onChange={(e) => setCarga(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="treino-modalidade">Modalidade</label>
          <select
            id="treino-modalidade"
            value={modalidade}
            onChange={(e) => setModalidade(e.target.value as Modalidade)}
          >
            {MODALIDADES.map((m) => (
              <option key={m} value={m}>
                {ROTULOS_DAS_MODALIDADES[m]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <button type="submit" className="btn btn--primary" disabled={criar.isPending}>
        {criar.isPending ? 'Cadastrando...' : 'Cadastrar treinamento'}
      </button>
    </form>
  );
}
