/** Types of orcamento.mjs, for the budget test. */
export const ORCAMENTO_KB: {
  publica: number;
  preRenderizada: number;
  compartilhado: number;
  tela: number;
};
export interface Build {
  client: string;
  manifestFile: string;
  chunks: Record<
    string,
    { modules: Record<string, number>; imports: string[]; dynamicImports: string[] }
  >;
  /** the public pages' own entries (build/paginas-publicas.json) */
  paginas: { rota: string; url: string; entrada: string; arquivos: string[] }[];
}
export interface Rota {
  id: string;
  rota: string;
  tipo: 'preRenderizada' | 'aberta' | 'portal';
  total: number;
  arquivos: string[];
  proprios: string[];
  bytesProprios: number;
  sobDemanda: { chunk: string; arquivos: string[]; bytes: number }[];
}
/** A public page opened directly: what its own entry loads. */
export interface PaginaPublica {
  rota: string;
  arquivos: string[];
  total: number;
  proprios: string[];
  sobDemanda: { chunk: string; arquivos: string[]; bytes: number }[];
}
export interface Medida {
  paginas: PaginaPublica[];
  raiz: string[];
  compartilhado: { arquivos: string[]; bytes: number };
  rotas: Rota[];
  bytes(file: string): number;
}
export function lerBuild(buildDir: string): Build | null;
export function medir(build: Build): Medida;
export function estourados(build: Build, medida?: Medida): string[];
