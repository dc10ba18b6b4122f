import { useSemConexao } from '../../lib/conexao';

/**
 * Shown on every page, public or portal, while the server cannot be reached: what is on screen
 * stays usable, and the person knows why nothing new arrives (docs/product/portal.md).
 */
export function SemConexao() {
  const offline = useSemConexao();
  return (
    // The live region is always there, so the notice is announced when it appears; the status
    // itself exists only while it is true (screens look up their own status messages by role).
    <div aria-live="polite">
      {offline && (
        <div role="status" className="aviso-conexao">
          <p>
            <strong>Sem conexão.</strong> Você continua vendo o que já foi carregado; o restante
            volta quando a conexão voltar.
          </p>
        </div>
      )}
    </div>
  );
}
