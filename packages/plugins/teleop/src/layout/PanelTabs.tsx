import { useState, type ReactNode } from 'react';
import { Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    minHeight: 0,
    minWidth: 0,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  tabs: { flexWrap: 'wrap', flexShrink: 0, borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  // Each panel scrolls in its own box: however long it is, the camera above it stays where it is.
  panel: { flexGrow: 1, minHeight: 0, overflowY: 'auto', padding: tokens.spacingHorizontalM },
});

/** One panel of the tabs. */
export interface PanelTab {
  value: string;
  label: string;
  content: ReactNode;
}

/**
 * The robot's other panels as tabs. A panel is mounted when first shown, so opening teleop draws
 * the camera without waiting for panels nobody looks at yet; from then on it stays mounted, only
 * hidden, so a half-typed speech or a drawn thermal area survives a look at another tab.
 * `onSelect` tells which tab is shown.
 */
export function PanelTabs({ label, tabs, initial, onSelect }: { label: string; tabs: PanelTab[]; initial: string; onSelect?: (value: string) => void }) {
  const styles = useStyles();
  const [selected, setSelected] = useState(initial);
  const shown = tabs.some((tab) => tab.value === selected) ? selected : (tabs[0]?.value ?? '');
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set([shown]));
  if (!visited.has(shown)) setVisited(new Set([...visited, shown]));
  return (
    <section className={styles.root} aria-label={label} data-testid="teleop-panels">
      <TabList
        className={styles.tabs}
        size="small"
        selectedValue={shown}
        onTabSelect={(_, data) => {
          const value = String(data.value);
          setSelected(value);
          onSelect?.(value);
        }}
      >
        {tabs.map((tab) => (
          <Tab key={tab.value} value={tab.value} id={`teleop-tab-${tab.value}`} aria-controls={`teleop-panel-${tab.value}`}>
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {tabs.map((tab) => (
        <div
          key={tab.value}
          id={`teleop-panel-${tab.value}`}
          role="tabpanel"
          aria-labelledby={`teleop-tab-${tab.value}`}
          className={styles.panel}
          hidden={tab.value !== shown}
          data-testid={`teleop-panel-${tab.value}`}
        >
          {visited.has(tab.value) ? tab.content : null}
        </div>
      ))}
    </section>
  );
}
