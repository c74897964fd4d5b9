import { Suspense, useState } from 'react';
import { lazyPage, useSession } from '@fleetdeck/sdk';
import { sessionInitials } from '@fleetdeck/model';
import { AccountButton } from './AccountButton.js';

// Fluent's Menu brings popover positioning and tabster's focus handling (about 45 KB gzipped)
// that no one needs until they open the menu, so it loads on the first pointer or focus on the
// button and mounts already open on the first press.
const loadAccountMenu = () => import('./AccountMenu.js');
const AccountMenu = lazyPage(() => loadAccountMenu().then((m) => m.AccountMenu));

/** The header's account button; the account menu itself loads when first wanted. */
export function UserMenu() {
  const session = useSession();
  const [wanted, setWanted] = useState(false);
  const name = session ? `${session.lastName} ${session.firstName}`.trim() : '';
  const initials = session ? sessionInitials(session) : '';
  const button = (
    <AccountButton
      name={name}
      initials={initials}
      onPointerEnter={() => void loadAccountMenu()}
      onFocus={() => void loadAccountMenu()}
      onClick={() => setWanted(true)}
    />
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={<AccountButton name={name} initials={initials} disabledFocusable />}>
      <AccountMenu name={name} initials={initials} />
    </Suspense>
  );
}
