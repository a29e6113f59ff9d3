/**
 * localStorage keys the spec names. A module of its own: the web app's session code, which every
 * page (the landing included) runs, imports it without also pulling in every API path.
 */
export const STORAGE_KEYS = { token: 'token', userId: 'userId', role: 'role' } as const;
