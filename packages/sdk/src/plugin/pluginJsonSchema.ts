import Ajv from 'ajv';
import { lazyValidator } from '@fleetdeck/model';
import validRange from 'semver/ranges/valid.js';
import { accessLevels } from './accessLevel.js';
import { contractOptions, type PluginManifest } from './pluginManifest.js';
import { schemaMessage } from './schemaMessages.js';

export type { AccessLevel } from './accessLevel.js';
export type { PluginChunk, PluginManifest, PluginRouteManifest, PluginSidebarItem } from './pluginManifest.js';
export { SDK_VERSION } from './sdkVersion.js';
export { resolveSharedParts, SPLIT_PARTS_FILE } from './sharedParts.js';
export type { HostSplitPart, HostSplitParts, PluginSharedParts, ScopedSharedParts } from './sharedParts.js';
export { sdkRangeSatisfied } from './sdkCompat.js';
export { accessDrift, routeForPath, routeLevel, routeOpening, sidebarItemLevel } from './pageAccess.js';
export { customViewSchema, validateCustomView } from './customViewSchema.js';
export { isSidebarIconName, sidebarIconNames, unknownIconMessage } from './sidebarIcons.js';
export type { SidebarIconName } from './sidebarIcons.js';
export type { CustomViewEntry, CustomViewValidation } from './customViewSchema.js';
export { screenLevel } from '@fleetdeck/model';

/** JSON Schema of plugin.json; the plugin build, validate and the server all check against it. */
export const pluginManifestSchema = {
  $id: 'https://fleetdeck.dev/schemas/plugin.json',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'version', 'sdk', 'entry', 'routes'],
  $defs: {
    // Nested string tables (menu labels, page titles) the host loads before any plugin code.
    strings: { type: 'object', additionalProperties: { anyOf: [{ type: 'string' }, { $ref: '#/$defs/strings' }] } },
    integrity: { type: 'string', pattern: '^sha384-[A-Za-z0-9+/]{64}$' },
    sharedImports: {
      type: 'object',
      propertyNames: { minLength: 1, maxLength: 200 },
      additionalProperties: { type: 'array', maxItems: 5000, items: { type: 'string', minLength: 1, maxLength: 200 } },
    },
  },
  properties: {
    $schema: { type: 'string' },
    id: { type: 'string', pattern: '^[a-z][a-z0-9-]{0,62}$' },
    name: { type: 'string', minLength: 1, maxLength: 80 },
    description: { type: 'string', maxLength: 500 },
    version: { type: 'string', pattern: '^\\d+\\.\\d+\\.\\d+(-[0-9A-Za-z.-]+)?(\\+[0-9A-Za-z.-]+)?$' },
    sdk: { type: 'string', minLength: 1 },
    entry: { type: 'string', minLength: 1 },
    css: { type: 'array', items: { type: 'string', minLength: 1 } },
    integrity: { $ref: '#/$defs/integrity' },
    // Written by the plugin build: the names the bundle imports from each shared module, so the
    // host can serve only those parts. A module missing here gets its whole namespace.
    sharedImports: { $ref: '#/$defs/sharedImports' },
    // Written by the plugin build for a code-split bundle: each file (a relative path inside the
    // plugin folder, never climbing out of it) with its integrity and its own shared imports.
    chunks: {
      type: 'object',
      maxProperties: 1000,
      propertyNames: { pattern: '^(?![/.])(?!.*\\.\\.)[^\\\\:?#]+\\.js$', maxLength: 300 },
      additionalProperties: {
        type: 'object',
        additionalProperties: false,
        required: ['integrity', 'sharedImports'],
        properties: { integrity: { $ref: '#/$defs/integrity' }, sharedImports: { $ref: '#/$defs/sharedImports' } },
      },
    },
    routes: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'path'],
        properties: {
          id: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_-]*$' },
          path: { type: 'string', pattern: '^/' },
          access: { enum: [...accessLevels] },
          layout: { enum: ['shell', 'bare'] },
          titleKey: { type: 'string' },
          labs: { type: 'boolean' },
        },
      },
    },
    i18n: {
      type: 'object',
      additionalProperties: false,
      properties: { ja: { $ref: '#/$defs/strings' }, en: { $ref: '#/$defs/strings' } },
    },
    sidebar: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'path', 'menuGroup', 'labelKey'],
        properties: {
          id: { type: 'string', minLength: 1 },
          path: { type: 'string', pattern: '^/' },
          menuGroup: { type: 'string', minLength: 1 },
          icon: { type: 'string' },
          labelKey: { type: 'string', minLength: 1 },
          labs: { type: 'boolean' },
          access: { enum: [...accessLevels] },
          contract: { enum: [...contractOptions] },
        },
      },
    },
  },
} as const;

/** Outcome of validating a plugin.json: the typed manifest, or messages naming each wrong field. */
export type PluginManifestValidation =
  | { ok: true; manifest: PluginManifest; errors: [] }
  | { ok: false; errors: string[] };

// Compiled once, on first use: validation runs for every plugin at build and at server start.
const ajv = new Ajv({ allErrors: true, strict: false });
const validateSchema = lazyValidator(() => ajv.compile(pluginManifestSchema));

function semanticErrors(manifest: PluginManifest): string[] {
  const errors: string[] = [];
  if (validRange(manifest.sdk) === null) errors.push(`sdk: "${manifest.sdk}" is not a valid semver range`);
  const seen = new Set<string>();
  manifest.routes.forEach((route, index) => {
    if (seen.has(route.id)) errors.push(`routes.${index}.id: "${route.id}" is used by another route`);
    seen.add(route.id);
  });
  return errors;
}

/** Checks a parsed plugin.json against the schema and the rules a schema cannot express. */
export function validatePluginManifest(value: unknown): PluginManifestValidation {
  if (!validateSchema(value)) {
    return { ok: false, errors: (validateSchema.errors ?? []).map(schemaMessage) };
  }
  const manifest = value as unknown as PluginManifest;
  const errors = semanticErrors(manifest);
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, manifest, errors: [] };
}
