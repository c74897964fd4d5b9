import { Button } from '@fluentui/react-components';
import { signOut, useT } from '@fleetdeck/sdk';

/** The way out of a page the user is held on (forced password change, terms): ends the session. */
export function SignOutButton() {
  const t = useT();
  return (
    <Button appearance="secondary" onClick={() => void signOut()}>
      {t('actions.signOut')}
    </Button>
  );
}
