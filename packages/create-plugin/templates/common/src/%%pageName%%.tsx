import { Button, Text } from '@fluentui/react-components';
import { PageLayout, useSession, useT } from '@fleetdeck/sdk';
import { useState } from 'react';
import { greetingKey } from './greetingKey.js';

/** The page this project adds to the console. */
export function %%pageName%%() {
  const t = useT();
  const session = useSession();
  const [clicks, setClicks] = useState(0);
  const greeting = greetingKey(session?.firstName);
  return (
    <PageLayout title={t('title')}>
      <Text>{t(greeting.key, greeting.values)}</Text>
      <div>
        <Button appearance="primary" onClick={() => setClicks((count) => count + 1)}>
          {t('clicks', { count: clicks })}
        </Button>
      </div>
    </PageLayout>
  );
}
