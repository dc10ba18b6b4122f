/** Types of nginx.mjs, for the TypeScript tests that start it. */
export function nginxBin(): string | null;
export function iniciarNginx(opts: {
  upstreams: (number | string)[];
}): Promise<{ url: string; porta: number; parar(): Promise<void> }>;
