import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useCan } from '../../auth/useCan.js';

/**
 * §8 "flow and device actions by non-administrators": shown instead of the write buttons to
 * anyone who is not an organization administrator; renders nothing for administrators.
 */
export function OrgAdminNote({ message }: { message: string }) {
  if (useCan('orgAdmin').can) return null;
  return (
    <MessageBar intent="info" data-testid="contact-admin-note">
      <MessageBarBody>{message}</MessageBarBody>
    </MessageBar>
  );
}
