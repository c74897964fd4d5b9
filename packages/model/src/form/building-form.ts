import { BuildingCreate, IpAllowEntry } from '../building.js';
import { Id } from '../common.js';

// An IP entry's description may stay empty; the model schema requires the key, the form fills it in.
const ipItem = { ...IpAllowEntry, required: ['ipAddress', 'restricted'] };

// Every linkage secret (cleaning-robot password, LiLz access token, meter-system token) is
// write-only: it starts empty, empty keeps the saved one, and the form carries the `…Set` flag the
// server answered. Without a saved one the secret is required here too, so its message shows with
// the other fields' instead of after a round trip (server check: `linkageSecrets`).
function secretLinkForm(fields: Record<string, number>, secret: string, flag: string) {
  const text = (max: number) => ({ type: 'string', minLength: 1, maxLength: max });
  return {
    anyOf: [
      {
        type: 'object',
        properties: { ...Object.fromEntries(Object.entries(fields).map(([name, max]) => [name, text(max)])), [secret]: { type: 'string', maxLength: fields[secret] ?? 512 }, [flag]: { type: 'boolean' } },
        required: Object.keys(fields).filter((name) => name !== secret),
        additionalProperties: false,
        if: { not: { required: [flag], properties: { [flag]: { const: true } } } },
        then: { required: [secret], properties: { [secret]: text(fields[secret] ?? 512) } },
      },
      { type: 'null' },
    ],
  };
}

const secretLinkForms = {
  cleaningRobot: secretLinkForm({ userId: 128, password: 128 }, 'password', 'passwordSet'),
  lilz: secretLinkForm({ accessToken: 512, managementUnitId: 128 }, 'accessToken', 'accessTokenSet'),
  meterSystem: secretLinkForm({ token: 512, buildingId: 128 }, 'token', 'tokenSet'),
};

// §5 "linked building chosen": a daily report that is on needs its building. The form asks for it
// with the other fields instead of after a round trip (server check: `linkedBuildingChosen`); an
// unchosen building is left out of the values rather than sent as null, so `required` names it.
const dailyReportForm = {
  anyOf: [
    {
      type: 'object',
      properties: { enabled: { type: 'boolean' }, linkedBuildingId: Id },
      required: ['enabled'],
      additionalProperties: false,
      if: { properties: { enabled: { const: true } } },
      then: { required: ['linkedBuildingId'] },
    },
    { type: 'null' },
  ],
};

const linkageSchema = BuildingCreate.properties.linkage;

/** The building form: the create body with optional IP descriptions, the daily report's building and write-only linkage secrets. */
export const BuildingForm: { required: string[]; properties: Record<string, unknown> } = {
  ...BuildingCreate,
  properties: {
    ...BuildingCreate.properties,
    ipAllowList: { ...BuildingCreate.properties.ipAllowList, items: ipItem },
    linkage: { ...linkageSchema, properties: { ...linkageSchema.properties, dailyReport: dailyReportForm, ...secretLinkForms } },
  },
};
