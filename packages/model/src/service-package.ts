import { Type, type Static } from '@sinclair/typebox';
import { Id, RequiredText } from './common.js';
import { defineEntity } from './entity/define-entity.js';
import { field } from './entity/entity-field.js';
import { VersionString } from './version.js';
import { MultilineText } from './text-rules.js';

/** Identifiers of command bundles inside a package (`elevator`, `door-v2`). */
export const BundleId = Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-z0-9][a-z0-9_-]*$' });

/** Service packages: versioned sets of service commands an organization can use; a name is unique within its organization. */
export const ServicePackage = defineEntity({
  name: 'servicePackages',
  area: 'servicePackages',
  path: '/system/service-packages',
  organization: 'organizationId',
  fields: {
    organizationId: field(Id, { input: 'required', references: '/organizations' }),
    name: field(RequiredText(64), { input: 'required', labelKey: 'package.name', listColumn: 'shown', searchable: true, width: 240 }),
    version: field(VersionString, { input: 'required', labelKey: 'package.version', hintKey: 'version.versionHint', listColumn: 'shown' }),
    description: field(MultilineText(256), { labelKey: 'package.description', listColumn: 'shown', searchable: true, width: 280 }),
    enabled: field(Type.Boolean(), { input: 'required', labelKey: 'package.enabled', listColumn: 'shown', initial: true }),
  },
});

/** A service package as the API answers it. */
export const ServicePackageRecord = ServicePackage.record;
export type ServicePackageRecord = Static<typeof ServicePackageRecord>;
/** Body to create a package. */
export const ServicePackageCreate = ServicePackage.create;
export type ServicePackageCreate = Static<typeof ServicePackageCreate>;
/** Body to change a package. */
export const ServicePackageUpdate = ServicePackage.update;
export type ServicePackageUpdate = Static<typeof ServicePackageUpdate>;

/** Commands of a service package, grouped by bundle; a name is unique within its bundle. The package comes from the path. */
export const ServiceCommand = defineEntity({
  name: 'serviceCommands',
  area: 'serviceCommands',
  path: '/system/service-packages/:packageId/commands',
  fields: {
    packageId: field(Id, { input: 'none' }),
    bundleId: field(BundleId, { input: 'required', labelKey: 'command.bundleId', hintKey: 'command.bundleHint', listColumn: 'shown', searchable: true }),
    name: field(RequiredText(64), { input: 'required', labelKey: 'command.name', listColumn: 'shown', searchable: true, width: 220 }),
    command: field(RequiredText(256), { input: 'required', labelKey: 'command.command', listColumn: 'shown', searchable: true, width: 240 }),
    description: field(MultilineText(256), { labelKey: 'command.description' }),
  },
  defaultSort: { id: 'bundleId', desc: false },
});

/** A service command as the API answers it. */
export const ServiceCommandRecord = ServiceCommand.record;
export type ServiceCommandRecord = Static<typeof ServiceCommandRecord>;
/** Body to add a command to a package. */
export const ServiceCommandCreate = ServiceCommand.create;
export type ServiceCommandCreate = Static<typeof ServiceCommandCreate>;
/** Body to change a command. */
export const ServiceCommandUpdate = ServiceCommand.update;
export type ServiceCommandUpdate = Static<typeof ServiceCommandUpdate>;
