/** Where a build error points, when its message says. */
export interface BuildErrorLocation {
  file: string;
  line?: number;
  column?: number;
}

const SOURCE = String.raw`[^\s:()"']+\.(?:json|tsx?|jsx?|mjs|cjs|css)\b`;
// esbuild and tsc: `/abs/src/index.tsx:3:15: ERROR: …`; Rollup: `src/index.tsx (3:15): …`.
const COLON_FORM = new RegExp(String.raw`((?:[A-Za-z]:)?${SOURCE}):(\d+):(\d+)`);
const PAREN_FORM = new RegExp(String.raw`(${SOURCE}) \((\d+):(\d+)\)`);
// JSON.parse: `… (line 3 column 5)`, after the file the tool names first (`plugin.json: is not valid JSON`).
const JSON_LINE = /\(line (\d+) column (\d+)\)/;
const FILE_ONLY = new RegExp(String.raw`(${SOURCE})`);

/**
 * Reads the file, line and column from a build error's message (the dev server sends the message
 * only), in the forms the plugin build's tools write; undefined when it names no file.
 */
export function buildErrorLocation(message: string): BuildErrorLocation | undefined {
  const withPosition = message.match(COLON_FORM) ?? message.match(PAREN_FORM);
  if (withPosition) return { file: withPosition[1]!, line: Number(withPosition[2]), column: Number(withPosition[3]) };
  const file = message.match(FILE_ONLY)?.[1];
  if (!file) return undefined;
  const json = message.match(JSON_LINE);
  return json ? { file, line: Number(json[1]), column: Number(json[2]) } : { file };
}
