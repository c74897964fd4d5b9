import { describe, expect, it } from 'vitest';
import { cleaningRefusal, type CleaningSituation } from './cleaning-rules.js';

const rulo: CleaningSituation = {
  model: 'RULO Biz', sentry: false, battery: 80, cleaning: 'idle', driveErrors: [], flowRunning: false, dockFault: false,
};

describe('cleaningRefusal', () => {
  it('lets a cleaning model with charge start, stop while cleaning and go to its dock', () => {
    expect(cleaningRefusal('start', rulo)).toBeNull();
    expect(cleaningRefusal('stop', { ...rulo, cleaning: 'cleaning' })).toBeNull();
    expect(cleaningRefusal('dock', rulo)).toBeNull();
  });

  it('refuses to start on a non-cleaning model, on low battery, with an error or a running flow', () => {
    expect(cleaningRefusal('start', { ...rulo, model: 'ugo Pro' })).toMatchObject({ code: 'CLEANING_START_FAILED', reason: 'model' });
    expect(cleaningRefusal('start', { ...rulo, battery: 19.9 })).toMatchObject({ code: 'CLEANING_START_FAILED', reason: 'battery', message: expect.stringContaining('20%') });
    expect(cleaningRefusal('start', { ...rulo, driveErrors: ['EMERGENCY_STOP'] })).toMatchObject({ code: 'CLEANING_START_FAILED', reason: 'error' });
    expect(cleaningRefusal('start', { ...rulo, flowRunning: true })).toMatchObject({ code: 'CLEANING_START_FAILED', reason: 'flow' });
  });

  it('refuses to stop when the robot is not cleaning, even in sentry mode only for that reason', () => {
    expect(cleaningRefusal('stop', rulo)).toMatchObject({ code: 'CLEANING_STOP_FAILED' });
    expect(cleaningRefusal('stop', { ...rulo, cleaning: 'cleaning', sentry: true })).toBeNull();
  });

  it('refuses start and dock in sentry mode, and a dock the robot cannot reach', () => {
    expect(cleaningRefusal('start', { ...rulo, sentry: true })).toMatchObject({ code: 'SENTRY_MODE' });
    expect(cleaningRefusal('dock', { ...rulo, sentry: true })).toMatchObject({ code: 'SENTRY_MODE' });
    expect(cleaningRefusal('dock', { ...rulo, dockFault: true })).toMatchObject({ code: 'RETURN_TO_DOCK_FAILED', reason: 'dockFault' });
    expect(cleaningRefusal('dock', { ...rulo, dockFault: true, cleaning: 'docked' })).toBeNull();
  });
});
