import type { LoadFailureDetails } from './loadFailureDetails.js';

/** Why a plugin could not be mounted; each kind has its message under `common:plugin.`. */
export type PluginFailureKind = 'loadFailed' | 'timeout' | 'sdkMismatch' | 'integrity' | 'missingRoute' | 'missingComponent' | 'cancelled';

/** A plugin failure the error panel explains; `params` fill the translated message. */
export class PluginLoadError extends Error {
  override readonly name = 'PluginLoadError';
  readonly kind: PluginFailureKind;
  readonly params: Record<string, string | number>;
  /** The cause as far as it is known, for the error panel's details. */
  readonly details: LoadFailureDetails;

  constructor(kind: PluginFailureKind, params: Record<string, string | number>, cause?: unknown, details: LoadFailureDetails = {}) {
    super(`${kind}: ${JSON.stringify(params)}${cause instanceof Error ? ` (${cause.message})` : ''}`, { cause });
    this.kind = kind;
    this.params = params;
    this.details = details;
  }
}
