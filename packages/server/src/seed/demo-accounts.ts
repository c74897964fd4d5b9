import { UserType } from '@fleetdeck/model';

/** Password of every demo account. */
export const DEMO_PASSWORD = 'Fleetdeck-2026';

/** Organizations of the demo, by key. */
export type DemoOrgKey = 'management' | 'agent' | 'maintenance' | 'aozora' | 'aozoraEast' | 'hinode' | 'sunset' | 'pending';

/** One demo account and what it is for. */
export interface DemoAccount {
  loginId: string;
  type: UserType;
  org: DemoOrgKey;
  building: 'tower' | 'plaza' | 'warehouse' | null;
  lastName: string;
  firstName: string;
  purpose: string;
  authMode?: 'email';
  maintenanceOwner?: boolean;
  passwordChangeRequired?: boolean;
  /** Leaves TOS and PP unagreed. */
  termsOutstanding?: boolean;
}

/** The demo accounts printed at start (tests/e2e/fixtures/demoAccounts.ts mirrors these ids). */
export const demoAccounts: DemoAccount[] = [
  { loginId: 'system@fleetdeck.example', type: UserType.systemAdmin, org: 'management', building: null, lastName: 'System', firstName: 'Admin', purpose: 'system administrator (9)' },
  { loginId: 'orgadmin@fleetdeck.example', type: UserType.organizationAdmin, org: 'aozora', building: 'tower', lastName: 'Sato', firstName: 'Hana', purpose: 'organization administrator (2)' },
  { loginId: 'manager@fleetdeck.example', type: UserType.areaManager, org: 'aozora', building: 'tower', lastName: 'Suzuki', firstName: 'Ken', purpose: 'area manager (1)' },
  { loginId: 'operator@fleetdeck.example', type: UserType.general, org: 'aozora', building: 'tower', lastName: 'Takahashi', firstName: 'Yui', purpose: 'general operator (0)' },
  { loginId: 'operator-mfa@fleetdeck.example', type: UserType.general, org: 'aozora', building: 'tower', lastName: 'Tanaka', firstName: 'Ren', purpose: 'general operator with e-mail code step', authMode: 'email' },
  { loginId: 'other-admin@fleetdeck.example', type: UserType.organizationAdmin, org: 'hinode', building: 'warehouse', lastName: 'Ito', firstName: 'Mei', purpose: 'administrator of the second company' },
  { loginId: 'mc-owner@fleetdeck.example', type: UserType.organizationAdmin, org: 'aozora', building: 'tower', lastName: 'Watanabe', firstName: 'Sora', purpose: 'maintenance-company owner (MC terms outstanding)', maintenanceOwner: true },
  { loginId: 'terms@fleetdeck.example', type: UserType.general, org: 'aozora', building: 'tower', lastName: 'Yamamoto', firstName: 'Aoi', purpose: 'terms of service and privacy policy outstanding', termsOutstanding: true },
  { loginId: 'chpwd@fleetdeck.example', type: UserType.general, org: 'aozora', building: 'tower', lastName: 'Nakamura', firstName: 'Riku', purpose: 'password change required', passwordChangeRequired: true },
  { loginId: 'ended@fleetdeck.example', type: UserType.organizationAdmin, org: 'sunset', building: null, lastName: 'Kobayashi', firstName: 'Mio', purpose: 'contract ended (499)' },
  { loginId: 'unpaid@fleetdeck.example', type: UserType.organizationAdmin, org: 'pending', building: null, lastName: 'Kato', firstName: 'Yuto', purpose: 'payment incomplete (498)' },
];
