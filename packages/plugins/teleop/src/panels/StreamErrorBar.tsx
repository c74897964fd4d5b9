import { Button, MessageBar, MessageBarActions, MessageBarBody, makeStyles } from '@fluentui/react-components';
import { useStreamError, useT } from '@fleetdeck/sdk';

const useStyles = makeStyles({
  // A row of its own in the wrapping safety bar.
  bar: { flexBasis: '100%' },
});

/** The latest error the server sent on the live stream, until the operator dismisses it. */
export function StreamErrorBar() {
  const styles = useStyles();
  const t = useT();
  const { error, dismiss } = useStreamError();
  if (!error) return null;
  return (
    <MessageBar intent="error" className={styles.bar} data-testid="stream-error" data-code={error.code}>
      <MessageBarBody>{t('status.streamError', { code: error.code, message: error.message })}</MessageBarBody>
      <MessageBarActions>
        <Button onClick={dismiss}>{t('status.streamErrorDismiss')}</Button>
      </MessageBarActions>
    </MessageBar>
  );
}
