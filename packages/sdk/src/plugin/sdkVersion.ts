/** The SDK version plugins declare a semver range against (kept equal to package.json; a unit test checks). */
export const SDK_VERSION = '0.1.0';
