/**
 * The application form as the pre-rendered /trabalhe-conosco serves it, before any script: what a
 * candidate can fill and what the browser checks by itself. Its sending is covered end to end on
 * the page.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CURRICULO_MAX_BYTES } from '../../../../common/conteudo';
import { paths } from '../../../../common/paths';
import { apiConteudo } from '../../../../common/paths-conteudo';
import { FormularioDeCandidatura } from './FormularioDeCandidatura';

const VAGAS = [
  { id: 7, titulo: 'Tratorista' },
  { id: 9, titulo: 'Auxiliar de ordenha' },
];
const render = (vagaInicial?: number) =>
  renderToString(createElement(FormularioDeCandidatura, { vagas: VAGAS, vagaInicial }));

/** The opening tag of the element with this id. */
function tag(html: string, id: string): string {
  const m = new RegExp(`<(input|select|textarea)\\b[^>]*\\bid="${id}"[^>]*>`).exec(html);
  if (!m) throw new Error(`no field #${id}`);
  return m[0];
}
/** The text of the label for this id, tags removed. */
function label(html: string, id: string): string {
  const m = new RegExp(`<label[^>]*\\bfor="${id}"[^>]*>([\\s\\S]*?)</label>`).exec(html);
  if (!m) throw new Error(`no label for #${id}`);
  return m[1]!.replace(/<[^>]+>/g, '').trim();
}
const required = (t: string) => /\srequired=""/.test(t);

describe('FormularioDeCandidatura, as pre-rendered', () => {
  const html = render();

  it('is the same markup at each render, so the browser takes it over as it is', () => {
    expect(render()).toBe(html);
    expect(render(9)).toBe(render(9));
  });

  it('every field has its label; the message alone is optional', () => {
    const campos = {
      'candidatura-vaga': ['Vaga', false],
      'candidatura-nome': ['Nome completo', true],
      'candidatura-email': ['E-mail', true],
      'candidatura-telefone': ['Telefone com DDD', true],
      'candidatura-curriculo': ['Currículo', true],
      'candidatura-mensagem': ['Mensagem (opcional)', false],
    } as const;
    for (const [id, [texto, obrigatorio]] of Object.entries(campos)) {
      expect(label(html, id), id).toBe(texto);
      expect(required(tag(html, id)), id).toBe(obrigatorio);
    }
    expect(tag(html, 'candidatura-email')).toContain('type="email"');
    expect(tag(html, 'candidatura-telefone')).toContain('type="tel"');
  });

  it('the CV takes PDF, DOC and DOCX, and says how large it may be', () => {
    const cv = tag(html, 'candidatura-curriculo');
    expect(cv).toContain('type="file"');
    expect(cv).toContain('name="curriculo"');
    expect(cv).toContain('accept=".pdf,.doc,.docx"');
    expect(cv).toContain('aria-describedby="candidatura-curriculo-dica"');
    expect(html).toContain(`PDF, DOC ou DOCX, até ${CURRICULO_MAX_BYTES / 1024 / 1024} MB.`);
  });

  it('asks for the privacy notice to be read, with a link to it that keeps the form open', () => {
    const ciente = tag(html, 'candidatura-ciente');
    expect(ciente).toContain('type="checkbox"');
    expect(ciente).toContain('name="ciente_privacidade"');
    expect(ciente).toContain('value="true"');
    expect(required(ciente)).toBe(true);
    expect(label(html, 'candidatura-ciente')).toMatch(/^Li o aviso de privacidade/);
    const link = new RegExp(`<a\\b[^>]*href="${paths.privacidade}"[^>]*>([\\s\\S]*?)</a>`).exec(
      html,
    );
    expect(link?.[0]).toContain('target="_blank"');
    expect(link?.[1]).toContain('Ler o aviso de privacidade');
  });

  it('offers the openings after a spontaneous application, chosen as the page says', () => {
    const opcoes = (h: string) =>
      [...h.matchAll(/<option\b([^>]*)>([^<]*)<\/option>/g)].map(([, attrs, texto]) => ({
        value: /value="([^"]*)"/.exec(attrs!)?.[1],
        texto,
        escolhida: /\sselected=""/.test(attrs!),
      }));
    expect(opcoes(html)).toEqual([
      { value: '', texto: 'Candidatura espontânea', escolhida: true },
      { value: '7', texto: 'Tratorista', escolhida: false },
      { value: '9', texto: 'Auxiliar de ordenha', escolhida: false },
    ]);
    expect(opcoes(render(9)).find((o) => o.escolhida)?.texto).toBe('Auxiliar de ordenha');
    // an opening no longer listed falls back to a spontaneous application
    expect(opcoes(render(123)).find((o) => o.escolhida)?.texto).toBe('Candidatura espontânea');
    expect(tag(html, 'candidatura-vaga')).toContain('name="vaga_id"');
  });

  it('posts multipart to the API; the honeypot is hidden; sending waits for the scripts', () => {
    const form = /<form\b[^>]*>/.exec(html)?.[0];
    expect(form).toContain(`action="${apiConteudo.candidaturas}"`);
    expect(form).toContain('method="post"');
    expect(form).toMatch(/enctype="multipart\/form-data"/i);
    expect(html).toMatch(/<div[^>]*aria-hidden="true"[^>]*>\s*<label[^>]*>Deixe este campo vazio/);
    const hp = tag(html, 'candidatura-site');
    expect(hp).toContain('name="site"');
    expect(hp).toContain('tabindex="-1"');
    const botao = /<button\b[^>]*>([^<]*)<\/button>/.exec(html);
    expect(botao?.[1]).toBe('Enviar candidatura');
    expect(botao?.[0]).toContain('disabled=""');
    expect(html).toContain('Preparando o envio...');
    // no outcome before a send
    expect(html).not.toContain('role="alert"');
  });
});
