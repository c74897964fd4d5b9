import { describe, expect, it } from 'vitest';
import { parseMapYaml, writeMapYaml } from './map-yaml.js';

const nav2 = `image: warehouse.pgm
mode: trinary
resolution: 0.05
origin: [-10.0, -5.5, 0.0]
negate: 0
occupied_thresh: 0.65
free_thresh: 0.25
`;

describe('map.yaml', () => {
  it('reads what map_server writes', () => {
    expect(parseMapYaml(nav2)).toEqual({
      ok: true,
      values: { image: 'warehouse.pgm', mode: 'trinary', resolution: 0.05, origin: { x: -10, y: -5.5, yaw: 0 }, negate: false, occupiedThresh: 0.65, freeThresh: 0.25 },
    });
  });

  it('fills the defaults map_server assumes', () => {
    const result = parseMapYaml('image: m.png\nresolution: 0.1\norigin: [0, 0, 0]\n');
    expect(result.ok && result.values).toMatchObject({ mode: 'trinary', negate: false, occupiedThresh: 0.65, freeThresh: 0.196 });
  });

  it('reports every broken key', () => {
    const result = parseMapYaml('image: ""\nresolution: -1\norigin: [0, 0]\nnegate: 2\nfree_thresh: 0.9\noccupied_thresh: 0.5\nmode: fancy\n');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => e.path)).toEqual(['yaml.image', 'yaml.resolution', 'yaml.origin', 'yaml.free_thresh', 'yaml.negate', 'yaml.mode']);
  });

  it('refuses text that is not YAML or not a mapping', () => {
    expect(parseMapYaml('image: [unclosed').ok).toBe(false);
    expect(parseMapYaml('- a\n- b\n').ok).toBe(false);
  });

  it('writes a map.yaml that reads back the same', () => {
    const parsed = parseMapYaml(nav2);
    if (!parsed.ok) throw new Error('fixture');
    const written = writeMapYaml(parsed.values);
    expect(written).toContain('origin: [-10, -5.5, 0]');
    expect(parseMapYaml(written)).toEqual(parsed);
  });
});
