import { RETENCAO, retencaoComOuvidoria } from '../../../common/retencao';

/** OUVIDORIA_RETENCAO_DIAS as the build read it (vite.config.ts); absent outside a build. */
declare const __OUVIDORIA_RETENCAO_DIAS__: number | undefined;

/**
 * The retention table as the notice shows it: the Ouvidoria's period is the configured one,
 * baked into the pre-rendered page and the client bundle alike, so hydration says the same
 * (docs/decisions/062-retencao-da-ouvidoria-configurada.md).
 */
export const RETENCAO_DO_AVISO = retencaoComOuvidoria(
  typeof __OUVIDORIA_RETENCAO_DIAS__ === 'number'
    ? __OUVIDORIA_RETENCAO_DIAS__
    : RETENCAO.ouvidoria.dias,
);
