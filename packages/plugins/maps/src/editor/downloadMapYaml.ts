import { api } from '@fleetdeck/sdk';

/** Saves the floor's map.yaml as a file: fetched with the session's token, which a plain link cannot send. */
export async function downloadMapYaml(floorId: number): Promise<void> {
  const text = await api.get<string>(`/floors/${floorId}/map/map.yaml`);
  const url = URL.createObjectURL(new Blob([typeof text === 'string' ? text : String(text)], { type: 'application/yaml' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'map.yaml';
  link.click();
  URL.revokeObjectURL(url);
}
