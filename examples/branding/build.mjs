// Checks the branding manifest and lays it out as <data>/custom/ expects it: dist/manifest.json
// and dist/branding/<asset files>. Copy dist/* into the server's <data>/custom/ to apply it.
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { brandingProblems } from './src/brandingProblems.js';

const root = new URL('./', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('manifest.json', root), 'utf8'));
const assetFile = (/** @type {string} */ url) => new URL(`assets/${url.replace(/^\/custom\/branding\//, '')}`, root);
const problems = brandingProblems(manifest, (url) => url.startsWith('/custom/branding/') && existsSync(assetFile(url)));
if (problems.length > 0) {
  for (const problem of problems) console.error(`✖ ${problem}`);
  process.exit(1);
}
const dist = new URL('dist/', root);
rmSync(dist, { recursive: true, force: true });
mkdirSync(new URL('branding/', dist), { recursive: true });
cpSync(new URL('assets/', root), new URL('branding/', dist), { recursive: true });
writeFileSync(new URL('manifest.json', dist), `${JSON.stringify(manifest, null, 2)}\n`);
console.log('✔ branding → dist/manifest.json and dist/branding/');
