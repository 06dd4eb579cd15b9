/**
 * `--like <id>`: the settings of an existing virtual server, as `svc vs create` and
 * `svc vs capacity create-guest` take them (the reference CLI's `_update_with_like_args`).
 *
 * @module
 */

import type { VirtualServerManager } from '@svclib/managers';

import { idOrName } from '../../parse.js';

/** What `--like <id>` takes from an existing guest. */
export interface LikeArgs {
  hostname?: string; domain?: string; datacenter?: string; hourly?: boolean; network?: number; userdata?: string; postinstall?: string;
  dedicated?: boolean; private?: boolean; transient?: boolean; placementId?: number; flavor?: string; cpus?: number; memory?: number;
  tags?: string[]; image?: string; os?: string;
}

/**
 * The reference CLI's `_update_with_like_args`: the guest's settings, the flavor or else its cores and memory, its image or else its OS.
 *
 * @example
 * ```ts
 * const like = await likeOf(vs, '100001'); // { hostname: 'web01', … }
 * ```
 */
export async function likeOf(vs: VirtualServerManager, id: string): Promise<LikeArgs> {
  const guest = await vs.getInstance(idOrName(id));
  const flavor = guest.billingItem?.orderItem?.preset?.keyName || undefined;
  const tags = (guest.tagReferences ?? []).flatMap((reference) => (reference?.tag?.name ? [reference.tag.name] : []));
  const image = guest.blockDeviceTemplateGroup?.globalIdentifier || undefined;
  const userData = guest.userData?.[0]?.value;
  return {
    hostname: guest.hostname, domain: guest.domain, datacenter: guest.datacenter?.name, hourly: Boolean(guest.hourlyBillingFlag),
    network: guest.networkComponents?.[0]?.maxSpeed ?? undefined, userdata: userData || undefined,
    postinstall: guest.postInstallScriptUri || undefined, dedicated: Boolean(guest.dedicatedAccountHostOnlyFlag),
    private: Boolean(guest.privateNetworkOnlyFlag), transient: Boolean(guest.transientGuestFlag),
    placementId: (guest as { placementGroupId?: number }).placementGroupId ?? undefined,
    flavor, cpus: flavor ? undefined : guest.maxCpu, memory: flavor ? undefined : guest.maxMemory,
    tags: tags.length > 0 ? tags : undefined, image,
    os: image ? undefined : guest.operatingSystem?.softwareLicense?.softwareDescription?.referenceCode,
  };
}
