/**
 * The reporter's routes log nothing as it happens, at any level: no line with the request's time,
 * its address or its id could sit beside the same browser's login (server/plugins/registro-por-hora.ts).
 * Every other route's request log is unchanged.
 */
export { semRegistroImediato as rotaDoDenunciante } from '../../plugins/registro-por-hora.js';
