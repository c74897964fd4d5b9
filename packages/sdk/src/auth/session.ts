/** An id as the API answers it. */
export type EntityId = number | string;

/** The signed-in operator's session as answered by login and GET /api/my/session. */
export interface Session {
  token?: string;
  id: EntityId;
  /** 0 general, 1 area manager, 2 organization administrator, 9 system administrator. */
  type: number;
  firstName: string;
  lastName: string;
  organizationId: EntityId | null;
  buildingId: EntityId | null;
  labsEnabled: boolean;
  passwordChangeRequired: boolean;
  skywayKey?: string | null;
  lastLoginAt?: string | null;
  isUniversalDesign?: boolean;
}
