/** A news item's address from its title: lowercase letters, digits and dashes (docs/product/conteudo.md). */
export function slugDoTitulo(titulo: string): string {
  const base = titulo
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return base || 'noticia';
}

/** `base`, or `base-2`, `base-3`… the first one not among `usados`. */
export function slugLivre(base: string, usados: readonly string[]): string {
  const ja = new Set(usados);
  if (!ja.has(base)) return base;
  for (let n = 2; ; n++) if (!ja.has(`${base}-${n}`)) return `${base}-${n}`;
}
