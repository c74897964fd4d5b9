import { Type, type Static } from '@sinclair/typebox';
import { CsvEncoding, ExportFormat, ReportDetailType, ReportHeaderType } from './business-constants.js';
import { DateTime, Id, Nullable, RequiredText, type LocalizedText } from './common.js';
import { defineEntity } from './entity/define-entity.js';
import { field } from './entity/entity-field.js';
import { ReportResult } from './statuses.js';

const literals = <T extends string | number>(values: readonly T[]) => Type.Union(values.map((value) => Type.Literal(value)));

/** What each §4 report result means to an operator. */
export const ReportResultMeaning = {
  [ReportResult.noAbnormality]: { en: 'No abnormality', ja: '異常なし' },
  [ReportResult.abnormality]: { en: 'Abnormality', ja: '異常あり' },
  [ReportResult.deviceNotFound]: { en: 'Device not found', ja: 'デバイスが見つかりません' },
  [ReportResult.error]: { en: 'Error', ja: 'エラー' },
  [ReportResult.complete]: { en: 'Complete', ja: '完了' },
  [ReportResult.partial]: { en: 'Partial', ja: '一部完了' },
  [ReportResult.cancel]: { en: 'Cancelled', ja: 'キャンセル' },
} as const satisfies Record<ReportResult, LocalizedText>;

/** §8 report messages, worded as the spec words them. */
export const ReportMessages = {
  noData: { en: 'No data found', ja: 'データが見つかりません' },
  noPermission: { en: 'Output permission insufficient', ja: '出力権限がありません' },
  templateWithoutRawdata: { en: 'A template must contain a rawdata sheet', ja: 'テンプレートには rawdata シートが必要です' },
} as const satisfies Record<string, LocalizedText>;

/** The sheet an Excel export template must have (§5); the export fills it with the detail rows. */
export const RAWDATA_SHEET = 'rawdata';

/**
 * A report: one run of a flow (patrol), a sentry watch or a cleaning (§9 header types), written by
 * the server as the robot works and only read through the API. `result` stays null while it runs.
 */
export const ReportHeader = defineEntity({
  name: 'reports',
  area: 'reports',
  path: '/reports',
  table: 'report_headers',
  organization: 'organizationId',
  fields: {
    name: field(Type.String(), { input: 'none', listColumn: 'shown', searchable: true, width: 220 }),
    type: field(literals(Object.values(ReportHeaderType)), { input: 'none', listColumn: 'shown' }),
    result: field(Nullable(literals(Object.values(ReportResult))), { input: 'none', listColumn: 'shown' }),
    organizationId: field(Id, { input: 'none' }),
    buildingId: field(Id, { input: 'none', references: '/buildings', listColumn: 'shown' }),
    floorId: field(Nullable(Id), { input: 'none' }),
    robotId: field(Id, { input: 'none', references: '/robots', listColumn: 'shown' }),
    flowId: field(Nullable(Id), { input: 'none' }),
    startedAt: field(DateTime, { input: 'none', listColumn: 'shown' }),
    endedAt: field(Nullable(DateTime), { input: 'none', listColumn: 'shown' }),
  },
  defaultSort: { id: 'startedAt', desc: true },
});
export const ReportHeaderRecord = ReportHeader.record;
export type ReportHeaderRecord = Static<typeof ReportHeaderRecord>;

/**
 * One thing a report recorded (§9 detail types) with its time, robot, waypoint and place, check
 * item, reading and file (a photo or thermal frame in the file storage).
 */
export const ReportDetail = defineEntity({
  name: 'reportDetails',
  area: 'reports',
  path: '/report-details',
  organization: 'organizationId',
  timestamps: false,
  fields: {
    reportId: field(Id, { input: 'none' }),
    organizationId: field(Id, { input: 'none' }),
    type: field(literals(Object.values(ReportDetailType)), { input: 'none' }),
    result: field(literals(Object.values(ReportResult)), { input: 'none' }),
    robotId: field(Id, { input: 'none' }),
    waypoint: field(Nullable(Type.Integer({ minimum: 0 })), { input: 'none' }),
    x: field(Nullable(Type.Number()), { input: 'none' }),
    y: field(Nullable(Type.Number()), { input: 'none' }),
    checkItemId: field(Nullable(Id), { input: 'none' }),
    label: field(Type.String(), { input: 'none' }),
    value: field(Nullable(Type.Number()), { input: 'none' }),
    unit: field(Type.String(), { input: 'none' }),
    fileId: field(Nullable(Id), { input: 'none' }),
    camera: field(Nullable(Type.String()), { input: 'none' }),
    occurredAt: field(DateTime, { input: 'none' }),
  },
  defaultSort: { id: 'occurredAt', desc: false },
});
export const ReportDetailRecord = ReportDetail.record;
export type ReportDetailRecord = Static<typeof ReportDetailRecord>;

