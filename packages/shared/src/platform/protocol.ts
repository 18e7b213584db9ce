// The API's fixed words, kept apart from the zod contracts so that a client reading only these
// (the owner app's first screen) does not load zod.

/** Marker sent with an expired access token. */
export const TOKEN_EXPIRED = 'TOKEN_EXPIRED';
/** Headers of every API request. */
export const BUSINESS_HEADER = 'x-business-id';
export const AJAX_HEADER = 'x-requested-with';
export const AJAX_VALUE = 'XMLHttpRequest';
