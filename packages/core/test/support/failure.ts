/**
 * Test helper (not shipped): the error a call under test rejects with.
 *
 * @module
 */

/**
 * Awaits `promise` and returns what it rejected with, so a test can assert on the error.
 *
 * @throws Error `expected a rejection` when `promise` resolves.
 */
export async function failure(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a rejection');
}
