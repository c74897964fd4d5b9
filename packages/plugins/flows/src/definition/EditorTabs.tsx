import { useRef, type KeyboardEvent } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  list: { display: 'flex', gap: tokens.spacingHorizontalXS, borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  tab: {
    border: 'none',
    borderBottom: `3px solid transparent`,
    backgroundColor: 'transparent',
    color: tokens.colorNeutralForeground2,
    fontFamily: 'inherit',
    fontSize: tokens.fontSizeBase300,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    cursor: 'pointer',
    ':hover': { color: tokens.colorNeutralForeground1, backgroundColor: tokens.colorSubtleBackgroundHover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  selected: { color: tokens.colorNeutralForeground1, fontWeight: tokens.fontWeightSemibold, borderBottomColor: tokens.colorCompoundBrandStroke },
});

interface EditorTabsProps<T extends string> {
  label: string;
  tabs: ReadonlyArray<{ value: T; label: string; id: string }>;
  selected: T;
  panelId: string;
  onSelect: (value: T) => void;
}

/**
 * A tab list (WAI-ARIA tabs: one tab in the Tab order, arrows, Home and End move between them).
 * Written out rather than Fluent's TabList, whose focus sentinels are focusable inside aria-hidden.
 */
export function EditorTabs<T extends string>({ label, tabs, selected, panelId, onSelect }: EditorTabsProps<T>) {
  const styles = useStyles();
  const listRef = useRef<HTMLDivElement>(null);
  const keyDown = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const to = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    const tab = to === undefined ? undefined : tabs[to];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.value);
    listRef.current?.querySelector<HTMLElement>(`[id="${tab.id}"]`)?.focus();
  };
  return (
    <div ref={listRef} role="tablist" aria-label={label} className={styles.list}>
      {tabs.map((tab, index) => (
        <button key={tab.value} type="button" role="tab" id={tab.id} aria-selected={tab.value === selected} aria-controls={panelId}
          tabIndex={tab.value === selected ? 0 : -1} className={mergeClasses(styles.tab, tab.value === selected && styles.selected)}
          onClick={() => onSelect(tab.value)} onKeyDown={(event) => keyDown(event, index)}>
          {tab.label}
        </button>
      ))}
    </div>
  );
}
