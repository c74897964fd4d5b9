// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { clearDevBuildError, reportDevBuildError, useDevBuildError } from './devBuildErrorStore.js';

describe('devBuildErrorStore', () => {
  it('holds the reported failure with its location until cleared', () => {
    const { result } = renderHook(() => useDevBuildError());
    expect(result.current).toBeNull();
    act(() => reportDevBuildError('src/Page.tsx (12:4): bad', 'http://127.0.0.1:5300/events'));
    expect(result.current).toEqual({
      message: 'src/Page.tsx (12:4): bad', source: 'http://127.0.0.1:5300/events', location: { file: 'src/Page.tsx', line: 12, column: 4 },
    });
    act(() => clearDevBuildError());
    expect(result.current).toBeNull();
  });
});
