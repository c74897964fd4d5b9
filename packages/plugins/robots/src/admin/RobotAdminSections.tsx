import { Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Link, useLiveRobot, useT, type ResourceRecord } from '@fleetdeck/sdk';
import { BatteryBadge } from '../shared/BatteryBadge.js';
import { ConnectionBadge } from '../shared/ConnectionBadge.js';
import { robotStatusKey } from '../shared/robotStatusLabel.js';
import { LastCommunicationText } from '../control/RobotFacts.js';
import { NewCredentialButton } from './NewCredentialButton.js';
import { OsUpdateForm } from './OsUpdateForm.js';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '720px', marginTop: tokens.spacingVerticalXL },
  row: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', flexWrap: 'wrap' },
});

/** Under a robot's form: its live state, credential rotation, OS update, and links to activity and setting history. */
export function RobotAdminSections({ record }: { record: ResourceRecord }) {
  const t = useT();
  const styles = useStyles();
  const id = Number(record.id);
  const serialNo = String(record.serialNo);
  const { robot } = useLiveRobot(serialNo);
  return (
    <>
      <section className={styles.section} aria-label={t('admin.liveStatus')}>
        <Subtitle2 as="h2">{t('admin.liveStatus')}</Subtitle2>
        <div className={styles.row} data-testid="robot-live-status">
          <ConnectionBadge connection={robot?.connection ?? 'offline'} />
          {robot ? <Text>{t(robotStatusKey(robot))}</Text> : null}
          {robot?.telemetry ? <BatteryBadge robot={robot} /> : null}
          {robot ? <LastCommunicationText robot={robot} /> : null}
        </div>
        <div className={styles.row}>
          <Link to={`/robot/${id}/activity`}>{t('admin.activity')}</Link>
          <Link to={`/robot/${id}/setting-history`}>{t('admin.settingHistory')}</Link>
        </div>
      </section>
      <section className={styles.section} aria-label={t('admin.actions')}>
        <Subtitle2 as="h2">{t('admin.actions')}</Subtitle2>
        <div className={styles.row}>
          <NewCredentialButton robotId={id} name={String(record.name)} serialNo={serialNo} />
        </div>
        <Subtitle2 as="h3">{t('admin.osUpdate')}</Subtitle2>
        <OsUpdateForm robotId={id} />
      </section>
    </>
  );
}
