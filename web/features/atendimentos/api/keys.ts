/** The help desk's query keys that more than one module writes to. */
export const mensagensKey = (id: number | null) => ['mensagens', id];
