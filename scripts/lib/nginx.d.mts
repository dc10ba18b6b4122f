/** Types of nginx.mjs, for the TypeScript tests that start it. */
export function nginxParaOTeste(arquivo: string): boolean;
export function iniciarNginx(opts: {
  upstreams: (number | string)[];
}): Promise<{ url: string; porta: number; parar(): Promise<void> }>;
