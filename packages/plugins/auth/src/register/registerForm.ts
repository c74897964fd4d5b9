import type { RegisterCustomerBody } from '@fleetdeck/model';

/** The register form's values: the request body itself, each part under its own name. */
export type RegisterFormValues = RegisterCustomerBody;

/** A blank registration: a top-level user company on the free recording plan, no contract options. */
export function emptyRegistration(): RegisterFormValues {
  return {
    organization: { name: '', type: 0, parentId: null },
    administrator: { loginId: '', lastName: '', firstName: '' },
    building: { name: '', prefecture: '', city: '' },
    contract: {
      isArchive: false, isMiniAsilla: false, isLilz: false, isHakaruAi: false, isKanriroid: false, isAutoGuide: false,
      contractEndAt: null, archivePlan: 'free',
    },
  } as RegisterFormValues;
}

/** The contract options a registration may switch on, in the order §3 lists them. */
export const contractFlags = ['isArchive', 'isMiniAsilla', 'isLilz', 'isHakaruAi', 'isKanriroid', 'isAutoGuide'] as const;
