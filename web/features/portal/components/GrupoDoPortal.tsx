import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { GRUPOS_DO_PORTAL, type GrupoDoPortal as Grupo, type PortalButton } from '../buttons';

/**
 * One group of the portal's tiles: its title, what waits for the person in it (a short list,
 * each line a count from the live stream or a summary), then its tiles. A tile's own badge says
 * what waits behind it.
 */
export function GrupoDoPortal({
  id,
  grupo,
  botoes,
  aviso,
  aguarda,
  nadaPendente,
  antes,
  compacto = false,
  children,
}: {
  id: string;
  grupo: Grupo;
  botoes: readonly PortalButton[];
  aviso: (to: string) => string | null;
  /** lines such as "Suporte: 2 novos · 1 em risco"; null while the counts are not in yet */
  aguarda: string[] | null;
  /** said when every count is in and nothing waits; nothing said when absent */
  nadaPendente?: string;
  antes?: ReactNode;
  compacto?: boolean;
  children?: ReactNode;
}) {
  const titulo = `grupo-${id}`;
  return (
    <section className={`portal-grupo portal-grupo--${id}`} aria-labelledby={titulo}>
      <div className="portal-grupo__cabeca">
        <h2 id={titulo}>{GRUPOS_DO_PORTAL[grupo]}</h2>
        {aguarda && aguarda.length > 0 ? (
          <ul className="portal-aguarda" aria-label="O que aguarda você">
            {aguarda.map((linha) => (
              <li key={linha}>{linha}</li>
            ))}
          </ul>
        ) : aguarda && nadaPendente ? (
          <p className="portal-aguarda portal-aguarda--nada">{nadaPendente}</p>
        ) : null}
      </div>
      {antes}
      <ul className={`portal-grid${compacto ? ' portal-grid--compacta' : ''}`}>
        {botoes.map((b) => {
          const badge = aviso(b.to);
          return (
            <li key={b.to}>
              <Link to={b.to} className="portal-tile">
                <span className="portal-tile__label">{b.label}</span>
                <span className="portal-tile__desc">{b.description}</span>
                {badge && <span className="portal-tile__badge">{badge}</span>}
              </Link>
            </li>
          );
        })}
      </ul>
      {children}
    </section>
  );
}
