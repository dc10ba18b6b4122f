import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../common/paths';
import type { AlterarAtendimentoBody, Atendimento } from '../../../../common/schemas/atendimentos';
import {
  ETAPAS_MANUAIS,
  PRIORIDADES,
  preencherResposta,
  type Etapa,
  type Prioridade,
} from '../../../../common/atendimentos';
import { useSession } from '../../../lib/session';
import { useAlterarAtendimento, useAnotar, useNotas } from '../api/gestao';
import { useRespostasProntas } from '../api/respostas-prontas';
import { formatDateTime } from '../format';
import { ROTULO_ETAPA, ROTULO_PRIORIDADE, prazoParaEquipe } from '../prazo-texto';
import { SlaBadge } from './SlaBadge';

/**
 * Beside the staff chat: who has the ticket ("Assumir"), its priority and stage, its due times,
 * the ready answers and the internal notes (never shown to the employee).
 */
export function GestaoDoAtendimento({
  atendimento: a,
  onResposta,
}: {
  atendimento: Atendimento;
  /** a ready answer chosen, with `{nome}` filled in */
  onResposta: (texto: string) => void;
}) {
  const session = useSession();
  const alterar = useAlterarAtendimento(a.id);
  const ids = { prioridade: useId(), etapa: useId(), resposta: useId(), nota: useId() };
  const aberto = a.status === 'aberto';
  const meu = a.responsavel_id === session?.user.id;
  const mudar = (body: AlterarAtendimentoBody) => alterar.mutate(body);

  return (
    <aside className="card suporte-gestao" aria-label="Gestão do atendimento">
      <h2>Gestão</h2>
      <dl className="suporte-gestao__dados">
        <div>
          <dt>Responsável</dt>
          <dd>{a.responsavel_nome ?? 'Ninguém ainda'}</dd>
        </div>
        <div>
          <dt>Prazo</dt>
          <dd>
            <SlaBadge a={a} /> {prazoParaEquipe(a)}
          </dd>
        </div>
        <div>
          <dt>Primeira resposta até</dt>
          <dd>{formatDateTime(a.primeira_resposta_ate)}</dd>
        </div>
        <div>
          <dt>Solução até</dt>
          <dd>{a.pausado && !a.resolvido_em ? 'pausado' : formatDateTime(a.resolucao_ate)}</dd>
        </div>
      </dl>
      {aberto && !meu && session && (
        <button
          type="button"
          className="btn btn--primary btn--small btn--block"
          disabled={alterar.isPending}
          onClick={() => mudar({ responsavel_id: session.user.id })}
        >
          Assumir
        </button>
      )}
      <div className="suporte-gestao__campos">
        <label htmlFor={ids.prioridade}>Prioridade</label>
        <select
          id={ids.prioridade}
          className="input"
          value={a.prioridade}
          disabled={!aberto || alterar.isPending}
          onChange={(e) => mudar({ prioridade: e.target.value as Prioridade })}
        >
          {PRIORIDADES.map((p) => (
            <option key={p} value={p}>
              {ROTULO_PRIORIDADE[p]}
            </option>
          ))}
        </select>
        <label htmlFor={ids.etapa}>Etapa</label>
        <select
          id={ids.etapa}
          className="input"
          value={a.etapa}
          disabled={!aberto || alterar.isPending}
          onChange={(e) => mudar({ etapa: e.target.value as (typeof ETAPAS_MANUAIS)[number] })}
        >
          {(a.etapa === 'novo' ? (['novo', ...ETAPAS_MANUAIS] as Etapa[]) : ETAPAS_MANUAIS).map(
            (e) => (
              <option key={e} value={e} disabled={e === 'novo'}>
                {ROTULO_ETAPA[e]}
              </option>
            ),
          )}
        </select>
      </div>
      {alterar.isError && (
        <p className="alert alert--error" role="alert">
          {alterar.error.message}
        </p>
      )}
      {aberto && (
        <RespostasProntas id={ids.resposta} nome={a.nome_usuario} onResposta={onResposta} />
      )}
      <Notas atendimentoId={a.id} campoId={ids.nota} />
    </aside>
  );
}

function RespostasProntas(props: { id: string; nome: string; onResposta: (t: string) => void }) {
  const respostas = useRespostasProntas();
  return (
    <div className="suporte-gestao__respostas">
      <label htmlFor={props.id}>Respostas prontas</label>
      <select
        id={props.id}
        className="input"
        value=""
        onChange={(e) => {
          const r = respostas.data?.find((x) => String(x.id) === e.target.value);
          if (r) props.onResposta(preencherResposta(r.texto, props.nome));
        }}
      >
        <option value="">
          {respostas.data?.length === 0 ? 'Nenhuma cadastrada' : 'Inserir uma resposta...'}
        </option>
        {respostas.data?.map((r) => (
          <option key={r.id} value={r.id}>
            {r.titulo}
          </option>
        ))}
      </select>
      <Link to={paths.respostasProntas} className="hint">
        Gerenciar respostas prontas
      </Link>
    </div>
  );
}

function Notas({ atendimentoId, campoId }: { atendimentoId: number; campoId: string }) {
  const notas = useNotas(atendimentoId);
  const anotar = useAnotar(atendimentoId);
  const [texto, setTexto] = useState('');
  const enviar = (e: FormEvent) => {
    e.preventDefault();
    if (!texto.trim()) return;
    anotar.mutate(texto, { onSuccess: () => setTexto('') });
  };
  return (
    <section className="suporte-notas" aria-labelledby={`${campoId}-titulo`}>
      <h3 id={`${campoId}-titulo`}>Notas internas</h3>
      <p className="hint">Visíveis só para a equipe; o colaborador não as vê.</p>
      {notas.data?.length ? (
        <ol className="suporte-notas__lista">
          {notas.data.map((n) => (
            <li key={n.id}>
              <p>{n.texto}</p>
              <small>
                {n.autor_nome} · {formatDateTime(n.criado_em)}
              </small>
            </li>
          ))}
        </ol>
      ) : (
        <p className="muted">{notas.isPending ? 'Carregando notas...' : 'Nenhuma nota ainda.'}</p>
      )}
      <form onSubmit={enviar} className="suporte-notas__form">
        <label htmlFor={campoId} className="visually-hidden">
          Nova nota interna
        </label>
        <textarea
          id={campoId}
          className="input"
          rows={2}
          placeholder="Escreva uma nota para a equipe..."
          value={texto}
          onChange={(e) => setTexto(e.target.value)}
        />
        {anotar.isError && (
          <p className="alert alert--error" role="alert">
            {anotar.error.message}
          </p>
        )}
        <button type="submit" className="btn btn--secondary btn--small" disabled={anotar.isPending}>
          Salvar nota
        </button>
      </form>
    </section>
  );
}
