import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Id, RequiredText } from './common.js';
import { VersionString } from './version.js';
import { MultilineText } from './text-rules.js';

/** Identifiers of command bundles inside a package (`elevator`, `door-v2`). */
export const BundleId = Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-z0-9][a-z0-9_-]*$' });

/** A service package: a versioned set of service commands an organization can use. */
export const ServicePackageRecord = Type.Object({
  id: Id,
  organizationId: Id,
  name: RequiredText(64),
  version: VersionString,
  description: MultilineText(256),
  enabled: Type.Boolean(),
  createdAt: DateTime,
  updatedAt: DateTime,
});
export type ServicePackageRecord = Static<typeof ServicePackageRecord>;

/** Body to create a package; its name is unique within the organization. */
export const ServicePackageCreate = Type.Object(
  {
    organizationId: Id,
    name: RequiredText(64),
    version: VersionString,
    description: Type.Optional(MultilineText(256)),
    enabled: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type ServicePackageCreate = Static<typeof ServicePackageCreate>;

/** Body to change a package. */
export const ServicePackageUpdate = Type.Partial(ServicePackageCreate, { additionalProperties: false });
export type ServicePackageUpdate = Static<typeof ServicePackageUpdate>;

/** One command of a package, grouped by bundle. */
export const ServiceCommandRecord = Type.Object({
  id: Id,
  packageId: Id,
  bundleId: BundleId,
  name: RequiredText(64),
  command: RequiredText(256),
  description: MultilineText(256),
  createdAt: DateTime,
  updatedAt: DateTime,
});
export type ServiceCommandRecord = Static<typeof ServiceCommandRecord>;

/** Body to add a command to a package; its name is unique within the bundle. */
export const ServiceCommandCreate = Type.Object(
  {
    bundleId: BundleId,
    name: RequiredText(64),
    command: RequiredText(256),
    description: Type.Optional(MultilineText(256)),
  },
  { additionalProperties: false },
);
export type ServiceCommandCreate = Static<typeof ServiceCommandCreate>;

/** Body to change a command. */
export const ServiceCommandUpdate = Type.Partial(ServiceCommandCreate, { additionalProperties: false });
export type ServiceCommandUpdate = Static<typeof ServiceCommandUpdate>;
