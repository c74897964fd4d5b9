import { RobotCommand } from '@fleetdeck/model';
import { schemaIssues, type SchemaIssue } from '@fleetdeck/sdk';

/** One rule a command broke: the field (dot form) and the JSON Schema keyword, with its limit. */
export type CommandIssue = SchemaIssue;

/** Either the command, ready to send, or what is wrong with it. */
export type CommandCheck = { ok: true; command: RobotCommand } | { ok: false; issues: CommandIssue[] };

interface Variant {
  properties: { name: { const: string } };
}

const variants = RobotCommand.anyOf as unknown as Variant[];

/** Command names the protocol knows, in the order of the model's schema. */
export const commandNames: string[] = variants.map((v) => v.properties.name.const);

/** Checks a parsed value against the protocol command of its `name` (the server checks again). */
export async function checkCommand(value: unknown): Promise<CommandCheck> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, issues: [{ path: '', keyword: 'type' }] };
  const name = (value as { name?: unknown }).name;
  if (name === undefined) return { ok: false, issues: [{ path: 'name', keyword: 'required' }] };
  // Only the command the value names: the whole union would report every other command's rules too.
  const schema = variants.find((v) => v.properties.name.const === name);
  if (!schema) return { ok: false, issues: [{ path: 'name', keyword: 'enum' }] };
  const found = await schemaIssues(schema, value);
  if (found.length === 0) return { ok: true, command: value as RobotCommand };
  const seen = new Set<string>();
  // A literal union fails once per choice (`const`); the operator reads one "not a choice" per field.
  const issues = found
    .map((issue) => (issue.keyword === 'const' ? { path: issue.path, keyword: 'enum' } : issue))
    .filter((issue) => {
      const key = `${issue.path}|${issue.keyword}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  return { ok: false, issues };
}
