import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { useStreamError, useT } from '@fleetdeck/sdk';

/** The latest error the server sent on the live stream, until the operator dismisses it. */
export function StreamErrorBar() {
  const t = useT();
  const { error, dismiss } = useStreamError();
  if (!error) return null;
  return (
    <MessageBar intent="error" data-testid="stream-error" data-code={error.code}>
      <MessageBarBody>{t('stream.error', { code: error.code, message: error.message })}</MessageBarBody>
      <MessageBarActions>
        <Button onClick={dismiss}>{t('stream.dismiss')}</Button>
      </MessageBarActions>
    </MessageBar>
  );
}
