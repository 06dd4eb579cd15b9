/**
 * Option interfaces and specs of `PlacementGroupManager`, and the records it reads.
 *
 * @module
 */
import { defineOptions, opt, type SpecFor } from '@svclib/core/options';
import type { Hardware, Virtual_PlacementGroup, Virtual_PlacementGroup_Rule } from '@svclib/model';
import { A_NON_EMPTY_STRING, A_POSITIVE_INTEGER } from './manager-support.js';

/**
 * A placement group (`Virtual_PlacementGroup`).
 *
 * @example
 * ```ts
 * const groups: PlacementGroup[] = await placement.list();
 * ```
 *
 * @deprecated Use `Virtual_PlacementGroup` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
 */
export type PlacementGroup = Virtual_PlacementGroup;

/**
 * A rule a placement group follows (`Virtual_PlacementGroup_Rule`, e.g. `SPREAD`).
 *
 * @example
 * ```ts
 * const rules: PlacementGroupRule[] = await placement.getAllRules();
 * ```
 *
 * @deprecated Use `Virtual_PlacementGroup_Rule` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
 */
export type PlacementGroupRule = Virtual_PlacementGroup_Rule;

/**
 * A backend router a placement group can be created on, with its datacenter (`topLevelLocation`): the generated
 * record `Hardware` of `@svclib/model`
 * (`Virtual_PlacementGroup.getAvailableRouters`).
 *
 * @example
 * ```ts
 * for (const router of await placement.getRouters()) console.log(router.hostname, router.topLevelLocation?.longName);
 * ```
 *
 * @deprecated Use `Hardware` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
 */
export type PlacementRouter = Hardware;

/**
 * The template of `PlacementGroupManager.create`, narrowed from the generated record `Virtual_PlacementGroup` of
 * `@svclib/model`.
 *
 * @example
 * ```ts
 * await placement.create({ name: 'web', backendRouterId: 1079095, ruleId: 1 });
 * ```
 */
export type PlacementGroupTemplate = Required<Pick<Virtual_PlacementGroup, 'name' | 'backendRouterId' | 'ruleId'>>;

/** The spec of {@link PlacementGroupTemplate}. */
export const PLACEMENT_TEMPLATE = defineOptions('PlacementGroupManager.create', {
  name: opt.required(A_NON_EMPTY_STRING),
  backendRouterId: opt.required(A_POSITIVE_INTEGER),
  ruleId: opt.required(A_POSITIVE_INTEGER),
} satisfies SpecFor<PlacementGroupTemplate>, 'template');
