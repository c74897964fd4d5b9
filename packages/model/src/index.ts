// Curated public API of @fleetdeck/model: schemas, their types, constants and rule checks.
// Engineers owning other entities add their own export lines below theirs.
export { Id, RequiredText, Email, DateTime, Nullable, LocalizedText, NamedItem } from './common.js';
export { UserType, userTypeSatisfies } from './user-type.js';
export type { AccessLevel } from './user-type.js';
export {
  GeneralStatus, RobotStatus, WebhookStatus, CheckItemStatus, SystemVersionStatus, ReportResult, ScheduleResult,
  ReleaseLevel, RobotConnection, LongTimeRecordingState, TeleopCommandMode, TeleopSpeed, CallInMode, BatteryState,
} from './statuses.js';
export { ElevatorCode, SecurityDoorCode, RosbagCode } from './device-codes.js';
export {
  Thermal, CameraId, ThermalColorMap, ThermalScalePosition, ArmModel, WaypointType, CommandListMode,
  SystemAdminCommandListModes, Category, NotificationLevel, NotificationTargetType, DisabledNotificationTargetTypes,
  TriggerEventType, TriggerTargetType, ScheduleRepeat, Weekday, ReportDetailType, ReportHeaderType, DeviceType,
  CsvEncoding, ExportFormat, UploadQuality, VideoPreset, StreamingMode, KeyManagerType, VoiceLanguage, VoiceGender,
  Language, FallbackLanguage, BeaconProfile, Limits,
} from './business-constants.js';
export type { VideoPresetName } from './business-constants.js';
export { ApiErrorCode, FlowErrorCode, DockErrorCode, ElevatorCloudACodes, isElevatorCloudCode } from './error-codes.js';
export { FieldError, ApiErrorBody, RuleMessages, ruleError } from './field-error.js';
export type { RuleMessageCode } from './field-error.js';
export { passwordClassCount, checkOperatorPassword, checkResetPassword } from './password-rules.js';
export {
  LoginBody, AuthMode, LoginPending, AssertAuthCodeBody, ResetPasswordRequestBody, ResetPasswordBody, ChangePasswordBody,
} from './auth.js';
export { Session, sessionInitials } from './session.js';
export {
  OrganizationType, AccountTagRole, ParentRole, NotificationTarget, AccountTagTargetType, AccountTag,
  OrganizationRecord, OrganizationCreate, OrganizationUpdate,
} from './organization.js';
export {
  IpAddressPattern, IpAllowEntry, BuildingLinkage, SpeechText, GroupCreate, BuildingRecord, BuildingCreate, BuildingUpdate,
} from './building.js';
export { BuildingGroupRecord, GroupUpdate, IpAllowEntryRecord, IpAllowEntryCreate, IpAllowEntryUpdate } from './building.js';
export { FloorType, FloorRecord, FloorCreate, FloorUpdate, isUnderground, floorLabel } from './floor.js';
export { OperatorRecord, OperatorCreate, OperatorUpdate } from './operator.js';
export { Contract, PaymentStatus } from './contract.js';
export { TermType, TermRef, Terms, TermsSet, TermCheck, AgreeTermsBody } from './terms.js';
export { PhonePattern, Profile, ProfileUpdate, checkProfile } from './profile.js';
export {
  RobotModel, ArmRobotModels, RobotRecord, RobotCreate, RobotUpdate, RobotWithCredential, RobotMessages,
} from './robot.js';
export {
  Gateway, Voice, RobotErrorCode, CurrentFlow, HelloMessage, TelemetryMessage, EventMessage, AckResult, AckMessage,
  RobotMessage, WelcomeMessage, RefusalCode, RefusedMessage, RobotCommand, CommandMessage,
} from './gateway.js';
export type { EventKind, RobotCommandName, ServerToRobotMessage } from './gateway.js';
export { encodeCameraFrame, decodeCameraFrame } from './gateway-camera-frame.js';
export type { CameraFrameHeader, CameraFrame } from './gateway-camera-frame.js';
export {
  StreamAuthMessage, StreamSubscribeMessage, StreamCommandMessage, StreamPingMessage, StreamClientMessage,
} from './robot-stream.js';
export type { RobotLiveState, StreamServerMessage } from './robot-stream.js';
