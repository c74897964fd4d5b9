import { Building, type BuildingCreate as BuildingBody, type BuildingLinkage } from '@fleetdeck/model';
import { entityFormValues } from '@fleetdeck/sdk';

/** The outside systems a building can be linked with. */
export const linkKeys = ['dailyReport', 'cleaningRobot', 'hakaruAi', 'lilz', 'meterSystem'] as const;
/** One of the linkable systems. */
export type LinkKey = (typeof linkKeys)[number];

type Section = 'ipAllowList' | 'speechTexts' | 'linkage';

/**
 * Values of the building form: the entity's own fields, drawn and read by the SDK from `Building`,
 * and the sections the plugin draws itself, whose values differ from the body (secret flags, no ids).
 */
export type BuildingFormValues = { [K in Exclude<keyof BuildingBody, Section>]?: unknown } & {
  ipAllowList: Array<{ ipAddress: string; description: string; restricted: boolean }>;
  speechTexts: Array<{ text: string }>;
  linkage: Record<LinkKey, Record<string, unknown> | null>;
};

/** A new building's values: the entity's defaults (available, no coordinates), no IP addresses, speech texts or links. */
export const newBuilding = {
  ...entityFormValues(Building, 'create'),
  ipAllowList: [], speechTexts: [],
  linkage: { dailyReport: null, cleaningRobot: null, hakaruAi: null, lilz: null, meterSystem: null },
} as BuildingFormValues;

/** What a link holds when it is first switched on (empty fields the schema then requires). */
export const emptyLink: Record<LinkKey, Record<string, unknown>> = {
  dailyReport: { enabled: true, linkedBuildingId: '' },
  cleaningRobot: { userId: '', password: '' },
  hakaruAi: { loginId: '' },
  lilz: { accessToken: '', managementUnitId: '' },
  meterSystem: { token: '', buildingId: '' },
};

/** Each secret-holding link: its secret field and the flag saying one is saved. */
export const secretFields = {
  cleaningRobot: { secret: 'password', flag: 'passwordSet' },
  lilz: { secret: 'accessToken', flag: 'accessTokenSet' },
  meterSystem: { secret: 'token', flag: 'tokenSet' },
} as const;
/**
 * The API body of the form's values, which the form has already read with the schema (cleared texts
 * as '', no coordinates as null): every link present (null unlinks it) without the "saved" flags,
 * IP addresses trimmed, speech texts by their text.
 */
export function toBuildingBody(values: Partial<BuildingFormValues>): BuildingBody {
  const body: Record<string, unknown> = { ...values };
  body.ipAllowList = (values.ipAllowList ?? []).map((entry) => ({ ipAddress: entry.ipAddress.trim(), description: entry.description ?? '', restricted: entry.restricted === true }));
  body.speechTexts = (values.speechTexts ?? []).map((item) => ({ text: item.text }));
  const linkage: Partial<Record<LinkKey, unknown>> = {};
  for (const key of linkKeys) {
    const link = values.linkage?.[key];
    linkage[key] = link ? (key === 'dailyReport' ? { enabled: link.enabled !== false, linkedBuildingId: link.linkedBuildingId ?? null } : withoutSetFlags(link)) : null;
  }
  body.linkage = linkage as Partial<BuildingLinkage>;
  return body as unknown as BuildingBody;
}

// The server answers secrets masked with `passwordSet`, `accessTokenSet` and `tokenSet` flags; bodies carry none.
const setFlags = new Set(['passwordSet', 'accessTokenSet', 'tokenSet']);

function withoutSetFlags(link: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(link).filter(([name]) => !setFlags.has(name)));
}

/** A loaded link as form values: a write-only secret starts empty (empty keeps the saved one). */
function linkForm(key: LinkKey, link: Record<string, unknown> | null | undefined): Record<string, unknown> | null {
  if (!link) return null;
  if (key === 'cleaningRobot') return { userId: link.userId ?? '', password: '', passwordSet: link.passwordSet === true };
  if (key === 'lilz') return { accessToken: '', managementUnitId: link.managementUnitId ?? '', accessTokenSet: link.accessTokenSet === true };
  if (key === 'meterSystem') return { token: '', buildingId: link.buildingId ?? '', tokenSet: link.tokenSet === true };
  return link;
}

/** Whether the saved secret of a link may be kept by leaving its field empty. */
export function secretSaved(values: Partial<BuildingFormValues>, key: keyof typeof secretFields): boolean {
  return values.linkage?.[key]?.[secretFields[key].flag] === true;
}

/** Form values of a loaded building: its fields as stored, write-only secrets empty. */
export function toBuildingForm(record: Record<string, unknown>): BuildingFormValues {
  const values: Record<string, unknown> = {};
  for (const [key, empty] of Object.entries(newBuilding)) values[key] = record[key] ?? empty;
  const linkage = (record.linkage ?? {}) as Partial<Record<LinkKey, Record<string, unknown> | null>>;
  return {
    ...(values as BuildingFormValues),
    speechTexts: (values.speechTexts as Array<{ text: string }>).map((item) => ({ text: item.text })),
    linkage: Object.fromEntries(linkKeys.map((key) => [key, linkForm(key, linkage[key])])) as BuildingFormValues['linkage'],
  };
}
