import { AsillaSetting } from '@fleetdeck/model';
import { defineEntityResource, formatDateTime } from '@fleetdeck/sdk';

/** asilla settings; new ones open at /asilla/setting/new (spec §2 lists only list and {id}). */
export const asillaResource = defineEntityResource(AsillaSetting, {
  routes: { list: '/asilla/setting/list', create: '/asilla/setting/new', edit: '/asilla/setting/:id' },
  render: {
    behaviours: (row, t) => (Array.isArray(row.behaviours) ? row.behaviours.map((b) => t(`behaviour.${String(b)}`)).join(', ') : ''),
    intrusionDetection: (row, t) => t(row.intrusionDetection ? 'intrusion.on' : 'intrusion.off'),
    updatedAt: (row) => formatDateTime(row.updatedAt),
  },
});
