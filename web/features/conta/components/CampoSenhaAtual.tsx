/** The field where a signed-in person confirms who they are with their current password. */
export function CampoSenhaAtual({
  id,
  rotulo = 'Sua senha',
  valor,
  aoMudar,
  dica,
  mostrar = false,
}: {
  id: string;
  rotulo?: string;
  valor: string;
  aoMudar: (valor: string) => void;
  dica?: string;
  /** shown as typed ("Mostrar senha") */
  mostrar?: boolean;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{rotulo}</label>
      <input
        id={id}
        name="senha"
        type={mostrar ? 'text' : 'password'}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        autoComplete="current-password"
        required
        value={valor}
        onChange={(e) => aoMudar(e.target.value)}
      />
      {dica && <p className="muted">{dica}</p>}
    </div>
  );
}
