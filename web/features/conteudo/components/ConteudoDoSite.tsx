import '../conteudo.css';
import { CandidaturasRecebidas } from './CandidaturasRecebidas';
import { NoticiasDoSite } from './NoticiasDoSite';
import { VagasDoSite } from './VagasDoSite';

/** "Conteúdo do Site" (admin, rh): the openings first, what rh posts from the field. */
export function ConteudoDoSite() {
  return (
    <div className="conteudo-editor">
      <VagasDoSite />
      <CandidaturasRecebidas />
      <NoticiasDoSite />
    </div>
  );
}
