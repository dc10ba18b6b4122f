/** Types of porta-livre.mjs, for the TypeScript tests. */
export function portaLivre(): Promise<number>;
