import { componentNameFromId, pageNameFromId, type ProjectOptions } from './projectOptions.js';
import { caretRange, fleetdeckVersions } from './versions.js';

/** The values every template file may use. */
export function templateValues(options: ProjectOptions, versions = fleetdeckVersions()): Record<string, string> {
  return {
    id: options.id,
    name: options.name,
    // JSON-escaped name, for templates that place it inside a JSON or TS string.
    nameJson: JSON.stringify(options.name).slice(1, -1),
    kind: options.kind,
    packageName: options.id,
    componentName: componentNameFromId(options.id),
    pageName: pageNameFromId(options.id),
    sdkRange: caretRange(versions.sdk),
    pluginToolsRange: caretRange(versions.pluginTools),
  };
}
