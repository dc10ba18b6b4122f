import {
  ROTULOS_DOS_TIPOS,
  TIPOS_DE_SOLICITACAO,
} from '../../../../common/solicitacoes-privacidade';

/** The kinds of request a person may choose, after a "choose one" line (both request forms). */
export function OpcoesDoTipo() {
  return (
    <>
      <option value="">Selecione o tipo de solicitação</option>
      {TIPOS_DE_SOLICITACAO.map((t) => (
        <option key={t} value={t}>
          {ROTULOS_DOS_TIPOS[t]}
        </option>
      ))}
    </>
  );
}
