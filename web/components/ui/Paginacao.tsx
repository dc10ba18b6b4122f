/**
 * "Anterior · Página N de M · Próxima" under a paged staff list (the help desk's panel, the
 * applications received). The caller shows it only when there is more than one page.
 */
export function Paginacao({
  pagina,
  paginas,
  irPara,
  rotulo,
  className,
}: {
  pagina: number;
  paginas: number;
  irPara: (pagina: number) => void;
  /** the nav's accessible name, "Páginas do painel" */
  rotulo: string;
  className: string;
}) {
  return (
    <nav className={className} aria-label={rotulo}>
      <button
        type="button"
        className="btn btn--secondary btn--small"
        disabled={pagina <= 1}
        onClick={() => irPara(pagina - 1)}
      >
        Anterior
      </button>
      <span>
        Página {pagina} de {paginas}
      </span>
      <button
        type="button"
        className="btn btn--secondary btn--small"
        disabled={pagina >= paginas}
        onClick={() => irPara(pagina + 1)}
      >
        Próxima
      </button>
    </nav>
  );
}
