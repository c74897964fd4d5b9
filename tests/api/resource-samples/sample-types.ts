/** What the authorization matrix hands a sample: the target organization's ids and a system-admin caller. */
export interface SampleContext {
  /** Organization the record must belong to (the first user company, or the second one). */
  organizationId: number;
  /** A building, one of its floors, robot groups and flow groups, all of that organization. */
  buildingId: number;
  floorId: number;
  robotGroupId: number;
  flowGroupId: number;
  /** A fresh text on every call, for fields that must be unique. */
  unique: string;
  /** A fresh positive integer on every call (1, 2, 3, …), for numbers that must be unique. */
  serial: number;
  /** Calls the API as the system admin (to create prerequisites); answers status and parsed body. */
  api<T = unknown>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }>;
}

type Body = Record<string, unknown>;
type MaybePromise<T> = T | Promise<T>;

/** One resource's sample, exported as `sample` from tests/api/resource-samples/<resource name>.ts. */
export interface ResourceSample {
  /** POST body creating a valid record in ctx's organization (sent by the system admin). */
  create(ctx: SampleContext): MaybePromise<Body>;
  /** PATCH body that changes at least one field the record answers. */
  patch(ctx: SampleContext): MaybePromise<Body>;
  /** Path parameters other than :buildingId, :floorId and :organizationId, which ctx fills. */
  params?(ctx: SampleContext): MaybePromise<Record<string, number>>;
  /** The created record when POST answers something else than the record itself (e.g. `{robot, credential}`). */
  recordOf?(answer: unknown): { id: number };
  /** Set, with the reason, when the resource is installation-wide (not scoped by organization). */
  unscoped?: string;
}
