import { CheckItem } from '@fleetdeck/model';
import { defineEntityResource } from '@fleetdeck/sdk';

/** Check items: columns, form and access come from the model's `CheckItem` (the server scopes by organization). */
export const checkItemResource = defineEntityResource(CheckItem, {
  routes: { list: '/check-item/list', create: '/check-item/create', edit: '/check-item/:id' },
  render: {
    meterReadingService: (row, t) => (row.meterReadingService ? t(`service.${String(row.meterReadingService)}`) : ''),
    alertEnabled: (row) => (row.alertEnabled ? '✓' : ''),
  },
});
