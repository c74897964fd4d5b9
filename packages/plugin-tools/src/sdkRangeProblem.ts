import { sdkRangeSatisfied } from '@fleetdeck/sdk/plugin-schema';

/** The message when a file's `sdk` range does not accept the installed SDK, the same for plugin.json and custom-view.json. */
export async function sdkRangeProblem(file: string, range: string, sdkVersion: string): Promise<string | undefined> {
  if (await sdkRangeSatisfied(range, sdkVersion)) return undefined;
  return `${file} sdk: "${range}" does not accept the installed @fleetdeck/sdk ${sdkVersion}`;
}
