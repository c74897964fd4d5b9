import type { FastifyInstance } from 'fastify';
import { registerReadOnlyResource } from '../thresholds/read-only-routes.js';
import { startExportResumption } from '../../reports/export/export-resume.js';
import { registerExportRoutes } from './export-routes.js';
import { registerInspectionPictureRoutes } from './inspection-picture-routes.js';
import { exportJobResource, exportTemplateResource, reportDetailResource, reportResource } from './report-resources.js';
import { registerTemplateRoutes } from './template-routes.js';

/** Reports and their details, export templates, exports and the export history (issue 20). */
export async function reportRoutes(app: FastifyInstance): Promise<void> {
  registerReadOnlyResource(app, reportResource);
  registerReadOnlyResource(app, reportDetailResource);
  registerReadOnlyResource(app, exportJobResource);
  registerReadOnlyResource(app, exportTemplateResource);
  registerExportRoutes(app);
  startExportResumption(app);
  registerInspectionPictureRoutes(app);
  await registerTemplateRoutes(app);
}
