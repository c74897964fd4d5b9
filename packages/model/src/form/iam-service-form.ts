import { entityFormSchema } from '../entity/entity-form-schemas.js';
import { IamService } from '../iam-service.js';

const scopesText = { type: 'string', maxLength: 2200, pattern: '^[a-z0-9:._,\\s-]*$' };

function withScopesText(body: object): object {
  const { properties } = body as { properties: Record<string, object> };
  return { ...body, properties: { ...properties, scopes: scopesText } };
}

/** The IAM service create form: the body with the scopes as comma- or space-separated text. */
export const IamServiceCreateForm = withScopesText(entityFormSchema(IamService, 'create'));
/** The IAM service edit form: the update body with the scopes as text. */
export const IamServiceUpdateForm = withScopesText(entityFormSchema(IamService, 'update'));
