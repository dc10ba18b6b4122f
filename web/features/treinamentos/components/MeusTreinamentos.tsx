import { useState, type FormEvent } from 'react';
import { ROTULOS_DOS_TEMAS } from '../../../../common/treinamentos';
import type { SituacaoDaPessoa } from '../../../../common/schemas/treinamentos';
import { useMeusTreinamentos } from '../api/get-meus-treinamentos';
import { useRegistrarPresenca } from '../api/registrar-presenca';
import { diaBr, duracao } from '../format';
import '../treinamentos.css';
import { SeloDaSituacao } from './Situacao';
import { CarregandoOuErro } from '../../../components/ui/CarregandoOuErro';

/** One's harassment-prevention situation in a sentence. */
export function frase(s: SituacaoDaPessoa): string {
  switch (s.situacao) {
    case 'nunca':
      return 'Você ainda não tem presença registrada no treinamento de prevenção ao assédio.';
    case 'vencido':
      return `Seu treinamento de prevenção ao assédio venceu em ${diaBr(s.vencimento)}. Participe do próximo.`;
    case 'a_vencer':
      return `Seu treinamento de prevenção ao assédio vence em ${diaBr(s.vencimento)}. Participe do próximo.`;
    default:
      return `Seu treinamento de prevenção ao assédio está em dia até ${diaBr(s.vencimento)}.`;
  }
}

function DigitarCodigo() {
  const [codigo, setCodigo] = useState('');
  const registrar = useRegistrarPresenca();
  const enviar = (e: FormEvent) => {
    e.preventDefault();
    registrar.mutate(codigo, { onSuccess: () => setCodigo('') });
  };
  return (
    <form className="card form treino-digitar" onSubmit={enviar}>
      <h2>Registrar minha presença</h2>
      {registrar.isError && (
        <p className="alert alert--error" role="alert">
          {registrar.error.message}
        </p>
      )}
      {registrar.isSuccess && (
        <p className="alert alert--success" role="status">
          {registrar.data.nova
            ? `Presença registrada em “${registrar.data.treinamento.titulo}”.`
            : `Sua presença em “${registrar.data.treinamento.titulo}” já estava registrada.`}
        </p>
      )}
      <div className="field">
        <label htmlFor="codigo-presenca">Código do treinamento</label>
        <input
          id="codigo-presenca"
          inputMode="numeric"
          autoComplete="off"
          maxLength={9}
          required
          aria-describedby="codigo-presenca-dica"
          value={codigo}
          onChange={(e) => setCodigo(e.target.value)}
        />
        <p id="codigo-presenca-dica" className="hint">
          Os 6 números mostrados no treinamento. Vale só no dia.
        </p>
      </div>
      <button type="submit" className="btn btn--primary btn--block" disabled={registrar.isPending}>
        {registrar.isPending ? 'Enviando...' : 'Registrar presença'}
      </button>
    </form>
  );
}

/** /meus-treinamentos: one's situation, the code field, and the trainings one attended. */
export function MeusTreinamentos() {
  const q = useMeusTreinamentos();
  return (
    <section className="page page--narrow treino-page">
      <h1>Meus Treinamentos</h1>
      <CarregandoOuErro consulta={q} />
      {q.data && (
        <div className="card treino-minha-situacao">
          <p>
            <SeloDaSituacao situacao={q.data.situacao.situacao} />
          </p>
          <p>{frase(q.data.situacao)}</p>
        </div>
      )}
      <DigitarCodigo />
      {q.data && (
        <section className="treino-secao" aria-labelledby="feitos-titulo">
          <h2 id="feitos-titulo">Treinamentos de que participei</h2>
          {q.data.treinamentos.length === 0 ? (
            <p className="muted">Nenhum ainda.</p>
          ) : (
            <ul className="treino-feitos">
              {q.data.treinamentos.map((t) => (
                <li key={t.id} className="card">
                  <strong>{t.titulo}</strong>
                  <span className="muted">
                    {diaBr(t.data)} · {ROTULOS_DOS_TEMAS[t.tema]} · {duracao(t.carga_horaria_min)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </section>
  );
}
