import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Id } from './common.js';
import { ReleaseLevel, SystemVersionStatus } from './statuses.js';
import { MultilineText } from './text-rules.js';

const status = Type.Union(Object.values(SystemVersionStatus).map((v) => Type.Literal(v)));
const releaseLevel = Type.Union(ReleaseLevel.map((v) => Type.Literal(v)));
/** A version string such as 2.14.0 or 3.0.0-rc.1. */
export const VersionString = Type.String({ minLength: 1, maxLength: 32, pattern: '^[0-9A-Za-z][0-9A-Za-z.+-]*$' });

/** A released (or private) version of the robot and console software (§4 system version). */
export const SystemVersionRecord = Type.Object({
  id: Id,
  version: VersionString,
  status,
  releaseLevel,
  notes: MultilineText(2000),
  createdAt: DateTime,
  updatedAt: DateTime,
});
export type SystemVersionRecord = Static<typeof SystemVersionRecord>;

/** Body to register a version. */
export const SystemVersionCreate = Type.Object(
  { version: VersionString, status, releaseLevel, notes: Type.Optional(MultilineText(2000)) },
  { additionalProperties: false },
);
export type SystemVersionCreate = Static<typeof SystemVersionCreate>;

/** Body to change a version. */
export const SystemVersionUpdate = Type.Partial(SystemVersionCreate, { additionalProperties: false });
export type SystemVersionUpdate = Static<typeof SystemVersionUpdate>;
