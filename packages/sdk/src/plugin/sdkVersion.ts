/**
 * The SDK version plugins declare a semver range against (kept equal to package.json; a unit test checks).
 * @group Routing and side bar
 * @example
 * ```ts
 * const compatible = await sdkRangeSatisfied(manifest.sdk, SDK_VERSION); // plugin.json "sdk": "^0.1.0"
 * ```
 */
export const SDK_VERSION = '0.1.0';
