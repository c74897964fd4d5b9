import { Operator } from '@fleetdeck/model';
import { defineEntityResource } from '@fleetdeck/sdk';

/** Operator accounts (admin screens only): columns, form and access come from the model's `Operator`. */
export const operatorResource = defineEntityResource(Operator, {
  routes: { list: '/operator/list', create: '/operator/create', edit: '/operator/:id' },
});
