import { useEffect, useRef, useState } from 'react';
import { confirmarSolicitacao, type Confirmacao } from '../api/confirmar-solicitacao';
import { data } from '../../../lib/datas';

const PREFIXO = '#confirmar=';
const dia = data;

/**
 * The page the confirmation e-mail links to: /privacidade#confirmar=<token>
 * (docs/decisions/056-confirmacao-das-solicitacoes.md). The token travels in the fragment, so it
 * is never in a request line or a server log; it is read once the scripts run, sent once, and
 * taken off the address bar (also when the link is pasted into a tab already on this page). Renders nothing on a visit without it.
 */
export function ConfirmarSolicitacao() {
  const [estado, setEstado] = useState<'confirmando' | Confirmacao | null>(null);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let vivo = true;
    const ler = () => {
      const { hash, pathname, search } = window.location;
      if (!hash.startsWith(PREFIXO)) return;
      const token = decodeURIComponent(hash.slice(PREFIXO.length));
      window.history.replaceState(window.history.state, '', `${pathname}${search}`);
      setEstado('confirmando');
      void confirmarSolicitacao(token).then((r) => vivo && setEstado(r));
    };
    ler();
    // the link pasted into a tab already on this page changes only the fragment
    window.addEventListener('hashchange', ler);
    return () => {
      vivo = false;
      window.removeEventListener('hashchange', ler);
    };
  }, []);
  useEffect(() => {
    if (estado) ref.current?.scrollIntoView({ block: 'nearest' });
  }, [estado]);

  if (!estado) return null;
  return (
    <div ref={ref} className="card privacidade__confirmacao" aria-labelledby="confirmacao-titulo">
      <h2 id="confirmacao-titulo">Confirmação da sua solicitação</h2>
      {estado === 'confirmando' && <p role="status">Confirmando...</p>}
      {estado !== 'confirmando' && estado.tipo === 'ok' && (
        <div className="alert alert--success" role="status">
          <p>
            E-mail confirmado. A solicitação <strong>{estado.protocolo}</strong> foi recebida e será
            respondida até {dia(estado.prazo)}.
          </p>
          <p>
            A resposta chega neste e-mail; você também pode acompanhá-la em “Acompanhar uma
            solicitação”, mais abaixo.
          </p>
        </div>
      )}
      {estado !== 'confirmando' && estado.tipo === 'recusada' && (
        <p className="alert alert--error" role="alert">
          {estado.mensagem}
        </p>
      )}
    </div>
  );
}
