import { useSemConexao } from '../../lib/conexao';

/**
 * Shown on every page, public or portal, while the server cannot be reached: what is on screen
 * stays usable, and the person knows why nothing new arrives (docs/product/portal.md).
 */
export function SemConexao() {
  const offline = useSemConexao();
  return (
    <div role="status" className={offline ? 'aviso-conexao' : undefined}>
      {offline && (
        <p>
          <strong>Sem conexão.</strong> Você continua vendo o que já foi carregado; o restante volta
          quando a conexão voltar.
        </p>
      )}
    </div>
  );
}
