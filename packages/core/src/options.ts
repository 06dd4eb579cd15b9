/**
 * `@svclib/core/options`: the option-spec language svclib's own packages (the managers, compat-v2
 * and the CLI) use to check the options objects of their methods — one `defineOptions` spec per
 * method, built from the `opt` checkers, so an unknown name gets a did-you-mean and a wrong type
 * says what was expected, with secrets never echoed. Not needed to call the API; the root entry
 * shows what a user needs.
 *
 * @example
 * ```ts
 * import { defineOptions, opt } from '@svclib/core/options';
 *
 * const LIST = defineOptions('Example.list', { limit: opt.count(), datacenter: opt.string() });
 * LIST.check({ limit: 10 }); // { limit: 10 }
 * ```
 *
 * @module
 */
export * as opt from './options/option-checkers.js';
export { checkOption, checkOptionKeys, closestName, defineOptions, optionError, unknownOptionsError } from './options/option-spec.js';
export type { CheckedType, OptionChecker, OptionSpec, OptionSpecMap, OptionsOf, RequiredKeys, SpecFor } from './options/option-spec.js';
