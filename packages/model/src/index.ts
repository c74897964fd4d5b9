/**
 * Entity declarations, JSON Schemas, constants and rules shared by the server, the SDK and plugins.
 *
 * @module @fleetdeck/model
 */
// Curated public API of @fleetdeck/model: schemas, their types, constants and rule checks.
// Engineers owning other entities add their own export lines below theirs.
export { Id, RequiredText, Email, DateTime, Nullable, LocalizedText, NamedItem } from './common.js';
export {
  RequiredMultilineText, LineText, MultilineText, RequiredLinePattern, RequiredLinesPattern, LinePattern, LinesPattern, TextRuleCodes, textRuleOf, DigitsText, digitsLimitOf,
} from './text-rules.js';
export type { TextRuleCode } from './text-rules.js';
export { UserType } from './user-type.js';
export { accessLevels, decideAccess, userTypeSatisfies } from './access-rule.js';
export type { AccessLevel, AccessDecision, AccessDenialReason } from './access-rule.js';
export { accessPolicy, decidePolicy, isPolicyRef, levelOf, policyLevel, resourceAccess } from './access-policy.js';
export type { AccessPolicy, CrudAction, PolicyAction, PolicyArea, PolicyRef, ResourceAccess, ResourceArea } from './access-policy.js';
export { consoleScreens, HOME_SCREEN, LOGIN_SCREEN, screenLevel, SIGNED_IN_HINT_COOKIE } from './console-screens.js';
export type { ConsoleScreenPath } from './console-screens.js';
export { assignableOperatorTypes } from './operator-types.js';
export type { OperatorTypeAction } from './operator-types.js';
export {
  GeneralStatus, RobotStatus, WebhookStatus, CheckItemStatus, SystemVersionStatus, ReportResult, ScheduleResult,
  ReleaseLevel, RobotConnection, LongTimeRecordingState, TeleopCommandMode, TeleopSpeed, CallInMode, BatteryState,
} from './statuses.js';
export { ElevatorCode, SecurityDoorCode, RosbagCode, deviceCodeMeaning } from './device-codes.js';
export type { DeviceCodeKind } from './device-codes.js';
export {
  Thermal, CameraId, ThermalColorMap, ThermalScalePosition, ArmModel, WaypointType, CommandListMode,
  SystemAdminCommandListModes, Category, NotificationLevel, NotificationTargetType, DisabledNotificationTargetTypes,
  TriggerEventType, TriggerTargetType, ScheduleRepeat, Weekday, ReportDetailType, ReportHeaderType, DeviceType,
  CsvEncoding, ExportFormat, UploadQuality, VideoPreset, StreamingMode, KeyManagerType, VoiceLanguage, VoiceGender,
  Language, FallbackLanguage, BeaconProfile, Limits,
} from './business-constants.js';
export type { VideoPresetName } from './business-constants.js';
export { ApiErrorCode, SessionGateMessages, FlowErrorCode, DockErrorCode, ElevatorCloudACodes, ElevatorCloudCodes, isElevatorCloudCode } from './error-codes.js';
export type { SessionGateCode } from './error-codes.js';
export { FieldError, ApiErrorBody } from './field-error.js';
export { RuleMessages, ruleError } from './rule-messages.js';
export type { RuleMessageCode } from './rule-messages.js';
export { passwordClassCount, checkOperatorPassword, checkResetPassword } from './password-rules.js';
export {
  LoginBody, AuthMode, LoginPending, AssertAuthCodeBody, ResetPasswordRequestBody, ResetPasswordBody, ChangePasswordBody,
} from './auth.js';
export { Session, sessionInitials } from './session.js';
export { OrganizationType, ParentRole, Organization, OrganizationRecord, OrganizationCreate, OrganizationUpdate } from './organization.js';
export { NotificationTarget, NotificationTargetRecord } from './notification-target.js';
export { AccountTagRole, AccountTagTargetType, AccountTag } from './account-tag.js';
export {
  IpAddressPattern, IpAllowEntry, BuildingLinkage, SpeechText, GroupCreate, BuildingRecord, BuildingCreate, BuildingUpdate,
} from './building.js';
export { BuildingGroupRecord, GroupUpdate, IpAllowEntryRecord, IpAllowEntryCreate, IpAllowEntryUpdate } from './building.js';
export { BuildingLinkageRecord, Building, IpAllowListEntry, RobotGroup, FlowGroup, DEFAULT_TIME_ZONE, TimeZoneName } from './building.js';
export { Floor, FloorType, FloorRecord, FloorCreate, FloorUpdate, isUnderground, floorLabel } from './floor.js';
export { Operator, OperatorRecord, OperatorCreate, OperatorUpdate } from './operator.js';
export { Contract, PaymentStatus } from './contract.js';
export { TermType, TermRef, Terms, TermsSet, TermCheck, AgreeTermsBody } from './terms.js';
export { PhonePattern, Profile, ProfileUpdate, checkProfile } from './profile.js';
export {
  Robot, RobotModel, ArmRobotModels, CleaningRobotModels, GuideRobotModels, RobotRecord, RobotCreate, RobotUpdate, RobotWithCredential, RobotMessages,
} from './robot.js';
export {
  Gateway, RecorderState, Voice, RobotErrorCode, CommandRefusalCode, CleaningState, CurrentFlow, HelloMessage, TelemetryMessage, EventMessage, AckResult, AckMessage,
  RobotMessage, WelcomeMessage, RefusalCode, RefusedMessage, RobotCommand, CommandMessage, FlowCommandWaypoint, InspectionReading, InspectionMessage,
} from './gateway.js';
export type { EventKind, RobotCommandName, ServerToRobotMessage } from './gateway.js';
export { GuideQuestionMessage, GuideAnswerMessage } from './gateway-guide.js';
export { GraphWaypoint, GraphRoute, GraphArea, FloorGraphMessage, NavigationState, NAVIGATION_PATH_MAX } from './gateway-navigation.js';
export { GatewayLimits, CommandQueueLimits, GatewayErrorCode, GatewayErrorMessage } from './gateway-limits.js';
export { encodeCameraFrame, decodeCameraFrame } from './gateway-camera-frame.js';
export { RobotMapLimits, RobotMapHeader, MapStoredMessage, isRobotMapReport, encodeRobotMapReport, decodeRobotMapReport } from './gateway-map.js';
export type { RobotMapReport } from './gateway-map.js';
export type { CameraFrameHeader, CameraFrame } from './gateway-camera-frame.js';
export { GatewayNoteCode } from './gateway-notes.js';
export type { UnknownFloorEvent, RobotEventRecord, LiveTelemetry } from './gateway-notes.js';
export { RobotPhotoLimits, RobotPhoto, RobotPhotoList, CheckItemLatestPhoto } from './robot-photo.js';
export type { PhotoAckData } from './robot-photo.js';
export {
  StreamAuthMessage, StreamSubscribeMessage, StreamCommandMessage, StreamPingMessage, StreamClientMessage, StreamServerMessage,
} from './robot-stream.js';
export type { RobotLiveState } from './robot-stream.js';
export { liveRobotStatus } from './robot-live-status.js';
export { flowProgress } from './flow-progress.js';
export type { FlowProgress } from './flow-progress.js';
export { FLOW_WAYPOINTS_MAX, flowRoute } from './flow-route.js';
export { flowWaypointIds, WaypointUser, WaypointFlowUses } from './flow-waypoints.js';
export type { FlowRoute, FlowWaypoint } from './flow-route.js';
export { thermalColor } from './thermal-color-map.js';
export type { Rgb } from './thermal-color-map.js';
export type { LiveRobotStatus } from './robot-live-status.js';
export {
  RobotCondition, LOW_BATTERY_PERCENT, BATTERY_WARNING_PERCENT, isBatteryLow, batteryTone, robotCondition, conditionTone, conditionRank, isFault,
} from './robot-condition.js';
export type { StatusTone, BatteryReading } from './robot-condition.js';
export {
  CheckItem, CheckItemType, MeterReadingService, MeterType, MarkerType, CheckItemLocation, CheckItemRecord, CheckItemCreate, CheckItemUpdate, checkItemCameras,
} from './check-item.js';
export {
  THRESHOLD_VALUE_LIMIT, ThresholdBound, ThresholdComparator, ThresholdCondition, ThresholdRule, ThresholdRuleRecord, ThresholdRuleCreate,
  ThresholdRuleUpdate, ThresholdLog, ThresholdLogRecord,
} from './threshold.js';
export {
  ReportResultMeaning, ReportMessages, RAWDATA_SHEET, ReportHeader, ReportHeaderRecord, ReportDetail, ReportDetailRecord, ExportTemplate,
  ExportTemplateRecord, ExportColumns, ExportKind, ExportStatus, ExportJob, ExportJobRecord, ExportRequest,
  InspectionPicture, CheckItemInspectionPictures,
} from './report.js';
export type { ExportColumn } from './report.js';
export { cropInsideMarkers, cropBesideQr, cropSettingOf } from './inspection-crop.js';
export type { PictureRect, PicturePoint, CropSetting } from './inspection-crop.js';
export {
  MAX_UPLOAD_BYTES, UploadContentTypes, MediaFileType, MediaScope, UploadedFile, MediaResource, MediaResourceRecord, MediaResourceCreate,
  MediaResourceUpdate,
} from './media-resource.js';
export { KnowledgeGroup, KnowledgeQa, KnowledgeQaRecord, KnowledgeGroupRecord, KnowledgeGroupCreate, KnowledgeGroupUpdate } from './knowledge.js';
export { Chat, CHAT_MESSAGE_MAX, ChatSpeaker, ChatScore, ChatAnswerSource, ChatMessageRecord, ChatRecord, ChatCreate, ChatUpdate, ChatTestMessage, ChatTestExchange } from './chat.js';
export { AsillaSetting, AsillaBehaviour, AreaPoint, DetectionArea, AsillaSettingRecord, AsillaSettingCreate, AsillaSettingUpdate } from './asilla.js';
export { jsonSyntaxError, collectJsonKey } from './flow-json-syntax.js';
export type { JsonSyntaxError } from './flow-json-syntax.js';
// TypeBox's builder, so an entity's fields are declared with the same schemas the model's own use.
export { Type } from '@sinclair/typebox';
export type { Static, TSchema } from '@sinclair/typebox';
export { acceptsEmptyText, acceptsNull, choicesOf, columnOf, field, kindOf, referenceParentOf, requiredOnCreate, snakeCase, storageOf, updatable, valueTypes, widgetOf } from './entity/entity-field.js';
export type { FieldDeclaration, FieldInput, FieldKind, FieldOptions, FieldStorage, FieldWidget } from './entity/entity-field.js';
export { defineEntity, entityColumns, isEntity, relation } from './entity/define-entity.js';
export { entityEditSchema, entityFormFields, entityFormSchema, isFormField } from './entity/entity-form-schemas.js';
export { schemaFingerprint } from './schema-fingerprint.js';
export { bodyValidatorOptions } from './validator-options.js';
export { lazyValidator } from './lazy-validator.js';
export type { AllFields, AnyEntity, Entity, EntityDeclaration, EntityFields, RelationDeclaration } from './entity/define-entity.js';
export { Device, DeviceTypeValue, DeviceRecord, DeviceCreate, DeviceUpdate, DeviceReading, DeviceDataQuery } from './device.js';
export { DefinitionMaxLength, DefinitionText, Flow, FlowRecord, FlowCreate, FlowUpdate, FlowMove } from './flow.js';
export {
  CommandList, CommandListModeValue, CommandListRecord, CommandListCreate, CommandListUpdate, CommandListUser, CommandListUsage,
} from './command-list.js';
export { CommandBinding, CommandMapping, CommandMappingRecord, CommandMappingCreate, CommandMappingUpdate } from './command-mapping.js';
export {
  WorkPlanType, WorkPlanIcon, WorkPlan, WorkPlanRecord, WorkPlanCreate, WorkPlanUpdate, WorkPlanTemplate, WorkPlanTemplateRecord,
  WorkPlanTemplateCreate, WorkPlanTemplateUpdate,
} from './work-plan.js';
export { Pose, PoseRecord, PoseCreate, PoseUpdate } from './pose.js';
export { PoseNetwork, PoseEdge, PoseNetworkRecord, PoseNetworkCreate, PoseNetworkUpdate } from './pose-network.js';
export { Waypoint, WaypointRecord, WaypointCreate, WaypointUpdate, MapCoordinate, MapYaw, waypointIssues } from './waypoint.js';
export { MapRoute, MapRouteRecord, MapRouteCreate, MapRouteUpdate, MapRouteLaneForm, LaneWidth, routeIssues } from './map-route.js';
export { MapArea, MapAreaKind, MapPoint, MapAreaRecord, MapAreaCreate, MapAreaUpdate, areaIssues } from './map-area.js';
export {
  RobotMapInfo, FloorPlanPlacement, FloorMapAnswer, FloorPlanSave, FloorLayout, LayoutWaypoint, LayoutRoute, LayoutArea, FloorLayoutSave,
  pixelToMap, mapToPixel, insideMap, outsideMapIssues,
} from './floor-map.js';
export type { PlanePoint } from './floor-map.js';
export { VersionString, SystemVersion, SystemVersionRecord, SystemVersionCreate, SystemVersionUpdate } from './version.js';
export { ConfigValueType, ConfigKey, SystemConfig, SystemConfigRecord, SystemConfigCreate, SystemConfigUpdate, configValueError } from './system-config.js';
export { Announcement, AnnouncementRecord, AnnouncementCreate, AnnouncementUpdate, announcementPeriodInvalid } from './announcement.js';
export { WebhookType, WebhookAuthType, HttpsUrl, Webhook, WebhookRecord, WebhookCreate, WebhookUpdate } from './webhook.js';
export { IamScope, IamClientId, IamService, IamServiceRecord, IamServiceCreate, IamServiceUpdate } from './iam-service.js';
export {
  BundleId, ServicePackage, ServicePackageRecord, ServicePackageCreate, ServicePackageUpdate, ServiceCommand, ServiceCommandRecord, ServiceCommandCreate, ServiceCommandUpdate,
} from './service-package.js';
export { ApiKey, ApiKeyRecord, ApiKeyCreate, ApiKeyUpdate, maskKey } from './key.js';
export { MessageRecord, MessagePage } from './message.js';
export { TrustedDevice } from './trusted-device.js';
export { SyncStatus, SyncHistoryRecord } from './system-sync-history.js';
export { InstalledPluginInfo, InstalledPluginList } from './installed-plugin.js';
export { ErrorCodeCategory, errorCatalogue } from './system-error-catalogue.js';
export type { ErrorCatalogueEntry } from './system-error-catalogue.js';
export {
  LocalDateTime, LocalDate, SCHEDULE_MAX_DURATION_MS, SCHEDULE_GRACE_MS, Schedule, ScheduleRecord,
  ScheduleCreate, ScheduleUpdate, ScheduleReason, ScheduleReasonText, ScheduleLog, ScheduleOccurrence, ScheduleOccurrenceQuery,
} from './schedule.js';
export type { ScheduleLogRecord } from './schedule.js';
export {
  TriggerRobotStatus, RaisedTriggerEvents, TriggerFiringResult, TriggerRule, TriggerRuleRecord, TriggerRuleCreate, TriggerRuleUpdate,
  TriggerFailure, TriggerFailureText, TriggerLog,
} from './trigger-rule.js';
export type { TriggerLogRecord } from './trigger-rule.js';
export { BuildingForm } from './form/building-form.js';
export { AsillaForm } from './form/asilla-form.js';
export { KnowledgeForm } from './form/knowledge-form.js';
export { IamServiceCreateForm, IamServiceUpdateForm } from './form/iam-service-form.js';
export { AnnouncementForm } from './form/announcement-form.js';
export { ProfileForm, ResetPasswordForm, ChangePasswordForm } from './form/account-forms.js';
export { NotificationTargetForm, AccountTagForm } from './form/organization-forms.js';
export { ApiKeyRotateForm } from './form/key-form.js';
export { ArchivePlan, ArchivePlanNames } from './archive-plan.js';
export type { ArchivePlanName } from './archive-plan.js';
export { RegisterContract, RegisterCustomerBody, RegisterCustomerResult } from './customer-registration.js';
export { InitDataTerms, InitDataServicePackage, InitDataFile, InitDataBody, InitDataAction, InitDataKind, InitDataPlan } from './init-data.js';
export {
  ArchiveQuality, ArchiveFrameSize, ArchiveMimeType, ArchiveLimits, ArchiveUploadCreate, ArchiveUploadState, ArchiveSegment, ArchiveRobotDays,
  ArchiveRobotDay, ArchiveUsage, ArchiveBuildingDay, ArchiveMarkKind, ArchiveDayMark, ArchiveDayMarks, ArchiveVideoUrl,
} from './archive.js';
export { csvField, csvLine } from './csv.js';
export type { CsvValue } from './csv.js';
export { THERMAL_AREA_NAME, THERMAL_AREA_NAME_MAX, thermalAreasProblem } from './thermal-areas.js';
