import { Type } from '@sinclair/typebox';

/** Response schema of a 204 answer. */
export const NoContent = Type.Null({ description: 'No content' });
