/**
 * What several `svc vs` commands share: repeatable numeric options and the local-disk rows.
 *
 * @module
 */

/** A repeatable option's parser: each value parsed and added to the ones before. @example `{ flags: '--add-disk <gb>', parse: collect(positiveInt) }` */
export const collect = (parse: (v: string) => number) => (v: string, p: unknown): number[] => [...((p as number[] | undefined) ?? []), parse(v)];

/** Local disks as the reference's storage table shows them. */
export function localDiskRows(disks: readonly { device?: string; mountType?: string; diskImage?: { capacity?: number; units?: string; description?: string } | null }[]):
  Record<string, unknown>[] {
  return disks.filter((disk) => disk.diskImage).map((disk) => ({
    type: (disk.diskImage?.description ?? '').includes('SWAP') ? 'Swap' : 'System',
    name: disk.mountType, drive: disk.device, capacity: `${String(disk.diskImage?.capacity)} ${disk.diskImage?.units ?? ''}`.trim(),
  }));
}
