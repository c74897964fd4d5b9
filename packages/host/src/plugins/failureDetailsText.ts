import { PluginLoadError } from './PluginLoadError.js';
import type { LoadFailureDetails } from './loadFailureDetails.js';

/** Label lookup for the lines, keys under `common:plugin.details.`. */
type Label = (key: keyof LoadFailureDetails | 'module') => string;

/** What an error says about its cause: a load error's details, else the thrown error's message and stack. */
function detailsOf(error: unknown): LoadFailureDetails & { stack?: string } {
  if (error instanceof PluginLoadError) return error.details;
  if (error instanceof Error) return { message: error.message, stack: error.stack };
  return { message: String(error) };
}

/**
 * The text the error panel shows and copies: the panel's message, then one labelled line per known
 * part of the cause, so a report pasted into a ticket carries the address, status or specifier.
 */
export function failureDetailsText(label: Label, pluginId: string, message: string, error: unknown): string {
  const details = detailsOf(error);
  const lines = [message, `${label('module')}: ${pluginId}`];
  if (details.url) lines.push(`${label('url')}: ${details.url}`);
  if (details.status !== undefined) lines.push(`${label('status')}: ${details.status}`);
  if (details.specifier) lines.push(`${label('specifier')}: ${details.specifier}`);
  if (details.message) lines.push(`${label('message')}: ${details.message}`);
  if (details.stack) lines.push(details.stack);
  return lines.join('\n');
}
