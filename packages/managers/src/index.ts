/** Placeholder. */
export const placeholder = 'managers';
