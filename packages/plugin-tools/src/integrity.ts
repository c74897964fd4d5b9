import { createHash } from 'node:crypto';

/** The Subresource Integrity string (`sha384-<base64>`) of some bytes. */
export function sha384Integrity(content: string | Uint8Array): string {
  return `sha384-${createHash('sha384').update(content).digest('base64')}`;
}
