import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { CheckItemInspectionPictures, Id, ReportDetailType, type InspectionPicture } from '@fleetdeck/model';
import { errorResponses } from '../../resources/resource-schemas.js';
import { resourceContext } from '../../resources/resource-context.js';
import { readDetail } from '../../resources/resource-reader.js';
import { checkItemResource } from '../check-items/check-item-resource.js';
import '../../reports/report-tables.js';

/**
 * GET /api/check-items/:id/inspection-pictures: the newest photo and thermal frame robots took of
 * the item on their flow runs, which the check item's settings dialog crops and marks areas on.
 * Pictures are files of the item's organization; an item out of reach answers 404, as its detail does.
 */
export function registerInspectionPictureRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get('/api/check-items/:id/inspection-pictures', {
    config: { access: 'checkItems.latestPhoto' },
    schema: {
      tags: ['checkItems'],
      summary: 'The newest inspection photo and thermal frame of a check item',
      params: Type.Object({ id: Id }),
      response: { 200: CheckItemInspectionPictures, ...errorResponses },
    },
  }, async (request) => {
    const ctx = await resourceContext(request, {});
    const item = await readDetail(ctx, checkItemResource, request.params.id);
    const newest = async (type: number): Promise<InspectionPicture | null> => {
      const row = await request.server.db
        .selectFrom('report_details')
        .select(['file_id', 'camera', 'occurred_at'])
        .where('check_item_id', '=', request.params.id)
        .where('organization_id', '=', Number(item.organizationId))
        .where('type', '=', type)
        .where('file_id', 'is not', null)
        .orderBy('occurred_at', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirst();
      return row?.file_id ? { fileId: row.file_id, camera: row.camera ?? '', takenAt: row.occurred_at } : null;
    };
    return { photo: await newest(ReportDetailType.photo), thermal: await newest(ReportDetailType.thermal) };
  });
}
