import * as model from '@fleetdeck/model';
import { isEntity, type AnyEntity } from '@fleetdeck/model';

/** Every entity `@fleetdeck/model` exports. */
export function declaredEntities(): AnyEntity[] {
  return (Object.values(model) as unknown[]).filter(isEntity);
}
