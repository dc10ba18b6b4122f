import { DENUNCIA_CATEGORIAS } from '../../../../common/denuncias';

/** What a staff screen says while its data loads, or when it could not be loaded. */
export function EstadoDaConsulta({
  consulta,
  carregando,
  erro,
}: {
  consulta: { isPending: boolean; isError: boolean };
  carregando: string;
  erro: string;
}) {
  if (consulta.isPending) {
    return (
      <p role="status" className="ouv-state">
        {carregando}
      </p>
    );
  }
  if (consulta.isError) {
    return (
      <p className="alert alert--error" role="alert">
        {erro}
      </p>
    );
  }
  return null;
}

/** The seven categories as options, in the form's order. */
export function OpcoesDeCategoria() {
  return DENUNCIA_CATEGORIAS.map((c) => (
    <option key={c} value={c}>
      {c}
    </option>
  ));
}
