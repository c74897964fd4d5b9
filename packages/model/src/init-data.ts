import { Type, type Static } from '@sinclair/typebox';
import { LocalizedText } from './common.js';
import { TermType } from './terms.js';
import { SystemConfigCreate } from './system-config.js';
import { ServiceCommandCreate, ServicePackageCreate } from './service-package.js';

const strict = { additionalProperties: false } as const;

/** One version of terms as an init-data file carries it; type and version name it. */
export const InitDataTerms = Type.Object({
  type: Type.Unsafe<TermType>(Type.Union(TermType.map((t) => Type.Literal(t)))),
  version: Type.String({ minLength: 1, maxLength: 32 }),
  title: LocalizedText,
  body: LocalizedText,
}, strict);
export type InitDataTerms = Static<typeof InitDataTerms>;

/** A service package with its commands; its organization and name name it, a bundle and name each command. */
export const InitDataServicePackage = Type.Composite([
  ServicePackageCreate,
  Type.Object({ commands: Type.Optional(Type.Array(ServiceCommandCreate, { maxItems: 500 })) }),
], strict);
export type InitDataServicePackage = Static<typeof InitDataServicePackage>;

/**
 * An environment's master data (auth/init-data): each list is optional. Items are matched by their
 * natural keys, so loading the same file twice changes nothing.
 */
export const InitDataFile = Type.Object({
  terms: Type.Optional(Type.Array(InitDataTerms, { maxItems: 100 })),
  systemConfigs: Type.Optional(Type.Array(SystemConfigCreate, { maxItems: 1000 })),
  servicePackages: Type.Optional(Type.Array(InitDataServicePackage, { maxItems: 200 })),
}, strict);
export type InitDataFile = Static<typeof InitDataFile>;

/** Body of POST /api/auth/init-data: the file's text (JSON or YAML); `apply: false` only previews. */
export const InitDataBody = Type.Object({
  content: Type.String({ minLength: 1, maxLength: 2_000_000 }),
  apply: Type.Boolean(),
}, strict);
export type InitDataBody = Static<typeof InitDataBody>;

/** What loading a file does to one item. */
export const InitDataAction = ['add', 'change', 'unchanged'] as const;
export type InitDataAction = (typeof InitDataAction)[number];
/** The kinds of master data a file may hold. */
export const InitDataKind = ['terms', 'systemConfigs', 'servicePackages'] as const;
export type InitDataKind = (typeof InitDataKind)[number];

/** Answer of POST /api/auth/init-data: each item with what it does, and whether it was applied. */
export const InitDataPlan = Type.Object({
  applied: Type.Boolean(),
  items: Type.Array(Type.Object({
    kind: Type.Unsafe<InitDataKind>(Type.Union(InitDataKind.map((k) => Type.Literal(k)))),
    key: Type.String(),
    action: Type.Unsafe<InitDataAction>(Type.Union(InitDataAction.map((a) => Type.Literal(a)))),
  })),
});
export type InitDataPlan = Static<typeof InitDataPlan>;
