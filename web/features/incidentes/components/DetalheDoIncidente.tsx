import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../common/paths';
import type { IncidenteDetalhe } from '../../../../common/schemas/incidentes';
import { useAlterarIncidente } from '../api/alterar-incidente';
import { useIncidente } from '../api/get-incidente';
import { agoraNoCampo, data, dataHora, instanteDoCampo, situacaoEmPalavras } from '../formatos';
import { ComunicarAfetados } from './ComunicarAfetados';

/** One incident: its facts, the deadline to tell the ANPD, and the notices to the people affected. */
export function DetalheDoIncidente({ id }: { id: number }) {
  const q = useIncidente(id);
  return (
    <section className="page incidentes">
      <p>
        <Link to={paths.incidentes}>← Todos os incidentes</Link>
      </p>
      <h1>Incidente nº {id}</h1>
      {q.isPending && <p role="status">Carregando incidente...</p>}
      {q.isError && (
        <p className="alert alert--error" role="alert">
          {q.error.message}
        </p>
      )}
      {q.data && <Conteudo i={q.data} />}
    </section>
  );
}

function Conteudo({ i }: { i: IncidenteDetalhe }) {
  return (
    <>
      <div className={`card incidentes__prazo prazo--${i.situacao_prazo}`}>
        <h2>Prazo para comunicar a ANPD</h2>
        <p className="incidentes__prazo-data">
          Até <strong>{data(i.prazo_comunicacao)}</strong> (3 dias úteis após a ciência)
        </p>
        <p className="incidentes__prazo-situacao">{situacaoEmPalavras(i)}</p>
      </div>
      <div className="card">
        <h2>O que aconteceu</h2>
        <dl className="incidentes__campos">
          <dt>Descrição</dt>
          <dd className="incidentes__texto">{i.descricao}</dd>
          <dt>Ocorrido em</dt>
          <dd>{dataHora(i.ocorrido_em)}</dd>
          <dt>Ciência em</dt>
          <dd>{dataHora(i.ciencia_em)}</dd>
          <dt>Dados afetados</dt>
          <dd className="incidentes__texto">{i.dados_afetados}</dd>
          <dt>Titulares afetados (estimativa)</dt>
          <dd>{i.titulares_estimados.toLocaleString('pt-BR')}</dd>
          <dt>Registrado por</dt>
          <dd>
            {i.autor_nome ?? '—'} em {dataHora(i.criado_em)}
          </dd>
        </dl>
      </div>
      <Anpd i={i} />
      <Medidas i={i} />
      <ComunicarAfetados i={i} />
    </>
  );
}

function Anpd({ i }: { i: IncidenteDetalhe }) {
  const [quando, setQuando] = useState('');
  const alterar = useAlterarIncidente();
  const enviar = (e: FormEvent) => {
    e.preventDefault();
    alterar.mutate(
      { id: i.id, comunicado_anpd_em: instanteDoCampo(quando) },
      { onSuccess: () => setQuando('') },
    );
  };
  return (
    <form className="card form" onSubmit={enviar} aria-labelledby={`anpd-${i.id}`}>
      <h2 id={`anpd-${i.id}`}>Comunicação à ANPD</h2>
      <p>
        {i.comunicado_anpd_em
          ? `Comunicada em ${dataHora(i.comunicado_anpd_em)}.`
          : 'Ainda não registrada.'}
      </p>
      <div className="field">
        <label htmlFor={`anpd-quando-${i.id}`}>
          {i.comunicado_anpd_em ? 'Corrigir a data e a hora' : 'Data e hora da comunicação'}
        </label>
        <input
          id={`anpd-quando-${i.id}`}
          type="datetime-local"
          required
          max={agoraNoCampo()}
          value={quando}
          onChange={(e) => setQuando(e.target.value)}
        />
      </div>
      {alterar.isError && alterar.variables?.comunicado_anpd_em !== undefined && (
        <p className="alert alert--error" role="alert">
          {alterar.error.message}
        </p>
      )}
      {alterar.isSuccess && alterar.variables?.comunicado_anpd_em !== undefined && (
        <p className="alert alert--success" role="status">
          Comunicação à ANPD registrada.
        </p>
      )}
      <button type="submit" className="btn btn--primary" disabled={alterar.isPending}>
        Registrar comunicação à ANPD
      </button>
    </form>
  );
}

function Medidas({ i }: { i: IncidenteDetalhe }) {
  const [medidas, setMedidas] = useState(i.medidas);
  const alterar = useAlterarIncidente();
  const enviar = (e: FormEvent) => {
    e.preventDefault();
    alterar.mutate({ id: i.id, medidas });
  };
  return (
    <form className="card form" onSubmit={enviar} aria-labelledby={`medidas-${i.id}`}>
      <h2 id={`medidas-${i.id}`}>Medidas</h2>
      <div className="field">
        <label htmlFor={`medidas-texto-${i.id}`}>Medidas tomadas ou previstas</label>
        <textarea
          id={`medidas-texto-${i.id}`}
          rows={4}
          required
          maxLength={5000}
          value={medidas}
          onChange={(e) => setMedidas(e.target.value)}
        />
      </div>
      {alterar.isError && (
        <p className="alert alert--error" role="alert">
          {alterar.error.message}
        </p>
      )}
      {alterar.isSuccess && (
        <p className="alert alert--success" role="status">
          Medidas salvas.
        </p>
      )}
      <button
        type="submit"
        className="btn btn--secondary"
        disabled={alterar.isPending || medidas === i.medidas}
      >
        Salvar medidas
      </button>
    </form>
  );
}
