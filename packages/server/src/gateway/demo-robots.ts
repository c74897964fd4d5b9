import type { RobotModel } from '@fleetdeck/model';

/** One demo robot: name, serial number, model. Buildings are assigned round-robin at seed time. */
export interface DemoRobot {
  name: string;
  serialNo: string;
  model: RobotModel;
  /** Starts long-term recording on connecting (at low quality): the demo keeps one recorder, light on CPU. */
  recordsLongTerm?: true;
}

/** The demo fleet: fourteen robots of nine models, spread over the demo buildings. */
export const demoRobots: readonly DemoRobot[] = [
  { name: 'Lobby Guide 1', serialNo: 'UGO-PRO-0001', model: 'ugo Pro', recordsLongTerm: true },
  { name: 'Night Patrol', serialNo: 'UGO-EX-0001', model: 'Ex' },
  { name: 'Meter Reader', serialNo: 'TSP-0001', model: 'TS-P' },
  { name: 'Reception Mini', serialNo: 'UGO-MINI-0001', model: 'mini' },
  { name: 'Care Assistant', serialNo: 'NYOKKEY-0001', model: 'Nyokkey' },
  { name: 'Picking Arm', serialNo: 'MOTOMAN-0001', model: 'MOTOMAN' },
  { name: 'Bench Arm', serialNo: 'MOTOMINI-0001', model: 'MotoMINI' },
  { name: 'Cafe Server', serialNo: 'BELLA-0001', model: 'Pudu BellaBot' },
  { name: 'Floor Cleaner', serialNo: 'RULO-0001', model: 'RULO Biz' },
  { name: 'Control Room', serialNo: 'REACTOR-0001', model: 'ugo Reactor' },
  { name: 'Lobby Guide 2', serialNo: 'UGO-PRO-0002', model: 'ugo Pro' },
  { name: 'Parking Patrol', serialNo: 'UGO-EX-0002', model: 'Ex' },
  { name: 'Dock Inspector', serialNo: 'TSP-0002', model: 'TS-P' },
  { name: 'Night Cleaner', serialNo: 'RULO-0002', model: 'RULO Biz' },
];

/** Serial number of the n-th extra simulated robot (`fleetdeck serve --sim N` beyond the demo fleet). */
export function extraSimSerial(n: number): string {
  return `SIM-${String(n).padStart(5, '0')}`;
}
