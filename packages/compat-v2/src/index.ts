/** Placeholder. */
export const placeholder = 'compat-v2';
