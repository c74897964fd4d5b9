import { Type, type Static } from '@sinclair/typebox';
import { defineEntity } from './entity/define-entity.js';
import { field } from './entity/entity-field.js';
import { ReleaseLevel, SystemVersionStatus } from './statuses.js';
import { MultilineText } from './text-rules.js';

const status = Type.Union(Object.values(SystemVersionStatus).map((v) => Type.Literal(v)));
const releaseLevel = Type.Union(ReleaseLevel.map((v) => Type.Literal(v)));
/** A version string such as 2.14.0 or 3.0.0-rc.1. */
export const VersionString = Type.String({ minLength: 1, maxLength: 32, pattern: '^[0-9A-Za-z][0-9A-Za-z.+-]*$' });

/** A released (or private) version of the robot and console software (§4 system version); installation-wide, system admins only. */
export const SystemVersion = defineEntity({
  name: 'systemVersions',
  area: 'systemVersions',
  path: '/system/versions',
  fields: {
    version: field(VersionString, { input: 'required', labelKey: 'version.version', hintKey: 'version.versionHint', listColumn: 'shown', searchable: true, width: 200 }),
    status: field(status, { input: 'required', labelKey: 'version.status', choiceKey: 'version.statuses', listColumn: 'shown' }),
    releaseLevel: field(releaseLevel, { input: 'required', labelKey: 'version.releaseLevel', choiceKey: 'version.levels', listColumn: 'shown' }),
    notes: field(MultilineText(2000), { labelKey: 'version.notes', sortable: false, widget: 'multiline', listColumn: 'shown', searchable: true, width: 320 }),
  },
  titleField: 'version',
  defaultSort: { id: 'createdAt', desc: true },
});

/** A system version as the API answers it. */
export const SystemVersionRecord = SystemVersion.record;
export type SystemVersionRecord = Static<typeof SystemVersionRecord>;
/** Body to register a version. */
export const SystemVersionCreate = SystemVersion.create;
export type SystemVersionCreate = Static<typeof SystemVersionCreate>;
/** Body to change a version. */
export const SystemVersionUpdate = SystemVersion.update;
export type SystemVersionUpdate = Static<typeof SystemVersionUpdate>;
