/**
 * Type tests of the option-spec helper (checked by `tsc -p packages/core/tsconfig.json`; never run).
 */
import { expectTypeOf } from 'vitest';
import type { ClientOptions } from '../index.js';
import { defineOptions, opt, type OptionsOf, type SpecFor } from '../options.js';

const LIST = defineOptions('listThings', {
  label: opt.required(opt.nonEmptyString()),
  limit: opt.positiveInteger(),
  direction: opt.oneOf('public', 'private'),
  signal: opt.signal(),
  filter: opt.record(),
  args: opt.array<number>(),
  even: opt.checker<number>('an even number', (v) => typeof v === 'number' && v % 2 === 0),
});

export function typeTests(): void {
  // The options type is inferred from the spec: required stays required, the rest is optional.
  type ListOptions = OptionsOf<typeof LIST.spec>;
  expectTypeOf<ListOptions['label']>().toEqualTypeOf<string>();
  expectTypeOf<ListOptions['limit']>().toEqualTypeOf<number | undefined>();
  expectTypeOf<ListOptions['direction']>().toEqualTypeOf<'public' | 'private' | undefined>();
  expectTypeOf<ListOptions['signal']>().toEqualTypeOf<AbortSignal | undefined>();
  expectTypeOf<ListOptions['args']>().toEqualTypeOf<readonly number[] | undefined>();
  expectTypeOf<ListOptions['even']>().toEqualTypeOf<number | undefined>();
  expectTypeOf<{ label: string }>().toMatchTypeOf<ListOptions>();
  expectTypeOf<{ limit: number }>().not.toMatchTypeOf<ListOptions>();
  // check returns that type; keys is the list of the spec's names.
  expectTypeOf(LIST.check({})).toEqualTypeOf<ListOptions>();
  expectTypeOf(LIST.keys).toEqualTypeOf<readonly ('label' | 'limit' | 'direction' | 'signal' | 'filter' | 'args' | 'even')[]>();

  // SpecFor ties a spec to a public interface: a missing or an extra key does not compile.
  interface PageOptions {
    limit?: number;
    offset?: number;
  }
  const good = { limit: opt.positiveInteger(), offset: opt.count() } satisfies SpecFor<PageOptions>;
  void good;
  // @ts-expect-error: `offset` is missing from the spec.
  const missing = { limit: opt.positiveInteger() } satisfies SpecFor<PageOptions>;
  void missing;
  // @ts-expect-error: `limt` is not an option of PageOptions.
  const extra = { limit: opt.positiveInteger(), offset: opt.count(), limt: opt.count() } satisfies SpecFor<PageOptions>;
  void extra;
  expectTypeOf<keyof SpecFor<ClientOptions>>().toEqualTypeOf<keyof ClientOptions>();
}
