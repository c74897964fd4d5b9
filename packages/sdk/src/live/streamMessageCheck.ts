import type { Validator } from '@cfworker/json-schema';
import { StreamServerMessage } from '@fleetdeck/model';

/** Checks one parsed server message: null when it is valid, else why not. */
export type MessageCheck = (message: unknown) => string | null;

/** A check of server messages against the model's `StreamServerMessage` schema, with the given validator class. */
export function createMessageCheck(ValidatorClass: typeof Validator): MessageCheck {
  // One validator per message type: the union as a whole would be tried member by member for
  // every message, and the errors of the members a message is not would hide its own.
  // Interpreted, never compiled into code: the console's CSP has no 'unsafe-eval' (see forms/schemaCheck.ts).
  const byType = new Map<unknown, Validator>();
  for (const member of StreamServerMessage.anyOf) {
    byType.set(member.properties.type.const, new ValidatorClass(member as never, '2019-09', true));
  }
  return (message) => {
    const type = typeof message === 'object' && message !== null ? (message as { type?: unknown }).type : undefined;
    const validator = byType.get(type);
    if (!validator) return `unknown message type ${JSON.stringify(type) ?? 'undefined'}`;
    const result = validator.validate(message);
    if (result.valid) return null;
    // The deepest error names the field; the outer ones only say that something inside failed.
    const deepest = result.errors.reduce<(typeof result.errors)[number] | undefined>(
      (found, error) => (!found || error.instanceLocation.length > found.instanceLocation.length ? error : found),
      undefined,
    );
    return deepest ? `${deepest.instanceLocation}: ${deepest.error}` : 'invalid';
  };
}

/** Loads the validator on first use, so pages that never open the stream do not load it. */
export async function loadMessageCheck(): Promise<MessageCheck> {
  const { Validator } = await import('@cfworker/json-schema');
  return createMessageCheck(Validator);
}
