import type { ResourceRecord } from '@fleetdeck/sdk';

/** Values of the IAM service form; scopes as comma- or space-separated text. */
export type IamServiceFormValues = { organizationId: number | ''; name: string; clientId: string; scopes: string; enabled: boolean; clientSecret: string };

/** Scope names from the text box: split on commas and spaces, without blanks and repeats. */
export function parseScopes(text: string | undefined): string[] {
  return [...new Set((text ?? '').split(/[\s,]+/).filter(Boolean))];
}

/** Form values of a stored service. */
export function toIamServiceForm(record: ResourceRecord, defaults: IamServiceFormValues): IamServiceFormValues {
  return {
    ...defaults,
    organizationId: typeof record.organizationId === 'number' ? record.organizationId : defaults.organizationId,
    name: String(record.name ?? ''),
    clientId: String(record.clientId ?? ''),
    scopes: Array.isArray(record.scopes) ? record.scopes.join(', ') : '',
    enabled: record.enabled === true,
    clientSecret: '',
  };
}

/** The API body: scopes as a list; an empty secret is left out so the stored one stays. */
export function toIamServiceBody(values: IamServiceFormValues): object {
  const { clientSecret, scopes, ...rest } = values;
  return { ...rest, enabled: values.enabled === true, scopes: parseScopes(scopes), ...(clientSecret ? { clientSecret } : {}) };
}
