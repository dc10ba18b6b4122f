import { Fragment } from 'react';
import { blocosDoTexto } from '../formato';

/**
 * The code's title and text, drawn from the simple format of ../formato.ts as React elements:
 * never as HTML. `nivelDoTitulo`: the heading level of the title (1 on its own screen, 2 in the
 * preview); the text's headings follow below it.
 */
export function TextoDoCodigo({
  titulo,
  texto,
  nivelDoTitulo = 1,
}: {
  titulo: string;
  texto: string;
  nivelDoTitulo?: 1 | 2;
}) {
  const Titulo = nivelDoTitulo === 1 ? 'h1' : 'h2';
  const desloca = nivelDoTitulo - 1;
  return (
    <>
      <Titulo>{titulo}</Titulo>
      <div className="conduta-texto">
        {blocosDoTexto(texto).map((b, i) => {
          if (b.tipo === 'titulo') {
            const H = `h${Math.min(b.nivel + desloca, 4)}` as 'h2' | 'h3' | 'h4';
            return <H key={i}>{b.texto}</H>;
          }
          if (b.tipo === 'lista') {
            return (
              <ul key={i}>
                {b.itens.map((item, j) => (
                  <li key={j}>{item}</li>
                ))}
              </ul>
            );
          }
          return (
            <p key={i}>
              {b.linhas.map((l, j) => (
                <Fragment key={j}>
                  {j > 0 && <br />}
                  {l}
                </Fragment>
              ))}
            </p>
          );
        })}
      </div>
    </>
  );
}
