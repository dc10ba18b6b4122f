/**
 * Where a person led to the Código de Conduta was going (docs/product/conduta.md, "Leading to the
 * code"): the portal's guard puts it in `?voltar=`, and "Continuar" goes there once they have
 * acknowledged. Only a path of this portal is followed: anything else goes to the portal's home.
 */
import { paths } from '../../../common/paths';

const PARAMETRO = 'voltar';

/** The code's address for someone who was opening `destino` (a path with its query). */
export function codigoParaQuemIa(destino: string): string {
  if (destino === paths.portal || destino.startsWith(paths.codigoDeConduta)) {
    return paths.codigoDeConduta;
  }
  return `${paths.codigoDeConduta}?${new URLSearchParams({ [PARAMETRO]: destino })}`;
}

/** Where "Continuar" leads, from the code's query string. */
export function destinoDepoisDaCiencia(search: URLSearchParams): string {
  const destino = search.get(PARAMETRO) ?? '';
  // a path of this origin: one slash, not "//host" nor "/\host", no scheme
  const proprio = /^\/(?![/\\])/.test(destino) && !destino.startsWith(paths.codigoDeConduta);
  return proprio ? destino : paths.portal;
}
