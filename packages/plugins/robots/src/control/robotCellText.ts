import { useMemo } from 'react';
import { RobotErrorCode, conditionTone, flowProgress, type RobotCondition, type RobotConnection, type RobotLiveState, type StatusTone } from '@fleetdeck/model';
import { formatDateTime, useLanguage, useT } from '@fleetdeck/sdk';
import { batteryDisplay, type BatteryTone } from '../shared/batteryDisplay.js';
import type { Translate } from '../shared/eventDescription.js';
import { conditionOf } from '../shared/conditionOf.js';
import { robotConditionKey, robotStatusKey } from '../shared/robotStatusLabel.js';

/** Where an operator goes from a robot, with the link's text and its robot-specific accessible name. */
export interface RobotLinkText {
  to: string;
  text: string;
  label: string;
}

/** Every text a robot card or row shows, worked out once per language for the whole grid or table. */
export interface RobotCellText {
  terms: { status: string; connection: string; battery: string; currentFlow: string; lastCommunication: string };
  connection: Record<RobotConnection, string>;
  /** The robot's rolled-up condition, its colour and its label. */
  condition(robot: RobotLiveState): { condition: RobotCondition; tone: StatusTone; text: string };
  status(robot: RobotLiveState): string;
  battery(robot: RobotLiveState): { text: string; tone: BatteryTone };
  flow(robot: RobotLiveState): string;
  lastCommunication(robot: RobotLiveState): string;
  errors(robot: RobotLiveState): Array<{ code: string; text: string }>;
  /** The §4 long-term recording state, or that the recorder cannot run; null when neither applies. */
  recording(robot: RobotLiveState): { state: string; text: string } | null;
  links(robot: RobotLiveState): RobotLinkText[];
}

/**
 * The texts of robot cells for one `t` and language. Cards and rows only read from it: a
 * translation hook in each of thousands of mounted cells cost more than everything else they do.
 */
export function robotCellText(t: Translate, language: 'ja' | 'en'): RobotCellText {
  const fixed = (key: string) => t(key);
  const statusText = new Map<string, string>();
  const cached = (key: string) => {
    let text = statusText.get(key);
    if (text === undefined) {
      text = t(key);
      statusText.set(key, text);
    }
    return text;
  };
  const never = fixed('robot.never');
  const noFlow = fixed('robot.noFlow');
  const linkText = { teleop: fixed('links.teleop'), basic: fixed('links.basic'), activity: fixed('links.activity') };
  return {
    terms: {
      status: fixed('robot.status'),
      connection: fixed('robot.connection'),
      battery: fixed('robot.battery'),
      currentFlow: fixed('robot.currentFlow'),
      lastCommunication: fixed('robot.lastCommunication'),
    },
    connection: { online: fixed('connection.online'), offline: fixed('connection.offline') },
    condition(robot) {
      const condition = conditionOf(robot);
      return { condition, tone: conditionTone(condition), text: cached(robotConditionKey(robot, condition)) };
    },
    status(robot) {
      return cached(robotStatusKey(robot));
    },
    battery(robot) {
      const battery = robot.telemetry?.battery;
      const { tone, labelKey } = batteryDisplay(battery);
      const label = t(labelKey);
      return { tone, text: battery ? `${t('battery.percent', { percent: Math.round(battery.percent) })} · ${label}` : label };
    },
    flow(robot) {
      const flow = robot.telemetry?.currentFlow;
      return flow ? t('robot.flowProgress', { ...flowProgress(flow) }) : noFlow;
    },
    lastCommunication(robot) {
      return formatDateTime(robot.lastCommunicationAt, language, { seconds: true }) || never;
    },
    errors(robot) {
      return (robot.telemetry?.errors ?? []).map((code) => ({ code, text: RobotErrorCode[code][language] }));
    },
    recording(robot) {
      const telemetry = robot.connection === 'online' ? robot.telemetry : null;
      const state = telemetry?.recording ?? (telemetry?.recorder === 'unavailable' ? 'unavailable' : null);
      return state ? { state, text: cached(`recording.${state}`) } : null;
    },
    links(robot) {
      const serial = encodeURIComponent(robot.serialNo);
      const name = { name: robot.name };
      return [
        { to: `/app/tele-ope/1/${serial}`, text: linkText.teleop, label: t('links.teleopOf', name) },
        { to: `/app/basic/${serial}`, text: linkText.basic, label: t('links.basicOf', name) },
        { to: `/robot/${robot.robotId}/activity`, text: linkText.activity, label: t('links.activityOf', name) },
      ];
    },
  };
}

/** `robotCellText` for the rendering plugin's `t` and the user's language, kept while neither changes. */
export function useRobotCellText(): RobotCellText {
  const t = useT();
  const language = useLanguage();
  return useMemo(() => robotCellText(t as Translate, language), [t, language]);
}
