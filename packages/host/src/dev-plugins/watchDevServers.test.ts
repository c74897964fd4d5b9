import { describe, expect, it, vi } from 'vitest';
import { watchDevServers, type DevEventSource } from './watchDevServers.js';

class RecordingSource implements DevEventSource {
  listeners: (() => void)[] = [];
  errorListeners: ((event: Event) => void)[] = [];
  closed = false;
  constructor(readonly url: string) {}
  addEventListener(type: 'change' | 'error', listener: (event: Event) => void) {
    if (type === 'change') this.listeners.push(listener as () => void);
    else this.errorListeners.push(listener);
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

  it('reports a failed build with its message and server, and ignores the stream\'s own connection errors', () => {
    const opened: RecordingSource[] = [];
    const onBuildError = vi.fn();
    const onChange = vi.fn();
    watchDevServers(['http://a/events'], onChange, (url) => {
      const source = new RecordingSource(url);
      opened.push(source);
      return source;
    }, onBuildError);
    const source = opened[0]!;
    source.errorListeners.forEach((listener) => listener(new Event('error')));
    expect(onBuildError).not.toHaveBeenCalled();
    const failed = new MessageEvent('error', { data: JSON.stringify({ message: 'src/index.tsx:3:15: ERROR: Unexpected ";"' }) });
    source.errorListeners.forEach((listener) => listener(failed));
    expect(onBuildError).toHaveBeenCalledWith('src/index.tsx:3:15: ERROR: Unexpected ";"', 'http://a/events');
    expect(onChange).not.toHaveBeenCalled();
  });
});
