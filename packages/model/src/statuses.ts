/** Status numbers of spec §4. */
export const GeneralStatus = { unavailable: 0, available: 1 } as const;
export type GeneralStatus = (typeof GeneralStatus)[keyof typeof GeneralStatus];

export const RobotStatus = { unavailable: 0, available: 1, underMaintenance: 2, inRepairShop: 9 } as const;
export type RobotStatus = (typeof RobotStatus)[keyof typeof RobotStatus];

export const WebhookStatus = { disabled: 0, enabled: 1, error: 9 } as const;
export type WebhookStatus = (typeof WebhookStatus)[keyof typeof WebhookStatus];

export const CheckItemStatus = { disabled: 0, enabled: 1, settingUp: 2 } as const;
export type CheckItemStatus = (typeof CheckItemStatus)[keyof typeof CheckItemStatus];

export const SystemVersionStatus = { private: 0, official: 1, beta: 2, alpha: 3 } as const;
export type SystemVersionStatus = (typeof SystemVersionStatus)[keyof typeof SystemVersionStatus];

export const ReportResult = {
  noAbnormality: 0,
  abnormality: 1,
  deviceNotFound: 4,
  error: 9,
  complete: 10,
  partial: 11,
  cancel: 12,
} as const;
export type ReportResult = (typeof ReportResult)[keyof typeof ReportResult];

export const ScheduleResult = ['done', 'fail', 'cancel', 'running', 'unknown'] as const;
export type ScheduleResult = (typeof ScheduleResult)[number];

export const ReleaseLevel = ['alpha', 'beta', 'official'] as const;
export type ReleaseLevel = (typeof ReleaseLevel)[number];

export const RobotConnection = ['online', 'offline'] as const;
export type RobotConnection = (typeof RobotConnection)[number];

export const LongTimeRecordingState = ['preparing', 'recording', 'ending'] as const;
export type LongTimeRecordingState = (typeof LongTimeRecordingState)[number];

export const TeleopCommandMode = [1, 2, 3, 4] as const;
export type TeleopCommandMode = (typeof TeleopCommandMode)[number];

export const TeleopSpeed = ['normal', 'slow'] as const;
export type TeleopSpeed = (typeof TeleopSpeed)[number];

export const CallInMode = ['idle', 'callingCustomer', 'conversation'] as const;
export type CallInMode = (typeof CallInMode)[number];

export const BatteryState = ['active', 'charging', 'fullyCharged', 'protect', 'lowVoltage', 'bmError', 'below20'] as const;
export type BatteryState = (typeof BatteryState)[number];
