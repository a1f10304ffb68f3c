/**
 * The header every state-changing call carries as proof that it comes from the portal's own scripts (CSRF).
 * In a module of its own, without zod, so that the web app's API client (in the initial download) can use it
 * without pulling in the validation library.
 */
export const csrfHeader = { name: 'X-Requested-With', value: 'expediente' } as const;
