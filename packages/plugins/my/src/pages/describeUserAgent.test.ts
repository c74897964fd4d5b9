import { describe, expect, it } from 'vitest';
import { describeUserAgent } from './describeUserAgent.js';

describe('describeUserAgent', () => {
  it('names common browsers and systems', () => {
    expect(describeUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36 Edg/130.0')).toEqual({ browser: 'Edge', system: 'Windows' });
    expect(describeUserAgent('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36')).toEqual({ browser: 'Chrome', system: 'Linux' });
    expect(describeUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1')).toEqual({ browser: 'Safari', system: 'iOS' });
    expect(describeUserAgent('Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:120.0) Gecko/20100101 Firefox/120.0')).toEqual({ browser: 'Firefox', system: 'macOS' });
  });

  it('answers empty names for an unknown or missing agent', () => {
    expect(describeUserAgent('curl/8.0')).toEqual({ browser: '', system: '' });
    expect(describeUserAgent('')).toEqual({ browser: '', system: '' });
  });
});
