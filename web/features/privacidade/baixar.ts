import type { MeusDados } from '../../../common/schemas/dados-pessoais';

/** The file's name: "meus-dados-2026-11-26.json". */
export function nomeDoArquivo(d: Pick<MeusDados, 'gerado_em'>): string {
  return `meus-dados-${d.gerado_em.slice(0, 10)}.json`;
}

/** Saves the data as a JSON file on the device (portability, LGPD art. 18 V). */
export function baixarJson(d: MeusDados): void {
  const blob = new Blob([JSON.stringify(d, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = nomeDoArquivo(d);
  document.body.append(a);
  a.click();
  a.remove();
  // after the click has handed the file to the browser
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
