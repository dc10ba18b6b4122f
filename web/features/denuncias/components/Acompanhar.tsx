import { useState, type FormEvent } from 'react';
import { DENUNCIA_STATUS_ROTULO, isStatusFinal } from '../../../../common/denuncias';
import { MESSAGE_MAX_LENGTH } from '../../../../common/constants';
import type {
  Acompanhamento,
  Credenciais,
} from '../../../../common/schemas/denuncias-acompanhamento';
import { useConsultarCaso, useEscreverNoCaso } from '../api/acompanhamento';
import { formatDataHora } from '../format';
import '../denuncias.css';

const FALHA = 'Não foi possível consultar. Tente novamente.';
const erroDe = (err: unknown) => (err instanceof Error && err.message ? err.message : FALHA);

/**
 * /denuncias/acompanhar: the reporter follows their case with the protocol and the key, without
 * an account (docs/product/denuncias.md, "Acompanhamento"). The credentials live only in this
 * screen's memory; "Sair" forgets them and what was read.
 */
export function Acompanhar() {
  const [protocolo, setProtocolo] = useState('');
  const [chave, setChave] = useState('');
  const [aberto, setAberto] = useState<{ creds: Credenciais; caso: Acompanhamento } | null>(null);
  const consultar = useConsultarCaso();

  const entrar = (e: FormEvent) => {
    e.preventDefault();
    const creds = { protocolo, chave };
    consultar.mutate(creds, {
      onSuccess: (caso) => {
        setAberto({ creds, caso });
        setChave('');
      },
    });
  };

  if (aberto) {
    return (
      <Caso
        {...aberto}
        onAtualizado={(caso) => setAberto({ ...aberto, caso })}
        onSair={() => {
          setAberto(null);
          setProtocolo('');
          consultar.reset();
        }}
      />
    );
  }
  return (
    <section className="page ouv-page ouv-acompanhar">
      <header className="ouv-head">
        <p className="ouv-eyebrow">Ouvidoria</p>
        <h1>Acompanhar denúncia</h1>
        <p className="muted">
          Informe o protocolo e a chave recebidos ao enviar a denúncia. Não é preciso entrar no
          portal: você pode usar um celular pessoal, fora da rede da empresa.
        </p>
      </header>
      <form className="card form" onSubmit={entrar}>
        {consultar.error && (
          <p className="alert alert--error" role="alert">
            {erroDe(consultar.error)}
          </p>
        )}
        <div className="field">
          <label htmlFor="acomp-protocolo">Protocolo</label>
          <input
            id="acomp-protocolo"
            required
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            value={protocolo}
            onChange={(e) => setProtocolo(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="acomp-chave">Chave</label>
          <input
            id="acomp-chave"
            required
            autoComplete="off"
            inputMode="numeric"
            spellCheck={false}
            maxLength={40}
            aria-describedby="acomp-chave-dica"
            value={chave}
            onChange={(e) => setChave(e.target.value)}
          />
          <p id="acomp-chave-dica" className="hint">
            Os 16 dígitos, com ou sem espaços. Após 5 tentativas erradas o protocolo fica bloqueado
            por 15 minutos.
          </p>
        </div>
        <button
          type="submit"
          className="btn btn--primary btn--block"
          disabled={consultar.isPending}
        >
          {consultar.isPending ? 'Consultando...' : 'Consultar'}
        </button>
      </form>
    </section>
  );
}

function Caso({
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
        <div>
          <dt>Situação</dt>
          <dd>
            <span className={`ouv-status ouv-status--${caso.status}`}>
              {DENUNCIA_STATUS_ROTULO[caso.status]}
            </span>
          </dd>
        </div>
        <div>
          <dt>Categoria</dt>
          <dd>{caso.categoria}</dd>
        </div>
        <div>
          <dt>Recebida em</dt>
          <dd>{formatDataHora(caso.criado_em)}</dd>
        </div>
      </dl>
      <h2 className="ouv-caso-titulo">Mensagens</h2>
      {caso.mensagens.length === 0 ? (
        <p className="muted">
          Nenhuma mensagem ainda. A Ouvidoria responde em até 7 dias e conclui em até 90.
        </p>
      ) : (
        <ol className="ouv-mensagens" aria-label="Mensagens da denúncia">
          {caso.mensagens.map((m) => (
            <li key={m.id} className={`ouv-mensagem ouv-mensagem--${m.autor}`}>
              <p className="ouv-mensagem__autor">
                {m.autor === 'ouvidoria' ? 'Ouvidoria' : 'Você'} · {formatDataHora(m.enviado_em)}
              </p>
              <p className="ouv-mensagem__texto">{m.texto}</p>
            </li>
          ))}
        </ol>
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
