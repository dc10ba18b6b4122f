/** Placeholder until the application form lands (replaced by the real component). */
export function FormularioDeCandidatura(_: {
  vagas: { id: number; titulo: string }[];
  vagaInicial?: number;
}) {
  return null;
}
