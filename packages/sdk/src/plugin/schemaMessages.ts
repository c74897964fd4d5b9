import type { ErrorObject } from 'ajv';

function fieldPath(error: ErrorObject): string {
  const base = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (error.keyword === 'required' || error.keyword === 'additionalProperties') {
    const name = String(
      (error.params as { missingProperty?: string; additionalProperty?: string }).missingProperty ??
        (error.params as { additionalProperty?: string }).additionalProperty,
    );
    return base ? `${base}.${name}` : name;
  }
  return base || '(root)';
}

/** One ajv error as a message naming the field (`routes.0.access: must be one of ...`). */
export function schemaMessage(error: ErrorObject): string {
  const path = fieldPath(error);
  switch (error.keyword) {
    case 'required':
      return `${path}: is required`;
    case 'additionalProperties':
      return `${path}: is not a known field`;
    case 'enum':
      return `${path}: must be one of ${(error.params as { allowedValues: unknown[] }).allowedValues.join(', ')}`;
    case 'pattern':
      if (path === 'integrity') return 'integrity: must be "sha384-" followed by a base64 SHA-384 digest';
      if (path === 'version') return 'version: must be a semantic version such as 1.2.3';
      return `${path}: ${error.message ?? 'has the wrong format'}`;
    default:
      return `${path}: ${error.message ?? 'is invalid'}`;
  }
}
