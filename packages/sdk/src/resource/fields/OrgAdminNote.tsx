import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import type { ResourceArea } from '@fleetdeck/model';
import { useCan } from '../../auth/useCan.js';

/**
 * §8 "flow and device actions by non-administrators": shown instead of the write buttons to anyone
 * the access policy does not let change the area (flows and IoT devices: organization
 * administrators, §6); renders nothing for those it does.
 *
 * @group Forms and resources
 * @example
 * ```tsx
 * <OrgAdminNote area="flows" message={t('flowsNeedOrgAdmin')} />
 * ```
 */
export function OrgAdminNote({ area, message }: { area: ResourceArea; message: string }) {
  if (useCan(area, 'update').can) return null;
  return (
    <MessageBar intent="info" data-testid="contact-admin-note">
      <MessageBarBody>{message}</MessageBarBody>
    </MessageBar>
  );
}
