import { CounterBadge, makeStyles, tokens } from '@fluentui/react-components';
import { MailRegular } from '@fluentui/react-icons';
import { useCan, useQuery } from '@fleetdeck/sdk';
import type { MessagePage } from '@fleetdeck/model';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PluginData } from '../plugins/PluginData.js';

const useStyles = makeStyles({
  link: {
    position: 'relative', display: 'flex', alignItems: 'center', justifyContent: 'center', width: '36px', height: '36px',
    color: 'inherit', borderRadius: tokens.borderRadiusCircular,
    ':focus-visible': { outline: `2px solid ${tokens.colorNeutralForegroundOnBrand}`, outlineOffset: '-2px' },
  },
  icon: { fontSize: '24px' },
  badge: { position: 'absolute', top: '0', right: '0' },
});

// One message is enough to read the unread count; the messages page's writes refresh it (same /my area).
const UNREAD_QUERY = { pageSize: 1 };

/**
 * The header's link to the messages page, with the unread count on it; its name says the count.
 * It reads through the console's one query client (PluginData, loaded on demand like the pages'),
 * so marking a message read on the messages page updates it.
 */
export function MessagesButton() {
  return (
    <PluginData>
      <MessagesLink />
    </PluginData>
  );
}

function MessagesLink() {
  const styles = useStyles();
  const { t } = useTranslation('common');
  const allowed = useCan('account', 'messages').can;
  const messages = useQuery<MessagePage>('/my/messages', { query: UNREAD_QUERY, enabled: allowed });
  if (!allowed) return null;
  const unread = messages.data?.unread ?? 0;
  const name = unread > 0 ? t('shell.unreadMessages', { count: unread }) : t('shell.noUnreadMessages');
  return (
    <Link to="/my/messages/1" className={styles.link} aria-label={name} title={name} data-testid="header-messages" data-unread={unread}>
      <MailRegular className={styles.icon} aria-hidden />
      {unread > 0 ? <CounterBadge className={styles.badge} count={unread} size="small" color="danger" aria-hidden /> : null}
    </Link>
  );
}
