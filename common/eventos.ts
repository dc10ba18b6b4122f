/**
 * The live stream's event names (docs/product/eventos.md), without zod, for the screens
 * (docs/decisions/070-orcamento-de-script-por-tela.md); common/schemas/eventos.ts says what each carries.
 */
export const TIPOS_EVENTO = [
  'mensagem',
  'atendimento',
  'denuncia',
  'contadores',
  'reinicio',
] as const;
export type TipoEvento = (typeof TIPOS_EVENTO)[number];
