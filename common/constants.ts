/** Business constants: the timings and limits the screens and the server share (docs/product/*.md give the reason for each). */
export const STORAGE_TOKEN_KEY = 'portal_token';
export const STORAGE_USER_KEY = 'portal_user';

/** The 403 of every route but a few while a role requires two-factor sign-in not yet on. */
export const MFA_ENROL_REQUIRED = 'Ative a verificação em duas etapas para continuar.';

export const HEADER_SOLID_SCROLL_PX = 10;
export const GALLERY_SCROLL_DELAY_MS = 300;
export const CONTACT_SUCCESS_BANNER_MS = 5000;

export const CAROUSEL_SPEED_MS = 500;
export const CAROUSEL_AUTOPLAY_MS = 3000;
export const CAROUSEL_SLIDES = 4;
/** Below each width (px), the carousel shows this many slides. */
export const CAROUSEL_BREAKPOINTS = [
  { below: 1024, slides: 3 },
  { below: 768, slides: 2 },
  { below: 480, slides: 1 },
] as const;

export const POLLING_INTERVAL_MS = 3500;

export const PASSWORD_CHANGE_REDIRECT_S = 15;
export const USER_EDIT_NOTICE_MS = 3500;
export const CHAT_FILE_NOTICE_MS = 4000;
export const POST_RATING_REDIRECT_MS = 2000;

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const RATING_DEFAULT = 5;

export const SLA_FIRST_RESPONSE_BUSINESS_HOURS = 2;
export const SLA_RESOLUTION_BUSINESS_HOURS = 8;

export const CHAT_AUTOSCROLL_THRESHOLD_PX = 150;
export const IMAGE_PREVIEW_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif'] as const;

/** Server-side limits (docs/product/seguranca.md). */
export const PASSWORD_MIN_LENGTH = 8;
export const DENUNCIA_MAX_LENGTH = 20_000;
export const MESSAGE_MAX_LENGTH = 5_000;
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** A voice message in the support chat: at most 5 MB and 2 minutes (docs/product/atendimentos.md) */
export const VOZ_MAX_BYTES = 5 * 1024 * 1024;
export const VOZ_MAX_SEGUNDOS = 120;
export const UPLOAD_EXTENSIONS = [
  'jpg',
  'jpeg',
  'png',
  'gif',
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
] as const;
