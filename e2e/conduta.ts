/** The Código de Conduta the specs publish: a title, sections, a list and HTML that must stay text. */
export const TITULO_DO_CODIGO = 'Código de Conduta da Fazenda';

export const TEXTO_DO_CODIGO = [
  '## Respeito',
  '',
  'Tratamos colegas, clientes e parceiros com respeito.',
  '',
  '## Assédio',
  '',
  'Não toleramos assédio moral ou sexual:',
  '',
  '- nem no campo',
  '- nem no escritório',
  '',
  '<b>sem HTML</b>',
].join('\n');

/** Version 2: the same text with a section added, and what changed. */
export const TEXTO_DA_VERSAO_2 = `${TEXTO_DO_CODIGO}\n\n## WhatsApp\n\nGrupos da empresa só para assuntos de trabalho.`;
export const RESUMO_DA_VERSAO_2 = 'Nova seção sobre o uso do WhatsApp.';
