import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Id, Nullable } from './common.js';

/** Contract fields of spec §3 as GET /api/my/contract answers them. */
export const Contract = Type.Object({
  isArchive: Type.Boolean(),
  isMiniAsilla: Type.Boolean(),
  isLilz: Type.Boolean(),
  isHakaruAi: Type.Boolean(),
  isKanriroid: Type.Boolean(),
  isAutoGuide: Type.Boolean(),
  contractEndAt: Nullable(DateTime),
  maintenanceCompany: Nullable(Type.Object({ id: Id, name: Type.String(), isOwner: Type.Boolean() })),
});
export type Contract = Static<typeof Contract>;

/** Payment state of an organization's contract; `incomplete` answers 498 on every call. */
export const PaymentStatus = ['paid', 'incomplete'] as const;
export type PaymentStatus = (typeof PaymentStatus)[number];
