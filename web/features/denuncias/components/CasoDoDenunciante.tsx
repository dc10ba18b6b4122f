import { useState, type FormEvent } from 'react';
import { MESSAGE_MAX_LENGTH } from '../../../../common/constants';
import { isStatusFinal } from '../../../../common/denuncias';
import type {
  Acompanhamento,
  Credenciais,
} from '../../../../common/schemas/denuncias-acompanhamento';
import { useConsultarCaso, useEnviarAnexo, useEscreverNoCaso } from '../api/acompanhamento';
import { AnexosField } from './AnexosField';
import { CamposDoCaso, Mensagens } from './Mensagens';

const FALHA = 'Não foi possível consultar. Tente novamente.';
export const erroDe = (err: unknown) => (err instanceof Error && err.message ? err.message : FALHA);

/** The reporter's view of their case: status, messages, evidence, and what they may add. */
export function CasoDoDenunciante({
  creds,
  caso,
  onAtualizado,
  onSair,
}: {
  creds: Credenciais;
  caso: Acompanhamento;
  onAtualizado: (caso: Acompanhamento) => void;
  onSair: () => void;
}) {
  const [texto, setTexto] = useState('');
  const escrever = useEscreverNoCaso();
  const consultar = useConsultarCaso();
  const anexar = useEnviarAnexo();
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [rodada, setRodada] = useState(0);
  const enviarArquivo = (e: FormEvent) => {
    e.preventDefault();
    if (!arquivo) return;
    anexar.mutate(
      { creds, file: arquivo },
      {
        onSuccess: () => {
          setArquivo(null);
          setRodada((n) => n + 1);
          consultar.mutate(creds, { onSuccess: onAtualizado });
        },
      },
    );
  };
  const encerrada = isStatusFinal(caso.status);

  const enviar = (e: FormEvent) => {
    e.preventDefault();
    escrever.mutate(
      { ...creds, texto },
      {
        onSuccess: () => {
          setTexto('');
          consultar.mutate(creds, { onSuccess: onAtualizado });
        },
      },
    );
  };

  return (
    <section className="page ouv-page ouv-acompanhar">
      <header className="ouv-head ouv-caso-head">
        <div>
          <p className="ouv-eyebrow">Ouvidoria · Protocolo {caso.protocolo}</p>
          <h1>Sua denúncia</h1>
        </div>
        <button type="button" className="btn btn--secondary" onClick={onSair}>
          Sair
        </button>
      </header>
      <dl className="card ouv-caso-resumo">
        <CamposDoCaso caso={caso} rotuloStatus="Situação" />
      </dl>
      <h2 className="ouv-caso-titulo">Mensagens</h2>
      {caso.mensagens.length === 0 ? (
        <p className="muted">
          Nenhuma mensagem ainda. A Ouvidoria responde em até 7 dias e conclui em até 90.
        </p>
      ) : (
        <Mensagens
          mensagens={caso.mensagens}
          label="Mensagens da denúncia"
          minhas="denunciante"
          autor={(m) => (m.autor === 'ouvidoria' ? 'Ouvidoria' : 'Você')}
        />
      )}
      {caso.anexos.length > 0 && (
        <>
          <h2 className="ouv-caso-titulo">Seus anexos</h2>
          <ul className="ouv-anexos">
            {caso.anexos.map((a, i) => (
              <li key={i}>
                {a.nome}{' '}
                <span className="muted">({Math.max(1, Math.round(a.tamanho / 1024))} KB)</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {!encerrada && (
        <form className="card form ouv-escrever" onSubmit={enviarArquivo}>
          {anexar.error && (
            <p className="alert alert--error" role="alert">
              {erroDe(anexar.error)}
            </p>
          )}
          <AnexosField
            key={rodada}
            id="acomp-anexo"
            multiple={false}
            onChange={(files) => setArquivo(files[0] ?? null)}
          />
          <button
            type="submit"
            className="btn btn--secondary"
            disabled={!arquivo || anexar.isPending}
          >
            {anexar.isPending ? 'Enviando...' : 'Enviar anexo'}
          </button>
        </form>
      )}
      {encerrada ? (
        <p className="alert alert--info" role="status">
          Esta denúncia foi encerrada e não recebe mais mensagens.
        </p>
      ) : (
        <form className="card form" onSubmit={enviar}>
          {escrever.error && (
            <p className="alert alert--error" role="alert">
              {erroDe(escrever.error)}
            </p>
          )}
          <div className="field">
            <label htmlFor="acomp-texto">Escrever à Ouvidoria</label>
            <textarea
              id="acomp-texto"
              required
              rows={4}
              maxLength={MESSAGE_MAX_LENGTH}
              value={texto}
              onChange={(e) => setTexto(e.target.value)}
            />
          </div>
          <button type="submit" className="btn btn--primary" disabled={escrever.isPending}>
            {escrever.isPending ? 'Enviando...' : 'Enviar mensagem'}
          </button>
        </form>
      )}
    </section>
  );
}
