import { buildUrl, readToken } from '@fleetdeck/sdk';

/** Fetches a stored file with the session's token and hands it to the browser as a download named `name`. */
export async function downloadFile(fileId: number, name: string): Promise<void> {
  const token = readToken();
  const response = await fetch(buildUrl(`/files/${fileId}`), { headers: token ? { Authorization: `Bearer ${token}` } : {}, credentials: 'include' });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the bytes over.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The file name an export downloads as. */
export function exportFileName(kind: 'csv' | 'excel' | 'media', jobId: number): string {
  const extension = kind === 'csv' ? 'csv' : kind === 'excel' ? 'xlsx' : 'zip';
  return `reports-${jobId}.${extension}`;
}
