import type { Migration, MigrationProvider } from 'kysely';
import { coreMigration } from './0001-core.js';
import { listIndexesMigration } from './0002-list-indexes.js';
import { descendingSortIndexesMigration } from './0003-descending-sort-indexes.js';
import { sessionChangesMigration } from './0004-session-changes.js';
import { robotsMigration } from './0010-robots.js';
import { robotSettingHistoryMigration } from './0011-robot-setting-history.js';
import { devicesMigration } from './0020-devices.js';
import { flowsMigration } from './0021-flows.js';
import { commandsMigration } from './0022-commands.js';
import { workPlansMigration } from './0023-work-plans.js';
import { posesMigration } from './0024-poses.js';
import { inspectionGuideMigration } from './0030-inspection-guide.js';
import { robotPhotosMigration } from './0031-robot-photos.js';
import { chatAnswersMigration } from './0032-chat-answers.js';
import { systemMigration } from './0040-system.js';
import { schedulesMigration } from './0050-schedules.js';
import { reportsMigration } from './0050-reports.js';
import { floorMapsMigration } from './0050-floor-maps.js';
import { notificationDeliveriesMigration } from './0060-notification-deliveries.js';
import { archiveMigration } from './0070-archive.js';
import { triggersMigration } from './0080-triggers.js';
import { clusterJobsMigration } from './0090-cluster-jobs.js';
import { rateLimitWindowsMigration } from './0091-rate-limit-windows.js';
import { serverSecretsMigration } from './0092-server-secrets.js';
import { thresholdLogRobotMigration } from './0093-threshold-log-robot.js';
import { listSortIndexesMigration } from './0094-list-sort-indexes.js';
import { robotSampleSpeedMigration } from './0095-robot-sample-speed.js';
import { floorMapPreviewMigration } from './0096-floor-map-preview.js';

/**
 * Every migration by name, applied in name order. Other areas add their own entries here
 * (one line each, names prefixed with a sortable number).
 */
export const migrations: Record<string, Migration> = {
  '0001-core': coreMigration,
  '0002-list-indexes': listIndexesMigration,
  '0003-descending-sort-indexes': descendingSortIndexesMigration,
  '0004-session-changes': sessionChangesMigration,
  '0010-robots': robotsMigration,
  '0011-robot-setting-history': robotSettingHistoryMigration,
  '0020-devices': devicesMigration,
  '0021-flows': flowsMigration,
  '0022-commands': commandsMigration,
  '0023-work-plans': workPlansMigration,
  '0024-poses': posesMigration,
  '0030-inspection-guide': inspectionGuideMigration,
  '0031-robot-photos': robotPhotosMigration,
  '0032-chat-answers': chatAnswersMigration,
  '0040-system': systemMigration,
  '0050-schedules': schedulesMigration,
  '0050-reports': reportsMigration,
  '0050-floor-maps': floorMapsMigration,
  '0060-notification-deliveries': notificationDeliveriesMigration,
  '0070-archive': archiveMigration,
  '0080-triggers': triggersMigration,
  '0090-cluster-jobs': clusterJobsMigration,
  '0091-rate-limit-windows': rateLimitWindowsMigration,
  '0092-server-secrets': serverSecretsMigration,
  '0093-threshold-log-robot': thresholdLogRobotMigration,
  '0094-list-sort-indexes': listSortIndexesMigration,
  '0095-robot-sample-speed': robotSampleSpeedMigration,
  '0096-floor-map-preview': floorMapPreviewMigration,
};

/** In-code provider: the bundle carries its migrations, so no folder scan at run time. */
export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
