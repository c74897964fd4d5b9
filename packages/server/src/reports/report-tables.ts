import type { Generated } from 'kysely';

// Row types of migration 0050-reports, merged into the core Database interface.

export interface ReportHeadersTable {
  id: Generated<number>;
  organization_id: number;
  building_id: number;
  floor_id: number | null;
  robot_id: number;
  flow_id: number | null;
  name: string;
  type: number;
  result: number | null;
  started_at: string;
  ended_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface ReportDetailsTable {
  id: Generated<number>;
  report_id: number;
  organization_id: number;
  type: number;
  result: number;
  robot_id: number;
  waypoint: number | null;
  x: number | null;
  y: number | null;
  check_item_id: number | null;
  label: string;
  value: number | null;
  unit: string;
  file_id: number | null;
  camera: string | null;
  occurred_at: string;
}

export interface ExportTemplatesTable {
  id: Generated<number>;
  organization_id: number;
  name: string;
  file_id: number;
  created_at: string;
  updated_at: string;
}

export interface ExportJobsTable {
  id: Generated<number>;
  organization_id: number;
  operator_id: number | null;
  operator_name: string;
  kind: string;
  format: number | null;
  encoding: string | null;
  template_id: number | null;
  request: string;
  unique_key: string | null;
  status: string;
  rows: number;
  size: number;
  file_id: number | null;
  failure: string;
  finished_at: string | null;
  created_at: string;
  updated_at: string;
}

declare module '../db/database.js' {
  interface Database {
    report_headers: ReportHeadersTable;
    report_details: ReportDetailsTable;
    export_templates: ExportTemplatesTable;
    export_jobs: ExportJobsTable;
  }
}
