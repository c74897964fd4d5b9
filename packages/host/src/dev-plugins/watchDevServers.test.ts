import { describe, expect, it, vi } from 'vitest';
import { watchDevServers, type DevEventSource } from './watchDevServers.js';

class RecordingSource implements DevEventSource {
  listeners: (() => void)[] = [];
  closed = false;
  constructor(readonly url: string) {}
  addEventListener(_type: 'change', listener: () => void) {
    this.listeners.push(listener);
  }
  close() {
    this.closed = true;
  }
}

describe('watchDevServers', () => {
  it('calls back on each change from any dev server and closes every stream on stop', () => {
    const opened: RecordingSource[] = [];
    const onChange = vi.fn();
    const stop = watchDevServers(['http://a/events', 'http://b/events'], onChange, (url) => {
      const source = new RecordingSource(url);
      opened.push(source);
      return source;
    });
    expect(opened.map((source) => source.url)).toEqual(['http://a/events', 'http://b/events']);
    opened[1]!.listeners.forEach((listener) => listener());
    expect(onChange).toHaveBeenCalledTimes(1);
    stop();
    expect(opened.every((source) => source.closed)).toBe(true);
  });
});
