import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../../common/paths';
import '../styles/aviso-resposta.css';
import { useContadores } from '../../../lib/eventos-provider';

/** How long the toast stays unless closed; the badge stays until the answer is read. */
export const AVISO_DE_RESPOSTA_MS = 12_000;

/**
 * The employee's count of tickets with an answer they have not read (the stream's
 * `meus_atendimentos.respondidos`, the server's one rule: docs/product/atendimentos.md,
 * "Respostas não lidas"), or 0.
 */
const useRespondidos = () => useContadores()?.meus_atendimentos?.respondidos ?? 0;

const textoDoSelo = (n: number) =>
  n === 1 ? '1 resposta nova' : `${n} atendimentos com resposta nova`;

/**
 * The badge in the portal's frame, beside "← Voltar ao Portal", while an answer waits: the tab's
 * title is not seen on a phone. It leads to the conversation. Not on the chat itself, which
 * shows (and reads) the answer.
 */
export function SeloDeResposta() {
  const n = useRespondidos();
  const { pathname } = useLocation();
  if (n === 0 || pathname === paths.atendimento) return null;
  return (
    <Link to={paths.atendimento} className="selo-resposta">
      <span className="selo-resposta__ponto" aria-hidden="true" />
      {/* on a phone the badge keeps to the back link's row: "Suporte:" is only heard there */}
      <span className="selo-resposta__de">Suporte: </span>
      {textoDoSelo(n)}
    </Link>
  );
}

/**
 * A polite toast when support answers while the employee is elsewhere in the portal (the count
 * grows), with a link to the conversation and "Fechar aviso". The live region is always there,
 * so the arrival is announced.
 */
export function AvisoDeResposta() {
  const contadores = useContadores();
  // null until the stream's first counts: an answer already waiting at load is the badge's
  const n = contadores ? (contadores.meus_atendimentos?.respondidos ?? 0) : null;
  const { pathname } = useLocation();
  const anterior = useRef<number | null>(null);
  const [aberto, setAberto] = useState(false);

  useEffect(() => {
    if (n === null) return;
    const cresceu = anterior.current !== null && n > anterior.current;
    anterior.current = n;
    if (cresceu && pathname !== paths.atendimento) setAberto(true);
    if (n === 0) setAberto(false);
  }, [n, pathname]);

  useEffect(() => {
    if (pathname === paths.atendimento) setAberto(false);
  }, [pathname]);

  useEffect(() => {
    if (!aberto) return;
    const t = window.setTimeout(() => setAberto(false), AVISO_DE_RESPOSTA_MS);
    return () => window.clearTimeout(t);
  }, [aberto]);

  return (
    <div className="aviso-resposta" aria-live="polite">
      {aberto && (
        <div role="status" className="aviso-resposta__caixa">
          <p>
            <strong>Resposta nova do Suporte</strong> no seu atendimento.{' '}
            <Link to={paths.atendimento} onClick={() => setAberto(false)}>
              Ver a resposta
            </Link>
          </p>
          <button
            type="button"
            className="aviso-resposta__fechar"
            aria-label="Fechar aviso"
            onClick={() => setAberto(false)}
          >
            ×
          </button>
        </div>
      )}
    </div>
  );
}
