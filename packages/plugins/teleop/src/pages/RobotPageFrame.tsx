import type { ReactNode } from 'react';
import { MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { PageLayout, PageLogo, useT } from '@fleetdeck/sdk';
import { NoticesProvider } from '../shared/notices.js';
import { useRobotRecord } from '../shared/useRobotRecord.js';
import type { RobotRecord } from '@fleetdeck/model';

/**
 * Loads the robot of a serial number and frames its page with its notices; says so when the robot is
 * not visible. Its pages show the branding's teleoperation logo (logoTeleOpe) in their header.
 */
export function RobotPageFrame(props: { serialNo: string; titleKey: string; children: (robot: RobotRecord) => ReactNode }) {
  return (
    <PageLogo place="teleop">
      <RobotPageBody {...props} />
    </PageLogo>
  );
}

function RobotPageBody({ serialNo, titleKey, children }: { serialNo: string; titleKey: string; children: (robot: RobotRecord) => ReactNode }) {
  const t = useT();
  const { robot, loading, missing } = useRobotRecord(serialNo);
  if (robot) return <NoticesProvider>{children(robot)}</NoticesProvider>;
  return (
    <PageLayout title={t(titleKey, { name: serialNo })}>
      {loading ? <Spinner label={t('page.loading')} /> : null}
      {missing ? (
        <MessageBar intent="error">
          <MessageBarBody>{t('page.notFound', { serialNo })}</MessageBarBody>
        </MessageBar>
      ) : null}
    </PageLayout>
  );
}
