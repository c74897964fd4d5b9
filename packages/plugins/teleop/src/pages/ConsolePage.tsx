import { makeStyles, tokens } from '@fluentui/react-components';
import { PageLayout, useLiveRobot, useParams, useT } from '@fleetdeck/sdk';
import type { RobotRecord } from '@fleetdeck/model';
import { CommandBox } from '../console/CommandBox.js';
import { EventStream } from '../console/EventStream.js';
import { MaintenancePanel } from '../console/MaintenancePanel.js';
import { TelemetryTable } from '../console/TelemetryTable.js';
import { useDriving } from '../drive/useDriving.js';
import { NoticeList, useRobotEventNotices } from '../notices/NoticeList.js';
import { RobotStatusPanel } from '../panels/RobotStatusPanel.js';
import { SafetyBar } from '../panels/SafetyBar.js';
import { StopButton } from '../panels/StopButton.js';
import { RobotPageFrame } from './RobotPageFrame.js';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(24rem, 1fr))', gap: tokens.spacingHorizontalXXL, alignItems: 'start' },
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/** console/{serialNo} (system admin): live telemetry, raw events, any command as JSON, reset and OS update. */
export function ConsolePage() {
  const { serialNo = '' } = useParams();
  return (
    <RobotPageFrame serialNo={serialNo} titleKey="page.console">
      {(record) => <ConsoleScreen record={record} />}
    </RobotPageFrame>
  );
}

function ConsoleScreen({ record }: { record: RobotRecord }) {
  const styles = useStyles();
  const t = useT();
  const serialNo = record.serialNo;
  const { robot, status } = useLiveRobot(serialNo);
  // Typing JSON must not drive; the console keeps only the immediate stop (Esc, and the button).
  const driving = useDriving(serialNo, true, false);
  useRobotEventNotices(serialNo);
  return (
    <PageLayout title={t('page.console', { name: robot?.name ?? record.name })}>
      <SafetyBar>
        <StopButton onStop={driving.stopNow} />
        <RobotStatusPanel robot={robot} status={status} showPose={false} />
      </SafetyBar>
      <NoticeList />
      <div className={styles.grid}>
        <div className={styles.column}>
          <TelemetryTable robot={robot} />
          <MaintenancePanel serialNo={serialNo} robotId={record.id} />
        </div>
        <div className={styles.column}>
          <CommandBox serialNo={serialNo} />
          <EventStream serialNo={serialNo} />
        </div>
      </div>
    </PageLayout>
  );
}
