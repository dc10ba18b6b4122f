/** "123456" → "123 456": read aloud and typed in two halves. */
export const codigoLegivel = (c: string) => `${c.slice(0, 3)} ${c.slice(3)}`;

/** The code as the room sees it, large, on the training's day. */
export function CodigoDePresenca({ codigo }: { codigo: string }) {
  return (
    <div className="card treino-codigo">
      <p className="muted">Código de presença (vale só no dia do treinamento)</p>
      <p className="treino-codigo__numero" aria-label={`Código ${codigo.split('').join(' ')}`}>
        {codigoLegivel(codigo)}
      </p>
      <p className="muted">
        Cada pessoa digita este código em Meus Treinamentos, no portal, pelo celular.
      </p>
    </div>
  );
}
