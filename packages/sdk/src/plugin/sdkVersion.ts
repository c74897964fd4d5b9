/**
 * The SDK version plugins declare a semver range against (kept equal to package.json; a unit test checks).
 * @group Routing and side bar
 */
export const SDK_VERSION = '0.1.0';
