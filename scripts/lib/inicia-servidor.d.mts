/** Whether the test file at `caminho` starts the built server. */
export function iniciaOServidor(caminho: string): boolean;
