/**
 * Option interfaces and specs of `PlacementGroupManager`, and the records it reads.
 *
 * @module
 */
import { defineOptions, opt, type SpecFor } from '@svclib/core/options';
import type { Hardware, Location, Virtual_PlacementGroup, Virtual_PlacementGroup_Rule } from '@svclib/model';
import { A_NON_EMPTY_STRING, A_POSITIVE_INTEGER } from './manager-support.js';

/**
 * A placement group (`Virtual_PlacementGroup`).
 *
 * @example
 * ```ts
 * const groups: PlacementGroup[] = await placement.list();
 * ```
 */
export type PlacementGroup = Virtual_PlacementGroup;

/**
 * A rule a placement group follows (`Virtual_PlacementGroup_Rule`, e.g. `SPREAD`).
 *
 * @example
 * ```ts
 * const rules: PlacementGroupRule[] = await placement.getAllRules();
 * ```
 */
export type PlacementGroupRule = Virtual_PlacementGroup_Rule;

/**
 * A backend router a placement group can be created on, with its datacenter
 * (`Virtual_PlacementGroup.getAvailableRouters`).
 *
 * @example
 * ```ts
 * for (const router of await placement.getRouters()) console.log(router.hostname, router.topLevelLocation?.longName);
 * ```
 */
export interface PlacementRouter extends Hardware {
  /** The datacenter of the router. */
  topLevelLocation?: Location;
}

/**
 * The template of `PlacementGroupManager.create`.
 *
 * @example
 * ```ts
 * await placement.create({ name: 'web', backendRouterId: 1079095, ruleId: 1 });
 * ```
 */
export interface PlacementGroupTemplate {
  /** Name of the group. */
  name: string;
  /** Backend router (pod) the group's guests are spread in. */
  backendRouterId: number;
  /** Rule id (`PlacementGroupManager.getAllRules`). */
  ruleId: number;
}

/** The spec of {@link PlacementGroupTemplate}. */
export const PLACEMENT_TEMPLATE = defineOptions('PlacementGroupManager.create', {
  name: opt.required(A_NON_EMPTY_STRING),
  backendRouterId: opt.required(A_POSITIVE_INTEGER),
  ruleId: opt.required(A_POSITIVE_INTEGER),
} satisfies SpecFor<PlacementGroupTemplate>, 'template');
