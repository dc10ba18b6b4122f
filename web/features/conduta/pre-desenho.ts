import { api } from '../../../common/paths';
import type { CondutaVigente } from '../../../common/schemas/conduta';
import { FUSO } from '../../content/fuso';
import type { Antecipados } from '../../lib/pedidos-antecipados';
import { blocosDoTexto } from './formato';

/**
 * The Código de Conduta drawn by its page's head, as the answer arrives, before the screen's code
 * (docs/decisions/081-telas-do-portal-pre-desenhadas.md, "The code's text before its code"). On a
 * weak signal the text is there seconds before the framework has run; the screen then draws the
 * same elements in its place (an end-to-end test compares the two).
 */

/** What "Por que estou aqui" says: the screen (CodigoDeConduta.tsx) and the head draw these words. */
export const POR_QUE = {
  rotulo: 'Por que estou aqui',
  nova: 'Uma nova versão do Código de Conduta foi publicada.',
  primeira: 'Antes de continuar, leia o Código de Conduta.',
  explicacao:
    'Todas as pessoas com acesso ao portal declaram ciência de cada versão. Leia o texto e confirme em “Li e estou ciente”, no fim da página; até lá, as outras telas do portal trazem você de volta para cá. A Ouvidoria e a troca de senha continuam abertas.',
  semResumo: 'publicada sem resumo das mudanças.',
} as const;

/** The screen's lines that carry a value: the head gets them as their source (below). */
export const FRASES = {
  versaoPublicada: (versao: number, data: string) => `Versão ${versao} · publicada em ${data}`,
  mudouDesde: (lida: number) => `O que mudou desde a versão ${lida}, que você leu:`,
  mudanca: (versao: number, data: string) => `Versão ${versao} (${data}): `,
};

/** Where the casca keeps the place (web/routes/codigo-de-conduta.tsx). */
export const ID_DO_PRE_DESENHO = 'codigo-pre-desenhado';

/**
 * Draws the version in force into the element `id`, once the head's request for it (`caminho`)
 * answers, and leaves what it drew from for the screen (`a.lidos`). It runs in the page's head,
 * written there as its source: it uses nothing but its arguments and the browser's own objects.
 * The text is added as text nodes, never read as markup. An answer that is not the code (none
 * published, a session refused, no signal) draws nothing: the screen says what happened once its
 * code runs.
 */
export function desenharCodigo(
  a: Antecipados,
  caminho: string,
  id: string,
  blocos: typeof blocosDoTexto,
  t: typeof POR_QUE,
  f: typeof FRASES,
  fuso: string,
): void {
  const resposta = a.pedidos[caminho];
  if (!resposta) return;
  resposta
    // a copy: the screen's code may still take the answer itself
    .then((r) => (r.ok ? (r.clone().json() as Promise<CondutaVigente>) : undefined))
    .then((v) => {
      if (!v) return;
      const desenhar = () => {
        const onde = document.getElementById(id);
        // gone: the screen drew itself first
        if (!onde || onde.childNodes.length) return;
        const el = (
          tag: string,
          atributos: Record<string, string>,
          ...filhos: (Node | string)[]
        ) => {
          const e = document.createElement(tag);
          for (const [k, valor] of Object.entries(atributos)) e.setAttribute(k, valor);
          e.append(...filhos);
          return e;
        };
        const data = (iso: string) => new Date(iso).toLocaleDateString('pt-BR', { timeZone: fuso });
        const artigo = el(
          'article',
          { class: 'conduta' },
          el(
            'p',
            { class: 'conduta__meta muted' },
            f.versaoPublicada(v.versao, data(v.publicada_em)),
          ),
        );
        if (!v.ciente_em) {
          const porque = el(
            'div',
            { class: 'conduta__porque card', role: 'note', 'aria-label': t.rotulo },
            el('p', {}, el('strong', {}, v.desde ? t.nova : t.primeira), ' ', t.explicacao),
          );
          if (v.desde) {
            porque.append(
              el('p', {}, el('strong', {}, f.mudouDesde(v.desde.lida))),
              el(
                'ul',
                { class: 'conduta__mudancas' },
                ...v.desde.mudancas.map((m) =>
                  el(
                    'li',
                    {},
                    f.mudanca(m.versao, data(m.publicada_em)),
                    m.resumo ?? el('span', { class: 'muted' }, t.semResumo),
                  ),
                ),
              ),
            );
          }
          artigo.append(porque);
        }
        const texto = el('div', { class: 'conduta-texto' });
        for (const b of blocos(v.texto)) {
          if (b.tipo === 'titulo') texto.append(el(`h${b.nivel}`, {}, b.texto));
          else if (b.tipo === 'lista')
            texto.append(el('ul', {}, ...b.itens.map((i) => el('li', {}, i))));
          else {
            const p = el('p', {});
            b.linhas.forEach((linha, j) => {
              if (j > 0) p.append(el('br', {}));
              p.append(linha);
            });
            texto.append(p);
          }
        }
        artigo.append(el('h1', {}, v.titulo), texto);
        onde.append(artigo);
        a.lidos[caminho] = v;
      };
      if (document.readyState === 'loading') {
        document.addEventListener('DOMContentLoaded', desenhar, { once: true });
      } else desenhar();
    })
    .catch(() => {});
}

/** The head's call of `desenharCodigo` with the page's requests (web/lib/pedidos-antecipados.ts). */
export const preDesenhoDoCodigo = (): string => {
  const frases = Object.entries(FRASES).map(([nome, frase]) => `${nome}:${frase.toString()}`);
  const argumentos = [
    JSON.stringify(api.condutaVigente),
    JSON.stringify(ID_DO_PRE_DESENHO),
    blocosDoTexto.toString(),
    JSON.stringify(POR_QUE),
    `{${frases.join(',')}}`,
    JSON.stringify(FUSO),
  ];
  return `(a)=>(${desenharCodigo.toString()})(a,${argumentos.join(',')})`;
};
