import { MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useT, type StreamStatus } from '@fleetdeck/sdk';
import { StreamErrorBar } from './StreamErrorBar.js';

/** Tells the operator when live updates are not flowing, and what the server said went wrong on the stream. */
export function StreamBanner({ status }: { status: StreamStatus }) {
  return (
    <>
      <StreamStatusBanner status={status} />
      <StreamErrorBar />
    </>
  );
}

/**
 * Nothing while open, and nothing while closed: the stream is closed only before the page first
 * uses it or when the session ended, and then the shell is already taking the user to sign in.
 */
function StreamStatusBanner({ status }: { status: StreamStatus }) {
  const t = useT();
  if (status === 'open' || status === 'closed') return null;
  if (status === 'connecting') return <Spinner size="tiny" labelPosition="after" label={t('stream.connecting')} data-testid="stream-connecting" />;
  return (
    <MessageBar intent="warning" data-testid="stream-banner" data-stream-status={status}>
      <MessageBarBody>{t('stream.reconnecting')}</MessageBarBody>
    </MessageBar>
  );
}
