import { ExportJob, ExportTemplate, ReportDetail, ReportHeader } from '@fleetdeck/model';
import { entityDefinition } from '../../resources/entity-resource.js';
import type { ResourceDefinition } from '../../resources/resource-types.js';

// Reports, their details and the export history are written by the server (the report recorder,
// the export jobs), never through the API, so only their list, count and get routes exist.

/** Report headers at /api/reports. */
export const reportResource: ResourceDefinition = entityDefinition(ReportHeader);
/** Report details at /api/report-details (filter by `reportId`). */
export const reportDetailResource: ResourceDefinition = entityDefinition(ReportDetail);
/** The export history at /api/export-jobs. */
export const exportJobResource: ResourceDefinition = entityDefinition(ExportJob);
/** Excel export templates at /api/export-templates; created by an upload route of their own. */
export const exportTemplateResource: ResourceDefinition = entityDefinition(ExportTemplate);
