/**
 * What a screen says while its data loads ("Carregando..."), or, when it could not be loaded, the
 * server's message; nothing once the data is there.
 */
export function CarregandoOuErro({
  consulta,
}: {
  consulta: { isPending: boolean; isError: boolean; error: Error | null };
}) {
  if (consulta.isPending) return <p role="status">Carregando...</p>;
  if (consulta.isError) {
    return (
      <p className="alert alert--error" role="alert">
        {consulta.error?.message}
      </p>
    );
  }
  return null;
}
