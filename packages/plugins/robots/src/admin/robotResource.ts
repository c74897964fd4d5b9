import { RobotCreate, RobotRecord, RobotUpdate } from '@fleetdeck/model';
import { defineResource, type ResourceRecord } from '@fleetdeck/sdk';
import { createElement } from 'react';
import { BuildingNameCell } from './BuildingNameCell.js';
import { LiveStatusCell } from './LiveStatusCell.js';

/** Robots for administrators: list, registration and edit (§3 fields, §5 rules), with live status. */
export const robotResource = defineResource({
  name: 'robots',
  path: '/robots',
  schema: { record: RobotRecord, create: RobotCreate, update: RobotUpdate },
  columns: [
    { id: 'name', labelKey: 'admin.name', searchable: true, width: 220 },
    { id: 'serialNo', labelKey: 'admin.serialNo', searchable: true, width: 170 },
    { id: 'model', labelKey: 'admin.model', width: 140 },
    { id: 'buildingId', labelKey: 'admin.buildingId', render: (row: ResourceRecord) => createElement(BuildingNameCell, { id: Number(row.buildingId) }) },
    { id: 'status', labelKey: 'admin.status', render: (row, t) => t(`status.${String(row.status)}`) },
    {
      id: 'lastCommunicationAt', labelKey: 'admin.liveStatus', width: 260,
      render: (row: ResourceRecord) => createElement(LiveStatusCell, { serialNo: String(row.serialNo) }),
    },
    { id: 'version', labelKey: 'admin.version', hiddenByDefault: true },
    { id: 'hardwareRevision', labelKey: 'admin.hardwareRevision', hiddenByDefault: true },
  ],
  labels: { list: 'title.list', create: 'title.create', edit: 'title.edit' },
  access: 'robots',
  routes: { list: '/robot/list', create: '/robot/create', edit: '/robot/:id' },
  defaultSort: { id: 'name', desc: false },
});
