/**
 * What several `svc hw` commands share: the `--force` option.
 *
 * @module
 */

import type { OptionSpec } from '../../spec.js';

/** `--force`: do not ask first (as `--yes`), on the power commands and `svc hw create`. @example `options: [FORCE]` */
export const FORCE: OptionSpec = { flags: '--force', description: 'do not ask first (as --yes)' };
