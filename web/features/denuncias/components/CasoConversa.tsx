import { useState, type FormEvent } from 'react';
import { isStatusFinal } from '../../../../common/denuncias';
import type { DenunciaCaso } from '../../../../common/schemas/denuncias-gestao';
import { useAnotar, useEscreverAoDenunciante } from '../api/caso';
import { Mensagens } from './Mensagens';
import { formatDataHora } from '../format';

/** A text box and its button, cleared once the server took the text. */
function Escrever({
  id,
  label,
  botao,
  enviar,
}: {
  id: string;
  label: string;
  botao: string;
  enviar: ReturnType<typeof useAnotar>;
}) {
  const [texto, setTexto] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    enviar.mutate(texto, { onSuccess: () => setTexto('') });
  };
  return (
    <form className="form ouv-escrever" onSubmit={submit}>
      {enviar.error && (
        <p className="alert alert--error" role="alert">
          {enviar.error.message || 'Falha ao enviar. Tente novamente.'}
        </p>
      )}
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <textarea
          id={id}
          rows={3}
          required
          value={texto}
          onChange={(e) => setTexto(e.target.value)}
        />
      </div>
      <button type="submit" className="btn btn--secondary" disabled={enviar.isPending}>
        {enviar.isPending ? 'Enviando...' : botao}
      </button>
    </form>
  );
}

/** Messages with the reporter, internal notes, evidence and history of a case. */
export function CasoConversa({ caso }: { caso: DenunciaCaso }) {
  const escrever = useEscreverAoDenunciante(caso.id);
  const anotar = useAnotar(caso.id);
  return (
    <>
      <h2 className="ouv-caso-titulo">Mensagens com o denunciante</h2>
      {caso.mensagens.length === 0 ? (
        <p className="muted">Nenhuma mensagem. A primeira cumpre o prazo de confirmação.</p>
      ) : (
        <Mensagens
          mensagens={caso.mensagens}
          label="Mensagens com o denunciante"
          minhas="ouvidoria"
          autor={(m) => (m.autor === 'ouvidoria' ? 'Ouvidoria' : 'Denunciante')}
        />
      )}
      {!isStatusFinal(caso.status) && (
        <Escrever
          id="caso-escrever"
          label="Escrever ao denunciante"
          botao="Enviar mensagem"
          enviar={escrever}
        />
      )}

      <h2 className="ouv-caso-titulo">Notas internas</h2>
      <p className="hint">Visíveis só para a equipe; nunca chegam ao denunciante.</p>
      {caso.notas.length > 0 && (
        <ul className="ouv-notas">
          {caso.notas.map((n) => (
            <li key={n.id}>
              <p className="ouv-mensagem__autor">
                {n.autor_nome} · {formatDataHora(n.criado_em)}
              </p>
              <p className="ouv-mensagem__texto">{n.texto}</p>
            </li>
          ))}
        </ul>
      )}
      <Escrever id="caso-nota" label="Nova nota interna" botao="Anotar" enviar={anotar} />

      <h2 className="ouv-caso-titulo">Anexos</h2>
      {caso.anexos.length === 0 ? (
        <p className="muted">Nenhum anexo.</p>
      ) : (
        <ul className="ouv-anexos">
          {caso.anexos.map((a) => (
            <li key={a.id}>
              <a href={a.url} target="_blank" rel="noopener noreferrer">
                {a.nome}
              </a>{' '}
              <span className="muted">
                ({Math.max(1, Math.round(a.tamanho / 1024))} KB · {formatDataHora(a.enviado_em)})
              </span>
            </li>
          ))}
        </ul>
      )}

      <h2 className="ouv-caso-titulo">Histórico</h2>
      {caso.historico.length === 0 ? (
        <p className="muted">Nada registrado ainda.</p>
      ) : (
        <ol className="ouv-historico">
          {caso.historico.map((h, i) => (
            <li key={i}>
              {formatDataHora(h.em)} — {h.acao}
              {h.autor_nome ? ` (${h.autor_nome})` : ''}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
