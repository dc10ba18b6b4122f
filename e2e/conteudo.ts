/** The site's content the specs publish through the API: a harvest article and a harvest opening. */

/** A published article with a heading, bold text and a list in its body. */
export const noticiaDaSafra = (titulo: string) => ({
  titulo,
  resumo: 'A safra começou com bom rendimento nos primeiros talhões.',
  corpo: '## Primeiros talhões\n\nA colheita começou **bem** em Araguari.\n\n- Soja\n- Milho',
  rascunho: false,
});

/** An opening on the site until 2099. */
export const vagaDeSafra = (titulo: string) => ({
  titulo,
  local: 'Fazenda Santa Marta, Araguari (MG)',
  tipo: 'safra',
  descricao: 'Operar a colhedora na safra de soja.',
  requisitos: 'CNH categoria C.',
  aberta: true,
  encerra_em: '2099-01-31',
});
