/** The field where a signed-in person confirms who they are with their current password. */
export function CampoSenhaAtual({
  id,
  rotulo = 'Sua senha',
  valor,
  aoMudar,
  dica,
}: {
  id: string;
  rotulo?: string;
  valor: string;
  aoMudar: (valor: string) => void;
  dica?: string;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{rotulo}</label>
      <input
        id={id}
        name="senha"
        type="password"
        autoComplete="current-password"
        required
        value={valor}
        onChange={(e) => aoMudar(e.target.value)}
      />
      {dica && <p className="muted">{dica}</p>}
    </div>
  );
}
