import '../conteudo.css';
import { Link, useSearchParams } from 'react-router';
import { CandidaturasRecebidas } from './CandidaturasRecebidas';
import { EmpresaDoSite } from './EmpresaDoSite';
import { GaleriaDoSite } from './GaleriaDoSite';
import { NoticiasDoSite } from './NoticiasDoSite';
import { VagasDoSite } from './VagasDoSite';

/** The screen's parts, each at `?parte=`; the openings first, what rh posts from the field. */
const PARTES = [
  { chave: 'vagas', nome: 'Vagas', Componente: VagasDoSite },
  { chave: 'candidaturas', nome: 'Candidaturas', Componente: CandidaturasRecebidas },
  { chave: 'noticias', nome: 'Notícias', Componente: NoticiasDoSite },
  { chave: 'galeria', nome: 'Galeria e fotos', Componente: GaleriaDoSite },
  { chave: 'empresa', nome: 'Dados da empresa', Componente: EmpresaDoSite },
] as const;

/**
 * "Conteúdo do Site" (admin, rh): one part at a time, chosen in the bar above. The others stay
 * mounted, only hidden, so a form half filled in one part is still there after a look at another.
 */
export function ConteudoDoSite() {
  const [params] = useSearchParams();
  const atual = PARTES.find((p) => p.chave === params.get('parte')) ?? PARTES[0];
  return (
    <div className="conteudo-editor">
      <nav className="conteudo-partes" aria-label="Partes do site">
        <ul>
          {PARTES.map((p) => (
            <li key={p.chave}>
              <Link
                to={{ search: `?parte=${p.chave}` }}
                replace
                preventScrollReset
                aria-current={p === atual ? 'page' : undefined}
              >
                {p.nome}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {PARTES.map(({ chave, Componente }) => (
        <div key={chave} hidden={chave !== atual.chave}>
          <Componente />
        </div>
      ))}
    </div>
  );
}
