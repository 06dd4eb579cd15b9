/** Placeholder. */
export const api = 1;
