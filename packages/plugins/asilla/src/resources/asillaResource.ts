import { AsillaSettingCreate, AsillaSettingRecord, AsillaSettingUpdate } from '@fleetdeck/model';
import { defineResource } from '@fleetdeck/sdk';

/** asilla settings; new ones open at /asilla/setting/new (spec §2 lists only list and {id}). */
export const asillaResource = defineResource({
  name: 'asillaSettings',
  path: '/asilla-settings',
  schema: { record: AsillaSettingRecord, create: AsillaSettingCreate, update: AsillaSettingUpdate },
  columns: [
    { id: 'name', labelKey: 'field.name', searchable: true, width: 260 },
    { id: 'behaviours', labelKey: 'field.behaviours', sortable: false, width: 280,
      render: (row, t) => (Array.isArray(row.behaviours) ? row.behaviours.map((b) => t(`behaviour.${String(b)}`)).join(', ') : '') },
    { id: 'intrusionDetection', labelKey: 'field.intrusionDetection', render: (row, t) => t(row.intrusionDetection ? 'intrusion.on' : 'intrusion.off') },
    { id: 'updatedAt', labelKey: 'field.updatedAt', render: (row) => new Date(String(row.updatedAt)).toLocaleString(), hiddenByDefault: true },
  ],
  labels: { list: 'title.list', create: 'title.create', edit: 'title.edit' },
  access: 'asillaSettings',
  routes: { list: '/asilla/setting/list', create: '/asilla/setting/new', edit: '/asilla/setting/:id' },
  defaultSort: { id: 'name', desc: false },
});
