/** Business constants and limits of spec §9. */
export const Thermal = { width: 256, height: 192, maxAreas: 5 } as const;
export const CameraId = ['v1', 'v2', 'v3', 's1', 'g1', 'thermal'] as const;
export type CameraId = (typeof CameraId)[number];
export const ThermalColorMap = ['normal', 'mono', 'ir'] as const;
export type ThermalColorMap = (typeof ThermalColorMap)[number];
export const ThermalScalePosition = ['none', 'top', 'bottom'] as const;
export type ThermalScalePosition = (typeof ThermalScalePosition)[number];

export const ArmModel = { ugoArm: 100, cobotta: 200, motoman: 300 } as const;
export type ArmModel = (typeof ArmModel)[keyof typeof ArmModel];

export const WaypointType = { origin: 0, normal: 1, charge: 2, standby: 3, action: 10, invisible: 99 } as const;
export type WaypointType = (typeof WaypointType)[keyof typeof WaypointType];

/** Command list modes; 110 to 113 are common modes only a system admin may use. */
export const CommandListMode = [10, 11, 12, 13, 110, 111, 112, 113] as const;
export type CommandListMode = (typeof CommandListMode)[number];
export const SystemAdminCommandListModes: readonly CommandListMode[] = [110, 111, 112, 113];

export const Category = { common: 0, security: 100, inspection: 200, factory: 300, nursing: 400, warehouse: 500, other: 900 } as const;
export type Category = (typeof Category)[keyof typeof Category];

export const NotificationLevel = { info: 0, warning: 5, emergency: 9 } as const;
export type NotificationLevel = (typeof NotificationLevel)[keyof typeof NotificationLevel];

/** Notification targets; SMS and phone exist but are disabled. */
export const NotificationTargetType = { email: 0, slack: 1, sms: 2, phone: 3, elgana: 6 } as const;
export type NotificationTargetType = (typeof NotificationTargetType)[keyof typeof NotificationTargetType];
export const DisabledNotificationTargetTypes: readonly NotificationTargetType[] = [2, 3];

export const TriggerEventType = { schedule: 0, robotStatus: 1, dataThreshold: 2, calendar: 10, slack: 11, teams: 12 } as const;
export type TriggerEventType = (typeof TriggerEventType)[keyof typeof TriggerEventType];
export const TriggerTargetType = { flow: 0, notification: 1, report: 2, webApi: 3 } as const;
export type TriggerTargetType = (typeof TriggerTargetType)[keyof typeof TriggerTargetType];

export const ScheduleRepeat = ['none', 'daily', 'weekly', 'monthly'] as const;
export type ScheduleRepeat = (typeof ScheduleRepeat)[number];
export const Weekday = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof Weekday)[number];

export const ReportDetailType = {
  event: 0, photo: 1, video: 2, thermal: 3, sensor: 11, actuator: 12, locator: 13, userInput: 20, meter: 30, robotStop: 50, robotError: 51,
} as const;
export type ReportDetailType = (typeof ReportDetailType)[keyof typeof ReportDetailType];
export const ReportHeaderType = { patrol: 0, sentry: 1, cleaning: 30 } as const;
export type ReportHeaderType = (typeof ReportHeaderType)[keyof typeof ReportHeaderType];

export const DeviceType = { undefined: 0, sensor: 1, actuator: 2, beacon: 3, display: 4, other: 9 } as const;
export type DeviceType = (typeof DeviceType)[keyof typeof DeviceType];

export const CsvEncoding = ['utf-8', 'shift-jis'] as const;
export type CsvEncoding = (typeof CsvEncoding)[number];
export const ExportFormat = { csv: 0, excel: 1 } as const;
export type ExportFormat = (typeof ExportFormat)[keyof typeof ExportFormat];

export const UploadQuality = { high: '720p', low: '360p' } as const;

/** Video presets: resolution, frames per second, bit rate in bits per second. */
export const VideoPreset = {
  low: { resolution: '720p', fps: 8, bitrate: 400_000 },
  medium: { resolution: '720p', fps: 8, bitrate: 1_000_000 },
  high: { resolution: '1080p', fps: 10, bitrate: 2_000_000 },
  highest: { resolution: '1080p', fps: 12, bitrate: 4_000_000 },
} as const;
export type VideoPresetName = keyof typeof VideoPreset;
export const StreamingMode = ['normal', 'interval'] as const;
export type StreamingMode = (typeof StreamingMode)[number];

export const KeyManagerType = { ssd: 0, skyway: 1, azure: 2 } as const;
export type KeyManagerType = (typeof KeyManagerType)[keyof typeof KeyManagerType];

export const VoiceLanguage = ['ja', 'en', 'de', 'fr', 'it', 'es', 'zh', 'ko'] as const;
export type VoiceLanguage = (typeof VoiceLanguage)[number];
export const VoiceGender = ['male', 'female'] as const;
export type VoiceGender = (typeof VoiceGender)[number];

export const Language = ['ja', 'en'] as const;
export type Language = (typeof Language)[number];
export const FallbackLanguage: Language = 'en';

export const BeaconProfile = {
  beacon: { rssiThreshold: -80, silenceSeconds: 30 },
  buttonBeacon: { rssiThreshold: -100, silenceSeconds: 5 },
} as const;

/** Time limits of spec §9, in milliseconds. */
export const Limits = {
  accountLockMs: 10 * 60_000,
  maxLoginFailures: 5,
  resetLinkMs: 15 * 60_000,
  authCodeMs: 10 * 60_000,
  loginRedirectDelayMs: 500,
  osUpdateMinBatteryPercent: 20,
} as const;
