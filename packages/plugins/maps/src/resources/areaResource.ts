import { MapArea } from '@fleetdeck/model';
import { defineEntityResource } from '@fleetdeck/sdk';

/**
 * Speed and no-go areas as the editor's side panel reads them (labels, fields, access). Areas have
 * no screens of their own: they are drawn in editor/v1_5/{id}/floor, whose route stands for all three.
 */
export const areaResource = defineEntityResource(MapArea, {
  routes: { list: '/editor/v1_5/:mapId/floor', edit: '/editor/v1_5/:mapId/floor' },
  labels: { list: 'title.editorAreas', create: 'title.editorAreas', edit: 'title.editorAreas' },
});
