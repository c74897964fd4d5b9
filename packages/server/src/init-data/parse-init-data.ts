import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { parse as parseYaml } from 'yaml';
import { bodyValidatorOptions, lazyValidator, configValueError, InitDataFile, type FieldError } from '@fleetdeck/model';
import { validationFailed } from '../errors/api-error.js';
import { ajvToFieldErrors } from '../errors/validation-details.js';

const ajv = new Ajv(bodyValidatorOptions);
addFormats.default(ajv);
// Compiled once, on first use: every load checks its file with the same function.
const validateFile = lazyValidator<InitDataFile>(() => ajv.compile<InitDataFile>(InitDataFile));

/**
 * Reads an init-data file (JSON, or YAML, of which JSON is a subset) and checks it against the
 * entities' own create schemas; a problem answers 400 with field paths inside the file
 * (`content.systemConfigs.0.value`).
 */
export function parseInitData(content: string): InitDataFile {
  let data: unknown;
  try {
    data = parseYaml(content, { maxAliasCount: 100 });
  } catch (error) {
    throw validationFailed([{ path: 'content', code: 'syntax', message: error instanceof Error ? error.message.split('\n')[0] ?? 'cannot be read' : 'cannot be read' }]);
  }
  if (!validateFile(data)) throw validationFailed(ajvToFieldErrors(validateFile.errors ?? [], 'content', data));
  const problems: FieldError[] = (data.systemConfigs ?? []).flatMap((config, index) => {
    const problem = configValueError(config.valueType, config.value);
    return problem ? [{ path: `content.systemConfigs.${index}.value`, code: 'json', message: problem }] : [];
  });
  if (problems.length > 0) throw validationFailed(problems);
  return data;
}
