// Types of dist/validators/index.js, which the model's build generates (scripts/form-validators.ts).

/** One failed rule, as ajv reports it. */
export interface CompiledValidatorError {
  /** JSON pointer of the failing value (`/linkage/dailyReport`). */
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

/** A standalone ajv validator: answers whether the value is valid and leaves the failures in `errors`. */
export interface CompiledValidator {
  (data: unknown): boolean;
  errors?: CompiledValidatorError[] | null;
}

/** The validator the model's build compiled for the schema of this fingerprint (`schemaFingerprint`), or undefined. */
export declare function loadValidator(fingerprint: string): Promise<CompiledValidator | undefined>;
