import { useLinks } from '../api/get-links';

export function DashboardLinks() {
  const links = useLinks();
  return (
    <section className="page">
      <h1>Dashboards ISM</h1>
      <p className="muted">Os relatórios abrem em uma nova aba.</p>
      {links.isPending && <p role="status">Carregando...</p>}
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
