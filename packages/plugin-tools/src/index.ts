// Public API of the plugin tools (also used by create-plugin).
export { buildPlugin } from './buildPlugin.js';
export type { BuildPluginOptions, BuildPluginResult } from './buildPlugin.js';
export { validatePlugin } from './validatePlugin.js';
export type { PluginValidation, ValidatePluginOptions } from './validatePlugin.js';
export { PluginToolError } from './readManifest.js';
export { sha384Integrity } from './integrity.js';
export { precompressDir } from './precompress.js';
export type { PrecompressResult } from './precompress.js';
export { rollupOptions } from './rollupConfig.js';
