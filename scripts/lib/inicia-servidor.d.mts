/** Whether the test file at `caminho` starts the built server. */
export function iniciaOServidor(caminho: string): boolean;
/** The test files under `pasta` (server/ by default) that start the built server, relative to `raiz`. */
export function arquivosQueIniciamOServidor(raiz: string, pasta?: string): string[];
