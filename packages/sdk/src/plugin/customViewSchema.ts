import Ajv from 'ajv';
import { lazyValidator } from '@fleetdeck/model';
import validRange from 'semver/ranges/valid.js';
import { schemaMessage } from './schemaMessages.js';

/**
 * A custom view as written in custom-view.json and copied into the `views` of the console's
 * /custom/manifest.json (spec §1; the console applies the defaults named here).
 */
export interface CustomViewEntry {
  id: string;
  /** Where the view opens, under /custom/. */
  path: string;
  /** The bundle's address, usually /custom/plugins/<id>/index.js. */
  scriptUrl: string;
  /** The export of the bundle to render (default: `default`). */
  component?: string;
  /** A stylesheet to load with the view. */
  styleUrl?: string;
  meta?: { title?: Record<string, string>; access?: 'any' | 'admin' | 'systemAdmin'; [key: string]: unknown };
  /** Whether signing in is needed (default true). */
  requiresAuth?: boolean;
  /** The side-bar group (default `custom`). */
  menuGroup?: string;
  /** A side-bar icon name (default `puzzle`). */
  icon?: string;
  /** Whether the side bar lists the view (default true). */
  showInSidebar?: boolean;
  /** The SDK versions the view is built for, a semver range as in plugin.json. */
  sdk?: string;
}

/** JSON Schema of custom-view.json (one entry of the customization manifest's `views`). */
export const customViewSchema = {
  $id: 'https://fleetdeck.dev/schemas/custom-view.json',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'path', 'scriptUrl'],
  properties: {
    $schema: { type: 'string' },
    id: { type: 'string', minLength: 1 },
    path: { type: 'string', minLength: 1 },
    scriptUrl: { type: 'string', minLength: 1 },
    component: { type: 'string', minLength: 1 },
    styleUrl: { type: 'string', minLength: 1 },
    meta: {
      type: 'object',
      properties: {
        title: { type: 'object', additionalProperties: { type: 'string' } },
        access: { enum: ['any', 'admin', 'systemAdmin'] },
      },
    },
    requiresAuth: { type: 'boolean' },
    menuGroup: { type: 'string', minLength: 1 },
    icon: { type: 'string', minLength: 1 },
    showInSidebar: { type: 'boolean' },
    sdk: { type: 'string', minLength: 1 },
  },
} as const;

/** Outcome of validating a custom-view.json: the typed entry, or messages naming each wrong field. */
export type CustomViewValidation = { ok: true; view: CustomViewEntry; errors: [] } | { ok: false; errors: string[] };

// Compiled once, on first use, like plugin.json's schema.
const validateSchema = lazyValidator(() => new Ajv({ allErrors: true, strict: false }).compile(customViewSchema));

/** Checks a parsed custom-view.json against the schema and its `sdk` range's syntax. */
export function validateCustomView(value: unknown): CustomViewValidation {
  if (!validateSchema(value)) return { ok: false, errors: (validateSchema.errors ?? []).map(schemaMessage) };
  const view = value as unknown as CustomViewEntry;
  if (view.sdk !== undefined && validRange(view.sdk) === null) return { ok: false, errors: [`sdk: "${view.sdk}" is not a valid semver range`] };
  return { ok: true, view, errors: [] };
}
