/**
 * A version's fingerprint (SHA-256 of its title and text: docs/product/conduta.md), shortened,
 * the whole of it one click away.
 */
export function Impressao({ sha256 }: { sha256: string }) {
  return (
    <details className="conduta-impressao">
      <summary>
        Impressão digital: <code>{sha256.slice(0, 12)}…</code>
      </summary>
      <p>
        SHA-256 do título e do texto desta versão:{' '}
        <code className="conduta-impressao__completa">{sha256}</code>
      </p>
    </details>
  );
}
