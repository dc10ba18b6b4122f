import { useSemConexao } from '../../../lib/conexao';
import { useLinks } from '../api/get-links';

export const DASHBOARDS_SEM_CONEXAO =
  'Os relatórios precisam de conexão com a internet. Conecte-se e eles aparecem aqui.';

/**
 * Dashboards ISM. Without a connection the list cannot be asked for (the data cache waits for
 * the network), so the screen says so instead of "Carregando..." for ever; it loads by itself
 * once the connection is back.
 */
export function DashboardLinks() {
  const links = useLinks();
  const offline = useSemConexao();
  const esperando = links.isPending && (offline || links.fetchStatus === 'paused');
  return (
    <section className="page">
      <h1>Dashboards ISM</h1>
      <p className="muted">Os relatórios abrem em uma nova aba.</p>
      {esperando ? (
        <p className="alert alert--info">{DASHBOARDS_SEM_CONEXAO}</p>
      ) : (
        links.isPending && <p role="status">Carregando...</p>
      )}
      {links.isError && (
        <p className="alert alert--error" role="alert">
          Não foi possível carregar os relatórios.
        </p>
      )}
      {links.data && (
        <ul className="portal-grid">
          {links.data.map((l) => (
            <li key={l.id}>
              <a className="portal-tile" href={l.url} target="_blank" rel="noopener noreferrer">
                <span className="portal-tile__label">{l.label}</span>
                <span className="portal-tile__desc">Abre em nova aba</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
