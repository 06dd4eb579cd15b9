/** Placeholder. */
export const placeholder = 'xmlrpc';
