/**
 * Long-term recording plans of §9 (free and paid). The spec shows an upload capacity without its
 * value; these are ours: what an organization may keep, and for how long, before the oldest
 * minutes go.
 */
export const ArchivePlan = {
  free: { capacityBytes: 2 * 1024 ** 3, retentionDays: 7 },
  paid: { capacityBytes: 200 * 1024 ** 3, retentionDays: 90 },
} as const;
export type ArchivePlanName = keyof typeof ArchivePlan;
/** The plan names, in the order a form offers them. */
export const ArchivePlanNames = Object.keys(ArchivePlan) as ArchivePlanName[];
