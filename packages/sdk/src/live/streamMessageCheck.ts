import type { Validator } from '@cfworker/json-schema';
import { StreamServerMessage } from '@fleetdeck/model';

/** Checks one parsed server message: null when it is valid, else why not. */
export type MessageCheck = (message: unknown) => string | null;

/** A check of server messages against the model's `StreamServerMessage` schema, with the given validator class. */
export function createMessageCheck(ValidatorClass: typeof Validator): MessageCheck {
  // Interpreted, never compiled into code: the console's CSP has no 'unsafe-eval' (see forms/schemaResolver.ts).
  const validator = new ValidatorClass(StreamServerMessage as never, '2019-09', false);
  return (message) => {
    const result = validator.validate(message);
    if (result.valid) return null;
    // The deepest error names the field; the others say that the union or another message type did not match.
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
