import type { MouseEvent } from 'react';
import { Badge, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { NavLink, useNavigate } from 'react-router-dom';
import { confirmLabs, DEFAULT_PAGE, useLanguage, useSession, useViewportSize } from '@fleetdeck/sdk';
import { useTranslation } from 'react-i18next';
import { useShellData } from '../app/ShellDataContext.js';
import { buildSidebar, type SidebarEntry, type SidebarGroup } from '../app/sidebarModel.js';
import { useContractOptions } from './useContractOptions.js';
import { labsConfirmedState } from '../guard/labsConfirmedState.js';
import { sidebarIcon } from './sidebarIcons.js';

const useStyles = makeStyles({
  nav: { width: '232px', flexShrink: 0, overflowY: 'auto', backgroundColor: tokens.colorNeutralBackground2, borderRight: `1px solid ${tokens.colorNeutralStroke2}`, paddingBlock: tokens.spacingVerticalS },
  group: { margin: 0, padding: 0, listStyle: 'none' },
  heading: { margin: 0, padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`, fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3, fontWeight: tokens.fontWeightSemibold },
  link: {
    display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    color: tokens.colorNeutralForeground1, textDecoration: 'none', fontSize: tokens.fontSizeBase300,
    ':hover': { backgroundColor: tokens.colorNeutralBackground2Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorBrandStroke1}`, outlineOffset: '-2px' },
  },
  active: { backgroundColor: tokens.colorBrandBackground2, color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold },
  icon: { fontSize: '20px', flexShrink: 0 },
  // Below 1024 px the side bar keeps only its icons (the header shows logoIcon to match); names stay
  // for screen readers and as the links' tooltips.
  collapsed: { width: '56px' },
  collapsedLink: { justifyContent: 'center', paddingInline: 0 },
  hidden: {
    position: 'absolute', width: '1px', height: '1px', margin: '-1px', padding: 0, overflow: 'hidden',
    clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0,
  },
});

function useLabel() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (entry: SidebarEntry): string => {
    if ('text' in entry.label) return entry.label.text[language] ?? entry.label.text.en ?? Object.values(entry.label.text)[0] ?? entry.id;
    const { namespace, key, fallback } = entry.label;
    // plugin.json's i18n is loaded at boot; a key only the code defines falls back to the common
    // key, then to plugin.json's name: never the group's name ("Custom") before the code loads.
    return t(`${namespace}:${key}`, { defaultValue: t(`common:${key}`, { defaultValue: fallback }) });
  };
}

/** The side bar: §2 menu groups from the installed plugins and custom views, filtered by role. */
export function Sidebar() {
  const styles = useStyles();
  const session = useSession();
  const { plugins, custom } = useShellData();
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const label = useLabel();
  // Entries that need a contract option (the archive) show once the contract says so.
  const contract = useContractOptions(session);
  const groups = buildSidebar(plugins, custom.views, custom.sidebarItems, session, DEFAULT_PAGE, contract);
  const collapsed = useViewportSize() !== 'wide';

  const open = (entry: SidebarEntry) => async (event: MouseEvent<HTMLAnchorElement>) => {
    if (!entry.labs || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    // Asked here, before leaving, so Cancel keeps the user on their page; the labs page is told not to ask again.
    if (await confirmLabs(entry.labsTarget)) navigate(entry.path, { state: labsConfirmedState(entry.labsTarget) });
  };

  const heading = (group: SidebarGroup) => t(`menu.${group.id}`, { defaultValue: group.id });
  const isLoneNamesake = (group: SidebarGroup) => group.entries.length === 1 && group.entries[0] !== undefined && label(group.entries[0]) === heading(group);

  const list = (group: SidebarGroup) => (
    <ul className={styles.group}>
      {group.entries.map((entry) => {
        const Icon = sidebarIcon(entry.icon);
        const text = label(entry);
        return (
          <li key={entry.id}>
            <NavLink
              to={entry.path}
              onClick={open(entry)}
              title={collapsed ? text : undefined}
              className={({ isActive }) => mergeClasses(styles.link, collapsed && styles.collapsedLink, isActive && styles.active)}
            >
              <Icon className={styles.icon} aria-hidden />
              <span className={collapsed ? styles.hidden : undefined}>{text}</span>
              {entry.labs ? (
                <Badge size="small" appearance="tint" color="important" className={collapsed ? styles.hidden : undefined} data-labs-badge>
                  {t('shell.labsBadge')}
                  <span className={styles.hidden}>{t('shell.labsBadgeDetail')}</span>
                </Badge>
              ) : null}
            </NavLink>
          </li>
        );
      })}
    </ul>
  );

  return (
    <nav className={mergeClasses(styles.nav, collapsed && styles.collapsed)} aria-label={t('shell.mainMenu')} data-collapsed={collapsed}>
      {groups.map((group) =>
        // A group of one item named like the group ("Robots / Robots") shows just its item: the heading
        // would only double its height. A lone item named otherwise keeps its group's heading for context.
        isLoneNamesake(group) ? (
          <div key={group.id} data-menu-group={group.id}>{list(group)}</div>
        ) : (
          <div key={group.id} role="group" aria-labelledby={`menu-group-${group.id}`} data-menu-group={group.id}>
            <h2 id={`menu-group-${group.id}`} className={mergeClasses(styles.heading, collapsed && styles.hidden)}>
              {heading(group)}
            </h2>
            {list(group)}
          </div>
        ),
      )}
    </nav>
  );
}
