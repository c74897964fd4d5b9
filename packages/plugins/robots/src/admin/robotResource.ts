import { Robot } from '@fleetdeck/model';
import { defineEntityResource, type ResourceRecord } from '@fleetdeck/sdk';
import { createElement } from 'react';
import { BuildingNameCell } from './BuildingNameCell.js';
import { LiveStatusCell } from './LiveStatusCell.js';

/** Robots for administrators: columns and form from the model's `Robot`, with building names and live status. */
export const robotResource = defineEntityResource(Robot, {
  routes: { list: '/robot/list', create: '/robot/create', edit: '/robot/:id' },
  render: { buildingId: (row: ResourceRecord) => createElement(BuildingNameCell, { id: Number(row.buildingId) }) },
  // Sorted by the last communication; the cell shows the connection and battery the stream reports now.
  extraColumns: [
    { id: 'lastCommunicationAt', labelKey: 'admin.liveStatus', width: 260, render: (row: ResourceRecord) => createElement(LiveStatusCell, { serialNo: String(row.serialNo) }) },
  ],
});
