/**
 * The rules of user management live in common/, shared with the user screens so the portal
 * offers exactly what the server accepts; the service enforces them from here.
 */
export * from '../../../common/permissions/usuarios.js';
