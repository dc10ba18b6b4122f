import { ConteudoDoSite } from '../features/conteudo/components/ConteudoDoSite';
import { portalMeta } from '../lib/meta';

export const meta = () => portalMeta('Conteúdo do Site');

/** Admin and rh: the public site's openings, news, pictures and company facts (docs/product/conteudo.md). */
export default function ConteudoDoSitePage() {
  return (
    <section className="page">
      <h1>Conteúdo do Site</h1>
      <ConteudoDoSite />
    </section>
  );
}
