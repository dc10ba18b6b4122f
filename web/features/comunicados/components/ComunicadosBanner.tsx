import { useRef } from 'react';
import { useSession } from '../../../lib/session';
import { useDispensarComunicado } from '../api/dispensar-comunicado';
import { useMeusComunicados } from '../api/get-meus-comunicados';
import '../comunicados.css';
import { dataHora } from '../../../lib/datas';

const quando = dataHora;

/** After the last notice is dismissed, the page's heading takes the focus the button had. */
function focarTitulo() {
  const h1 = document.querySelector<HTMLElement>('.portal h1');
  if (!h1) return;
  if (!h1.hasAttribute('tabindex')) h1.setAttribute('tabindex', '-1');
  h1.focus();
}

/**
 * The company's notices to the person (docs/product/incidentes.md, "Comunicados"), above every
 * portal screen until they dismiss each one; the dismissal is kept by the server, so a notice
 * does not come back on another device.
 */
export function ComunicadosBanner() {
  const session = useSession();
  const lista = useMeusComunicados(!!session);
  const dispensar = useDispensarComunicado();
  const regiao = useRef<HTMLElement>(null);
  const comunicados = lista.data ?? [];
  if (comunicados.length === 0) return null;
  const aoDispensar = (id: number) =>
    dispensar.mutate(id, {
      onSuccess: () => {
        const resto = comunicados.filter((c) => c.id !== id);
        if (resto.length === 0) focarTitulo();
        else regiao.current?.querySelector<HTMLElement>('button')?.focus();
      },
    });
  return (
    <section className="comunicados" aria-label="Comunicados da empresa" ref={regiao}>
      {comunicados.map((c) => (
        <article
          key={c.id}
          className="comunicado"
          aria-labelledby={`comunicado-${c.id}`}
          aria-describedby={`comunicado-${c.id}-texto`}
        >
          <h2 id={`comunicado-${c.id}`} className="comunicado__titulo">
            {c.titulo}
          </h2>
          <p className="comunicado__data">
            Enviado em <time dateTime={c.criado_em}>{quando(c.criado_em)}</time>
          </p>
          <p id={`comunicado-${c.id}-texto`} className="comunicado__texto">
            {c.texto}
          </p>
          <button
            type="button"
            className="btn btn--primary btn--small"
            // one name per "Li e estou ciente" of the page: the code of conduct has its own
            aria-label={`Li e estou ciente do comunicado “${c.titulo}”, enviado em ${quando(c.criado_em)}`}
            disabled={dispensar.isPending && dispensar.variables === c.id}
            onClick={() => aoDispensar(c.id)}
          >
            Li e estou ciente
          </button>
          {dispensar.isError && dispensar.variables === c.id && (
            <p className="alert alert--error" role="alert">
              {dispensar.error.message}
            </p>
          )}
        </article>
      ))}
    </section>
  );
}
