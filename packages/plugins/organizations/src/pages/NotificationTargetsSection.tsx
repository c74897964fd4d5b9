import { Button, Subtitle2, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { NotificationTargetRecord } from '@fleetdeck/model';
import { Link, useNavigate, useT, useResourceT, type ResourceRecord } from '@fleetdeck/sdk';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '720px', marginTop: tokens.spacingVerticalXL },
  bar: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center' },
});

/** The organization's notification targets with links to edit them, add one, and to its children and tags. */
export function NotificationTargetsSection({ organization }: { organization: ResourceRecord }) {
  const styles = useStyles();
  const t = useT();
  const rt = useResourceT();
  const navigate = useNavigate();
  const targets = (organization.notificationTargets as NotificationTargetRecord[] | undefined) ?? [];
  const id = String(organization.id);
  return (
    <section className={styles.root} aria-labelledby="notification-targets">
      <Link to={`/organization/${id}/child-org-and-tag`}>{t('detail.childOrgAndTag')}</Link>
      <div className={styles.bar}>
        <Subtitle2 as="h2" id="notification-targets">{t('detail.notificationTargets')}</Subtitle2>
        <Button onClick={() => navigate(`/organization/${id}/notif-target/create`)}>{t('detail.addTarget')}</Button>
      </div>
      {targets.length === 0 ? (
        <Text>{t('detail.noTargets')}</Text>
      ) : (
        <Table aria-labelledby="notification-targets" size="small">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('target.type')}</TableHeaderCell>
              <TableHeaderCell>{t('target.level')}</TableHeaderCell>
              <TableHeaderCell>{t('target.address')}</TableHeaderCell>
              <TableHeaderCell>{rt('list.actions')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {targets.map((target, index) => (
              <TableRow key={target.id ?? index}>
                <TableCell>{t(`target.types.${target.type}`)}</TableCell>
                <TableCell>{t(`target.levels.${target.level}`)}</TableCell>
                <TableCell>{target.address ?? target.room ?? ''}</TableCell>
                <TableCell>
                  <Link to={`/organization/${id}/notif-target/${String(target.id ?? index)}`}>{t('detail.editTarget')}</Link>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
