import { jsonSyntaxError } from '@fleetdeck/model';
import type { FormIssue } from '@fleetdeck/sdk';
import { stepsWithIssues } from './flowStepIssues.js';
import { readSteps } from './flowSteps.js';

/**
 * The form issue of a definition whose steps have problems (the numbers of those steps); none for
 * a syntax error, which the form reports with its line and column already.
 */
export function definitionIssues(text: unknown, summary: (numbers: string) => string): FormIssue[] {
  if (typeof text !== 'string' || jsonSyntaxError(text) !== null) return [];
  const read = readSteps(JSON.parse(text));
  if (typeof read === 'string') return [];
  const numbers = stepsWithIssues(read.steps);
  return numbers.length === 0 ? [] : [{ path: 'definition', code: 'flowSteps', message: summary(numbers.join(', ')) }];
}
