import { Type, type Static } from '@sinclair/typebox';

/** One problem with one field; `path` is dot form (`ipAllowList.0.ipAddress`). */
export const FieldError = Type.Object({ path: Type.String(), code: Type.String(), message: Type.String() });
export type FieldError = Static<typeof FieldError>;

/** The one error body every API failure answers with. */
export const ApiErrorBody = Type.Object({
  error: Type.Object({
    statusCode: Type.Integer(),
    name: Type.String(),
    code: Type.String(),
    message: Type.String(),
    details: Type.Optional(Type.Array(FieldError)),
  }),
});
export type ApiErrorBody = Static<typeof ApiErrorBody>;
