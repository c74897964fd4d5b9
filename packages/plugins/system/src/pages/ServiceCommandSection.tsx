import { Field, Input, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { ResourceList, useT } from '@fleetdeck/sdk';
import { useState } from 'react';
import { serviceCommandResource } from '../resources/systemResources.js';

const useStyles = makeStyles({ root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, marginTop: tokens.spacingVerticalXL } });

/** The commands of a package; new commands go into the bundle named in the box. */
export function ServiceCommandSection({ packageId }: { packageId: number }) {
  const styles = useStyles();
  const t = useT();
  const [bundleId, setBundleId] = useState('default');
  return (
    <section className={styles.root} aria-label={t('command.section')}>
      <Subtitle1 as="h2">{t('command.section')}</Subtitle1>
      <Field label={t('command.newBundle')} hint={t('command.newBundleHint')}>
        <Input value={bundleId} onChange={(_event, data) => setBundleId(data.value.trim())} />
      </Field>
      <ResourceList resource={serviceCommandResource} params={{ packageId }} routeParams={{ packageId, bundleId: bundleId || 'default' }} embedded />
    </section>
  );
}
