import type { SessionGateCode } from '@fleetdeck/model';

/** Who is calling, set on `request.session` for every signed-in request. */
export interface RequestSession {
  operatorId: number;
  userType: number;
  organizationId: number;
  buildingId: number | null;
  tokenId: number;
  loginId: string;
  /** The §4 gate holding the account (auth/session-gate.ts); absent when none does. */
  gate?: SessionGateCode;
}
