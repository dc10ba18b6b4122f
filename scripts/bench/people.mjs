// The people of the benchmarks' company: ~150 names, each with a login.
const FIRST = [
  'Ana',
  'Bruno',
  'Carla',
  'Diego',
  'Elisa',
  'Fábio',
  'Gabriela',
  'Heitor',
  'Íris',
  'João',
];
const LAST = [
  'Silva',
  'Souza',
  'Oliveira',
  'Pereira',
  'Lima',
  'Carvalho',
  'Gomes',
  'Ribeiro',
  'Martins',
  'Araújo',
  'Rocha',
  'Dias',
  'Melo',
  'Barbosa',
  'Teixeira',
];
export const PEOPLE = FIRST.flatMap((f) =>
  LAST.map((l) => ({ nome: `${f} ${l}`, login: `${f}.${l}`.toLowerCase() })),
);
