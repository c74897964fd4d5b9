import type { FieldError, RobotMapInfo } from '@fleetdeck/model';
import { parse, stringify } from 'yaml';

/** map.yaml values without the image's size, which comes from the image itself. */
export type MapYamlValues = Omit<RobotMapInfo, 'width' | 'height'>;

/** The outcome of reading a map.yaml: its values, or field errors under `yaml.<key>`. */
export type MapYamlResult = { ok: true; values: MapYamlValues } | { ok: false; errors: FieldError[] };

const MODES = ['trinary', 'scale', 'raw'] as const;
const error = (key: string, code: string, message: string): FieldError => ({ path: `yaml.${key}`, code, message });
const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * Reads a ROS map_server / Nav2 map.yaml: `image`, `resolution`, `origin: [x, y, yaw]`,
 * `occupied_thresh`, `free_thresh`, `negate` (0/1 or a boolean), `mode` (default trinary).
 * Every broken key is reported, not only the first.
 */
export function parseMapYaml(text: string): MapYamlResult {
  let doc: unknown;
  try {
    doc = parse(text);
  } catch (cause) {
    return { ok: false, errors: [error('', 'yamlSyntax', `is not YAML: ${(cause as Error).message.split('\n')[0]}`)] };
  }
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) return { ok: false, errors: [error('', 'yamlShape', 'must be a mapping of map.yaml keys')] };
  const y = doc as Record<string, unknown>;
  const errors: FieldError[] = [];
  if (typeof y.image !== 'string' || y.image.trim() === '') errors.push(error('image', 'required', 'must name the map image'));
  if (!finite(y.resolution) || y.resolution <= 0) errors.push(error('resolution', 'positive', 'must be metres per pixel, above 0'));
  const origin = y.origin;
  if (!Array.isArray(origin) || origin.length !== 3 || !origin.every(finite)) errors.push(error('origin', 'origin', 'must be [x, y, yaw] numbers'));
  const occupied = y.occupied_thresh ?? 0.65;
  const free = y.free_thresh ?? 0.196;
  if (!finite(occupied) || occupied < 0 || occupied > 1) errors.push(error('occupied_thresh', 'threshold', 'must be between 0 and 1'));
  if (!finite(free) || free < 0 || free > 1) errors.push(error('free_thresh', 'threshold', 'must be between 0 and 1'));
  if (finite(occupied) && finite(free) && free >= occupied) errors.push(error('free_thresh', 'thresholdOrder', 'must be below occupied_thresh'));
  const negate = y.negate ?? 0;
  if (negate !== 0 && negate !== 1 && typeof negate !== 'boolean') errors.push(error('negate', 'negate', 'must be 0 or 1'));
  const mode = y.mode ?? 'trinary';
  if (!MODES.includes(mode as (typeof MODES)[number])) errors.push(error('mode', 'mode', 'must be trinary, scale or raw'));
  if (errors.length > 0) return { ok: false, errors };
  const [x, yy, yaw] = origin as [number, number, number];
  return {
    ok: true,
    values: {
      image: (y.image as string).trim(),
      resolution: y.resolution as number,
      origin: { x, y: yy, yaw },
      occupiedThresh: occupied as number,
      freeThresh: free as number,
      negate: negate === 1 || negate === true,
      mode: mode as MapYamlValues['mode'],
    },
  };
}

/** Writes the map.yaml map_server reads back for a stored map. */
export function writeMapYaml(values: MapYamlValues): string {
  return stringify(
    {
      image: values.image,
      mode: values.mode,
      resolution: values.resolution,
      origin: [values.origin.x, values.origin.y, values.origin.yaw],
      negate: values.negate ? 1 : 0,
      occupied_thresh: values.occupiedThresh,
      free_thresh: values.freeThresh,
    },
    { flow: false },
  ).replace(/^origin:\n(?:\s+- .*\n){3}/m, `origin: [${values.origin.x}, ${values.origin.y}, ${values.origin.yaw}]\n`);
}
