/**
 * Write-only secrets (passwords, tokens, client secrets of outside services): a reader only ever
 * learns whether one is stored, answered as a `…Set` / `has…` boolean next to the other fields.
 * Every resource holding one goes through these two functions, so "set / not set" and "keep when
 * not sent" mean the same everywhere (docs/contracts.md, docs/security.md).
 */

/** Whether a stored secret (a value, or its hash) is set; the only thing ever answered about it. */
export function isSecretSet(stored: unknown): boolean {
  return typeof stored === 'string' && stored !== '';
}

/**
 * The secret to store after a write. A reader never holds the value to send back, so a body that
 * leaves it out (absent, null or '') keeps the stored one; any other string replaces it. A secret
 * is cleared by removing what holds it (the link, the notification target, the webhook) or by
 * changing that to a kind without one, never by sending an empty value.
 */
export function keptSecret(stored: string | null | undefined, sent: string | null | undefined): string {
  if (typeof sent === 'string' && sent !== '') return sent;
  return stored ?? '';
}
