import { Device } from '@fleetdeck/model';
import { defineEntityResource } from '@fleetdeck/sdk';

/** IoT devices: columns, form and access come from the model's `Device`. */
export const deviceResource = defineEntityResource(Device, {
  routes: { list: '/device/list', create: '/device/create', edit: '/device/:id' },
});
