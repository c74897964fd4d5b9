import { Type, type Static } from '@sinclair/typebox';
import { Id, LocalizedText } from './common.js';

/** Term types of spec §9: terms of service, privacy policy, maintenance agreement. */
export const TermType = ['TOS', 'PP', 'MC'] as const;
export type TermType = (typeof TermType)[number];

/** Reference to one version of terms. */
export const TermRef = Type.Object({ id: Id, type: Type.Union(TermType.map((t) => Type.Literal(t))), version: Type.String() });
export type TermRef = Static<typeof TermRef>;

/** Terms with their text in both languages. */
export const Terms = Type.Composite([TermRef, Type.Object({ title: LocalizedText, body: LocalizedText })]);
export type Terms = Static<typeof Terms>;

/** GET /api/terms: the current terms of each type (null when none is published). */
export const TermsSet = Type.Object({ TOS: Type.Union([Terms, Type.Null()]), PP: Type.Union([Terms, Type.Null()]), MC: Type.Union([Terms, Type.Null()]) });
export type TermsSet = Static<typeof TermsSet>;

/** GET /api/my/term-agreements/check: null or the outstanding terms of each type. */
export const TermCheck = Type.Object({ TOS: Type.Union([TermRef, Type.Null()]), PP: Type.Union([TermRef, Type.Null()]), MC: Type.Union([TermRef, Type.Null()]) });
export type TermCheck = Static<typeof TermCheck>;

/** Body of POST /api/my/term-agreements. */
export const AgreeTermsBody = Type.Object({ termIds: Type.Array(Id, { minItems: 1, maxItems: 3, uniqueItems: true }) }, { additionalProperties: false });
export type AgreeTermsBody = Static<typeof AgreeTermsBody>;
