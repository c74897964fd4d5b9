import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Id, Nullable, RequiredText } from './common.js';
import type { LocalizedText } from './common.js';
import { RobotStatus } from './statuses.js';
import { StreamingMode } from './business-constants.js';
import { ArchiveQuality } from './archive.js';
import { DigitsText, MultilineText } from './text-rules.js';
import { defineEntity } from './entity/define-entity.js';
import { field } from './entity/entity-field.js';

/** Robot models of spec §3, in the spec's order. */
export const RobotModel = [
  'ugo Pro', 'Ex', 'TS-P', 'mini', 'Nyokkey', 'MOTOMAN', 'MotoMINI', 'Pudu BellaBot', 'RULO Biz', 'ugo Reactor',
] as const;
export type RobotModel = (typeof RobotModel)[number];

/** Models with an arm: a hot motor restricts their arm motion (§8). */
export const ArmRobotModels: readonly RobotModel[] = ['Nyokkey', 'MOTOMAN', 'MotoMINI'];

/** Guide models: they talk with visitors and answer their questions from the building's knowledge groups. */
export const GuideRobotModels: readonly RobotModel[] = ['ugo Pro', 'mini'];

/** Cleaning models: they take the `cleaning` command and report their cleaning state (§8 cleaning failures). */
export const CleaningRobotModels: readonly RobotModel[] = ['RULO Biz'];

const robotStatus = Type.Union(Object.values(RobotStatus).map((v) => Type.Literal(v)));
const robotModel = Type.Union(RobotModel.map((m) => Type.Literal(m)));

/**
 * Robots (§3, §5 rules). The organization is not in the body: it follows the robot's building
 * (the robot routes fill it in). The serial number is typed once at registration; the gateway
 * sets the last communication.
 */
export const Robot = defineEntity({
  name: 'robots',
  area: 'robots',
  organization: 'organizationId',
  targetType: 'robot',
  fields: {
    organizationId: field(Id, { input: 'none' }),
    name: field(RequiredText(40), { input: 'required', listColumn: 'shown', searchable: true, width: 220 }),
    serialNo: field(Type.String({ minLength: 1, maxLength: 24, pattern: '^[A-Za-z0-9_-]+$' }), { input: 'requiredCreateOnly', listColumn: 'shown', searchable: true, width: 170 }),
    // Model names are product names, shown as they are in every language.
    model: field(robotModel, { input: 'required', listColumn: 'shown', width: 140, choiceKey: false }),
    version: field(Type.String({ maxLength: 32 }), { listColumn: 'hidden' }),
    hardwareRevision: field(DigitsText(3), { listColumn: 'hidden', hintKey: 'hint.hardwareRevision' }),
    buildingId: field(Id, { input: 'required', references: '/buildings', listColumn: 'shown' }),
    initialFloorId: field(Id, { input: 'required', references: '/buildings/:buildingId/floors' }),
    groupId: field(Nullable(Id), { references: '/buildings/:buildingId/groups' }),
    status: field(robotStatus, { listColumn: 'shown', initial: RobotStatus.available }),
    videoMode: field(Type.Union(StreamingMode.map((m) => Type.Literal(m))), { initial: 'normal' }),
    longTermRecordingAutoStart: field(Type.Boolean()),
    // §9 upload quality of the robot's long-term recordings.
    uploadQuality: field(Type.Union(ArchiveQuality.map((q) => Type.Literal(q))), { initial: '360p' }),
    notes: field(MultilineText(1000), { sortable: false, widget: 'multiline' }),
    lastCommunicationAt: field(Nullable(DateTime), { input: 'none' }),
  },
  defaultSort: { id: 'name', desc: false },
});

/** A robot as the API answers it. */
export const RobotRecord = Robot.record;
export type RobotRecord = Static<typeof RobotRecord>;

/** Body of POST /api/robots; the serial number is fixed once registered. */
export const RobotCreate = Robot.create;
export type RobotCreate = Static<typeof RobotCreate>;

/** Body of PATCH /api/robots/{id}. */
export const RobotUpdate = Robot.update;
export type RobotUpdate = Static<typeof RobotUpdate>;

/** Answer of registration and of credential rotation: the credential is shown this once. */
export const RobotWithCredential = Type.Object({ robot: RobotRecord, credential: Type.String() });
export type RobotWithCredential = Static<typeof RobotWithCredential>;

/** Messages of the robot rules people see (§8). */
export const RobotMessages = {
  osUpdateBatteryLow: {
    en: 'The robot OS can be updated only when the battery is at least 20%.',
    ja: 'ロボットOSの更新にはバッテリー残量が20%以上必要です。',
  },
  robotOffline: {
    en: 'The robot is offline.',
    ja: 'ロボットがオフラインです。',
  },
  // Server refusal COMMAND_QUEUE_FULL (CommandQueueLimits): the sender's or the robot's waiting commands are at their cap.
  commandQueueFull: {
    en: 'Too many commands are waiting for this robot: wait for them to finish, or send Stop to clear them.',
    ja: 'このロボットの実行待ちコマンドが多すぎます。完了を待つか、停止を送って待ちコマンドを取り消してください。',
  },
  emergencyStopStillPressed: {
    en: 'The emergency stop button is still pressed: release it on the robot, then reset the errors.',
    ja: '非常停止ボタンが押されたままです。ロボット本体でボタンを解除してから、エラーをリセットしてください。',
  },
} satisfies Record<string, LocalizedText>;
