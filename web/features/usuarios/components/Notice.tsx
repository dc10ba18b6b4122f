/**
 * A message containing "sucesso" is green, any other red (spec: Editar Usuário). Both live
 * regions are always in the page, so screen readers announce the text when it arrives.
 */
export function Notice({ text }: { text: string | null }) {
  const ok = text?.includes('sucesso') ?? false;
  return (
    <div className="users-notice">
      <div role="status">{text && ok && <p className="alert alert--success">{text}</p>}</div>
      <div role="alert">{text && !ok && <p className="alert alert--error">{text}</p>}</div>
    </div>
  );
}
