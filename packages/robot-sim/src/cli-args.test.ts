import { describe, expect, it } from 'vitest';
import { parseSimArgs } from './cli-args.js';

describe('parseSimArgs', () => {
  it('reads url, count and credentials, with env defaults', () => {
    const o = parseSimArgs(['--count', '3', '--credentials', 'c.json'], { FLEETDECK_GATEWAY_URL: 'ws://h:1/gateway' });
    expect(o).toMatchObject({ url: 'ws://h:1/gateway', count: 3, credentials: 'c.json', autonomous: true });
  });

  it('reads the file commands are logged to (none by default), and wants a name', () => {
    expect(parseSimArgs([]).commandLog).toBeNull();
    expect(parseSimArgs(['--command-log', '/tmp/c.jsonl']).commandLog).toBe('/tmp/c.jsonl');
    expect(() => parseSimArgs(['--command-log'])).toThrow(/--command-log needs a value/);
  });

  it('reads how many visitors come to each guide robot an hour (default 2)', () => {
    expect(parseSimArgs([]).visitorsPerHour).toBe(2);
    expect(parseSimArgs([]).reportMap).toBe(true);
    expect(parseSimArgs(['--no-map']).reportMap).toBe(false);
    expect(parseSimArgs(['--visitors-per-hour', '0']).visitorsPerHour).toBe(0);
    expect(() => parseSimArgs(['--visitors-per-hour', '-1'])).toThrow(/visitors-per-hour/);
  });

  it('rejects a bad count, an http url and unknown options', () => {
    expect(() => parseSimArgs(['--count', '-1'])).toThrow(/count/);
    expect(() => parseSimArgs(['--url', 'http://x/gateway'])).toThrow(/ws:\/\//);
    expect(() => parseSimArgs(['--url', 'ws://a/gateway,http://x/gateway'])).toThrow(/ws:\/\//);
    expect(() => parseSimArgs(['--fast'])).toThrow(/unknown option/);
  });

  it('takes several gateway addresses, comma-separated', () => {
    expect(parseSimArgs(['--url', 'ws://a:1/gateway,ws://b:1/gateway']).url).toBe('ws://a:1/gateway,ws://b:1/gateway');
  });
});
