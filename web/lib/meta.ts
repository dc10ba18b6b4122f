import { conteudoDaPagina } from '../content/conteudo-do-site';

/** Title, description and Open Graph tags of a page. */
export function pageMeta(
  title: string,
  description: string,
  path = '/',
  type: 'website' | 'article' = 'website',
) {
  const fullTitle = `${title} | ${conteudoDaPagina().empresa.name}`;
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:type', content: type },
    { property: 'og:locale', content: 'pt_BR' },
    { property: 'og:url', content: path },
    { property: 'og:image', content: '/og-image.png' },
  ];
}

/** Portal pages are private: not indexed. */
export function portalMeta(title: string) {
  return [{ title: `${title} | Portal do Colaborador` }, { name: 'robots', content: 'noindex' }];
}
