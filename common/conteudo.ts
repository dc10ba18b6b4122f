/**
 * The site's content: the values the editor's screens and the site's application form share with
 * the server, without zod (the screens load no schema library:
 * docs/decisions/070-orcamento-de-script-por-tela.md). The schemas (common/schemas/conteudo.ts)
 * re-export them.
 */

/** A news item's body, in characters of Markdown. */
export const CORPO_MAX = 50_000;

export const TIPOS_DE_VAGA = ['efetivo', 'safra', 'temporario', 'estagio', 'aprendiz'] as const;
export const ROTULO_DO_TIPO_DE_VAGA: Record<(typeof TIPOS_DE_VAGA)[number], string> = {
  efetivo: 'Efetivo (CLT)',
  safra: 'Contrato de safra',
  temporario: 'Temporário',
  estagio: 'Estágio',
  aprendiz: 'Jovem aprendiz',
};

/** A CV sent with an application (`POST /api/candidaturas`): at most this many bytes. */
/** Applications rh reads a page at a time, newest first. */
export const CANDIDATURAS_POR_PAGINA = 20;

export const CURRICULO_MAX_BYTES = 5 * 1024 * 1024;
export const CIENCIA_OBRIGATORIA =
  'Para enviar, confirme que leu o aviso de privacidade (como guardamos seus dados).';
export const CURRICULO_TIPOS =
  'Envie o currículo em PDF, DOC ou DOCX (o conteúdo do arquivo precisa ser desse tipo).';
/** Said by the form before sending a CV over CURRICULO_MAX_BYTES (the server answers 413). */
export const CURRICULO_GRANDE = `O currículo deve ter no máximo ${CURRICULO_MAX_BYTES / 1024 / 1024} MB. Envie um arquivo menor.`;

/**
 * A Brazilian phone number as people write it: (34) 3333-4444, 34 99999-8888, +55 34 3333 4444.
 * Ten or eleven digits with the area code (a mobile's ninth digit), after an optional 55.
 */
export function digitosDoTelefone(v: string): string | null {
  if (!/^[\d\s()+.-]+$/.test(v)) return null;
  let d = v.replace(/\D/g, '');
  if ((d.length === 12 || d.length === 13) && d.startsWith('55')) d = d.slice(2);
  if (d.length !== 10 && d.length !== 11) return null;
  if (!/^[1-9][1-9]/.test(d)) return null;
  if (d.length === 11 && d[2] !== '9') return null;
  return d;
}

/** What a refused phone is told, the field named by `label`. */
export const telefoneInvalido = (label: string) =>
  `${label}: informe um telefone brasileiro com DDD, por exemplo (34) 3333-4444.`;

/** `tel:` link of a phone the schema accepted. */
export const linkDoTelefone = (phone: string) => `tel:+55${digitosDoTelefone(phone) ?? ''}`;

/** Where a gallery item is shown: the About page's gallery or one of the Activities grids. */
export const SECOES_DA_GALERIA = ['sobre', 'atividades'] as const;
/** The Activities page has two grids: which one a photo of `atividades` belongs to. */
export const GRUPOS_DE_ATIVIDADES = ['pecuaria', 'agricultura'] as const;

export const ALT_OBRIGATORIO =
  'Descreva a foto no texto alternativo: é o que ouve quem não pode vê-la.';
export const CAPA_SEM_ALT = 'Uma notícia com capa precisa do texto alternativo da capa.';