/** An Excel export template (§5): an uploaded `.xlsx` that must contain a `rawdata` sheet. */
export const ExportTemplate = defineEntity({
  name: 'exportTemplates',
  area: 'exportTemplates',
  path: '/export-templates',
  organization: 'organizationId',
  fields: {
    name: field(RequiredText(64), { input: 'required', listColumn: 'shown', searchable: true, width: 260 }),
    organizationId: field(Id, { input: 'none' }),
    fileId: field(Id, { input: 'none' }),
  },
  defaultSort: { id: 'name', desc: false },
});
export const ExportTemplateRecord = ExportTemplate.record;
export type ExportTemplateRecord = Static<typeof ExportTemplateRecord>;

/** The columns of an export's rows (CSV and the Excel `rawdata` sheet), codes as §9 gives them. */
export const ExportColumns = [
  'reportId', 'reportName', 'reportType', 'reportResult', 'occurredAt', 'robotName', 'waypoint', 'x', 'y', 'checkItemName',
  'detailType', 'detailResult', 'label', 'value', 'unit',
] as const;
export type ExportColumn = (typeof ExportColumns)[number];

/** What an export writes: a CSV (§9 format 0), an Excel workbook (format 1), or the reports' photos as a ZIP. */
export const ExportKind = ['csv', 'excel', 'media'] as const;
export type ExportKind = (typeof ExportKind)[number];
/** Where an export job is. */
export const ExportStatus = ['running', 'done', 'failed'] as const;
export type ExportStatus = (typeof ExportStatus)[number];

/** One export as the export history lists it: who, when, what, how many rows, how big, and the file or why it failed. */
export const ExportJob = defineEntity({
  name: 'exportJobs',
  area: 'exportJobs',
  path: '/export-jobs',
  organization: 'organizationId',
  fields: {
    organizationId: field(Id, { input: 'none' }),
    operatorId: field(Nullable(Id), { input: 'none', references: '/operators' }),
    operatorName: field(Type.String(), { input: 'none', listColumn: 'shown' }),
    kind: field(literals(ExportKind), { input: 'none', listColumn: 'shown' }),
    format: field(Nullable(literals(Object.values(ExportFormat))), { input: 'none' }),
    encoding: field(Nullable(Type.String()), { input: 'none', listColumn: 'shown' }),
    templateId: field(Nullable(Id), { input: 'none' }),
    status: field(literals(ExportStatus), { input: 'none', listColumn: 'shown' }),
    rows: field(Type.Integer({ minimum: 0 }), { input: 'none', listColumn: 'shown' }),
    size: field(Type.Integer({ minimum: 0 }), { input: 'none', listColumn: 'shown' }),
    fileId: field(Nullable(Id), { input: 'none' }),
    failure: field(Type.String(), { input: 'none', listColumn: 'shown' }),
    finishedAt: field(Nullable(DateTime), { input: 'none' }),
  },
  defaultSort: { id: 'createdAt', desc: true },
});
export const ExportJobRecord = ExportJob.record;
export type ExportJobRecord = Static<typeof ExportJobRecord>;

/** What to export: reports by id, in which form (CSV in which encoding, Excel with which template, or media). */
export const ExportRequest = Type.Object({
  kind: literals(ExportKind),
  reportIds: Type.Array(Id, { minItems: 1, maxItems: 1000, uniqueItems: true }),
  encoding: Type.Optional(literals(CsvEncoding)),
  templateId: Type.Optional(Id),
}, { additionalProperties: false });
export type ExportRequest = Static<typeof ExportRequest>;

/** A picture a robot took of a check item on a flow run: the stored file and when, from which camera. */
export const InspectionPicture = Type.Object({ fileId: Id, camera: Type.String(), takenAt: DateTime });
export type InspectionPicture = Static<typeof InspectionPicture>;

/** The newest photo and thermal frame of a check item from the reports (what its settings dialog draws on). */
export const CheckItemInspectionPictures = Type.Object({ photo: Nullable(InspectionPicture), thermal: Nullable(InspectionPicture) });
export type CheckItemInspectionPictures = Static<typeof CheckItemInspectionPictures>;
