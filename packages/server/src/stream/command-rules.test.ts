import { describe, expect, it } from 'vitest';
import { UserType, type RobotCommand } from '@fleetdeck/model';
import type { RequestSession } from '../auth/request-session.js';
import type { LiveRobot } from '../gateway/live-robots.js';
import { commandRefusal } from './command-rules.js';

function session(userType: number): RequestSession {
  return { operatorId: 1, userType, organizationId: 1, buildingId: null, tokenId: 1, loginId: 'someone@example.com' };
}

function robot(batteryPercent: number | null): LiveRobot {
  return {
    meta: { id: 1, serialNo: 'R1', name: 'R1', model: 'Ex', organizationId: 1, buildingId: 1, initialFloorId: 1, status: 1, credentialHash: null },
    connection: 'online',
    lastCommunicationAt: null,
    telemetry: batteryPercent === null ? null : ({ battery: { percent: batteryPercent, state: 'active' } } as LiveRobot['telemetry']),
    json: null,
  };
}

const osUpdate: RobotCommand = { name: 'osUpdate', version: '3.0.0' };
const resetErrors: RobotCommand = { name: 'resetErrors' };
const stop: RobotCommand = { name: 'stop' };

describe('commandRefusal', () => {
  it('refuses osUpdate and resetErrors to a general operator, whatever the battery', () => {
    for (const command of [osUpdate, resetErrors]) {
      expect(commandRefusal(session(UserType.general), robot(90), command)).toMatchObject({ code: 'FORBIDDEN' });
    }
  });

  it('lets every administrator type through, at the os-update route level', () => {
    for (const type of [UserType.areaManager, UserType.organizationAdmin, UserType.systemAdmin]) {
      expect(commandRefusal(session(type), robot(90), osUpdate)).toBeNull();
      expect(commandRefusal(session(type), robot(5), resetErrors)).toBeNull();
    }
  });

  it('applies the 20% battery rule to an administrator, counting an unknown battery as too low', () => {
    const admin = session(UserType.organizationAdmin);
    expect(commandRefusal(admin, robot(19.9), osUpdate)).toMatchObject({ code: 'BATTERY_LOW', message: expect.stringContaining('20%') as string });
    expect(commandRefusal(admin, robot(null), osUpdate)).toMatchObject({ code: 'BATTERY_LOW' });
    expect(commandRefusal(admin, undefined, osUpdate)).toMatchObject({ code: 'BATTERY_LOW' });
    expect(commandRefusal(admin, robot(20), osUpdate)).toBeNull();
  });

  it('leaves everyday commands to every operator', () => {
    expect(commandRefusal(session(UserType.general), robot(5), stop)).toBeNull();
  });
});
