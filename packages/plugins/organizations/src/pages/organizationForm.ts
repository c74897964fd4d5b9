import { OrganizationCreate, ParentRole, type OrganizationCreate as OrganizationBody } from '@fleetdeck/model';

/** Values of the organization form; empty selects hold ''. */
export type OrganizationFormValues = {
  name: string;
  type: number | '';
  parentId: number | '' | null;
  parentRole: number;
  status: number;
  prefecture: string;
  city: string;
  postalCode: string;
  addressDetail: string;
  labsEnabled: boolean;
}

/** A new organization's values. */
export const newOrganization: OrganizationFormValues = {
  name: '', type: '', parentId: '', parentRole: ParentRole.allow, status: 1, prefecture: '', city: '', postalCode: '', addressDetail: '', labsEnabled: false,
};

// The parent may be "none" for a system admin (a top organization); the server decides who may.
const required = OrganizationCreate.required.filter((key: string) => key !== 'parentId');
/** The create schema, with the parent optional in the form. */
export const organizationFormSchema: { required: string[]; properties: Record<string, unknown> } = { ...OrganizationCreate, required };

const texts = ['prefecture', 'city', 'postalCode', 'addressDetail'] as const;

/** The API body: a cleared text is sent as '' so clearing it is saved; no parent means null. */
export function toOrganizationBody(values: Partial<OrganizationFormValues>): OrganizationBody {
  const body: Record<string, unknown> = { ...values, parentId: typeof values.parentId === 'number' ? values.parentId : null };
  for (const key of texts) body[key] = values[key] ?? '';
  return body as unknown as OrganizationBody;
}
