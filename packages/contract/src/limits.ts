/** Limits shared by the server's schemas and the console's forms. */
export const LIST_PAGE_SIZE = 9999;
export const DEFAULT_PER_PAGE = 15;
export const MAX_PER_PAGE = 10000;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;
export const NAME_MAX = 255;
export const TEXT_MAX = 5000;
export const EMAIL_MAX = 254;
export const PHONE_MAX = 50;
export const KEY_MAX = 200;
export const RESET_TOKEN_TTL_SECONDS = 3600;
/** An invitation link is valid 7 days. */
export const INVITATION_TTL_SECONDS = 7 * 24 * 3600;
/** A token's last_used_at is written at most this often (the session list needs no more). */
export const LAST_USED_WRITE_SECONDS = 60;
export const ACCESS_TOKEN_TTL_SECONDS = 8 * 3600;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 3600;
