/** Placeholder. */
export const placeholder = 'testing';
