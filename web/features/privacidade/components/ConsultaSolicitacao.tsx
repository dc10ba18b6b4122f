import { useState, type FormEvent } from 'react';
import type { SolicitacaoConsultada } from '../../../../common/schemas/solicitacoes-privacidade';
import {
  CONSULTA_ERROS,
  ROTULOS_DOS_STATUS,
  ROTULOS_DOS_TIPOS,
  type TipoDeSolicitacao,
} from '../../../../common/solicitacoes-privacidade';
import { EnviarAposScripts } from '../../../components/ui/EnviarAposScripts';
import { useConsultarSolicitacao } from '../api/consultar-solicitacao';
import { data } from '../../../lib/datas';

const dia = data;

function Resultado({ s }: { s: SolicitacaoConsultada }) {
  return (
    <div className="alert privacidade__consultada" role="status">
      <p>
        <strong>{s.protocolo}</strong> — {ROTULOS_DOS_TIPOS[s.tipo as TipoDeSolicitacao] ?? s.tipo}:{' '}
        <strong>{ROTULOS_DOS_STATUS[s.status]}</strong>
      </p>
      <p>
        Recebida em {dia(s.criado_em)}
        {s.respondida_em
          ? `, respondida em ${dia(s.respondida_em)}.`
          : `; resposta até ${dia(s.prazo)}.`}
      </p>
      {s.complemento && !s.resposta && (
        <>
          <p>
            <strong>Pedimos mais informações:</strong>
          </p>
          <p className="privacidade__texto">{s.complemento}</p>
          <p>Responda ao encarregado, pelo e-mail indicado neste aviso, citando o protocolo.</p>
        </>
      )}
      {s.resposta && (
        <>
          <p>
            <strong>Resposta:</strong>
          </p>
          <p className="privacidade__texto">{s.resposta}</p>
        </>
      )}
    </div>
  );
}

/**
 * "Acompanhar uma solicitação" on /privacidade (docs/product/privacidade.md): the protocol and
 * the e-mail of a confirmed request show its status and answer — also when no e-mail could
 * carry the answer. Either one wrong gets the same message. Read from the form itself, like the
 * request form above it.
 */
export function ConsultaSolicitacao() {
  const { consultar, consultando } = useConsultarSolicitacao();
  const [resultado, setResultado] = useState<SolicitacaoConsultada | null>(null);
  const [aviso, setAviso] = useState<{ texto: string; n: number } | null>(null);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setResultado(null);
    setAviso(null);
    const data = new FormData(e.currentTarget);
    const protocolo = String(data.get('protocolo') ?? '').trim();
    const email = String(data.get('email') ?? '').trim();
    const falta = !protocolo ? CONSULTA_ERROS.protocolo : !email ? CONSULTA_ERROS.email : null;
    if (falta) return setAviso({ texto: falta, n: Date.now() });
    const r = await consultar({ protocolo, email });
    if (r.tipo === 'ok') setResultado(r.solicitacao);
    else setAviso({ texto: r.mensagem, n: Date.now() });
  };

  return (
    <form
      id="consulta"
      className="form privacidade__form card"
      onSubmit={submit}
      noValidate
      aria-labelledby="consulta-titulo"
    >
      <h3 id="consulta-titulo">Acompanhar uma solicitação</h3>
      <p className="hint">
        Com o protocolo e o e-mail de uma solicitação já confirmada, veja a situação e a resposta.
      </p>
      <div className="field">
        <label htmlFor="consulta-protocolo">Protocolo</label>
        <input
          id="consulta-protocolo"
          name="protocolo"
          autoComplete="off"
          placeholder="LGPD-XXXX-XXXX-XXXX"
          maxLength={40}
        />
      </div>
      <div className="field">
        <label htmlFor="consulta-email">E-mail da solicitação</label>
        <input id="consulta-email" name="email" type="email" autoComplete="email" maxLength={200} />
      </div>
      {/* a <div>: the button comes with its reason, a <p>, which a <p> cannot hold */}
      <div className="privacidade__envio">
        <EnviarAposScripts
          className="btn btn--secondary"
          ocupado={consultando}
          rotulo="Consultar"
          rotuloOcupado="Consultando..."
          id="consulta-preparando"
          preparando="Preparando a consulta..."
          semScript="Sem JavaScript a consulta não pode ser feita: escreva ao encarregado pelo e-mail acima."
        />
      </div>
      {aviso && (
        <p key={aviso.n} className="alert alert--error" role="alert">
          {aviso.texto}
        </p>
      )}
      {resultado && <Resultado s={resultado} />}
    </form>
  );
}
