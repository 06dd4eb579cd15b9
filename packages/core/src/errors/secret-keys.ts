/**
 * Which header-struct and argument keys hold secrets: the one rule, kept apart from the rest of
 * redaction (`redact.ts`, which re-exports it) so that the option checkers, which never echo a
 * secret-named option, need nothing of the request record.
 *
 * @module
 */

/**
 * Header-struct and argument keys whose values are secrets (at any depth): any key containing one
 * of these words (`apiKey`, `authToken`, `secretToken`, `newPassword`, `securityQuestionAnswer`,
 * `sessionCookie`, `wrappedDek` — an image's wrapped data encryption key —, …), or the bare keys
 * `key` and `dek`.
 */
const SECRET_KEY = /api_?key|private_?key|authentication_?key|secret|token|password|passwd|hash|answer|credential|cookie|wrapped_?dek|^(?:key|dek)$/i;

/**
 * Whether a header-struct or argument key holds a secret (see the module's list of words).
 *
 * @example
 * ```ts
 * isSecretKey('apiKey'); // true
 * isSecretKey('username'); // false
 * ```
 */
export function isSecretKey(key: string): boolean {
  return SECRET_KEY.test(key);
}
