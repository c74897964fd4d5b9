import { useT } from '@fleetdeck/sdk';
import { makeStyles, Text, ToggleButton, tokens } from '@fluentui/react-components';
import { memo } from 'react';
import type { EditorLayout, EditorWaypoint } from './editorLayout.js';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  item: { width: '100%', justifyContent: 'flex-start', textAlign: 'start' },
  heading: { fontWeight: tokens.fontWeightSemibold },
});

/** Props of `SelectionList`. */
export interface SelectionListProps {
  layout: EditorLayout;
  /** Lists the speed and no-go areas too. */
  withAreas?: boolean;
  selection: ReadonlySet<string>;
  onSelect: (key: string, additive: boolean) => void;
  describe: (waypoint: EditorWaypoint) => string;
}

/**
 * The floor's waypoints as buttons: what the canvas shows, reachable and selectable by keyboard and screen readers.
 * Memoized: with 10,000 waypoints, rendering it again on every pan or zoom of the map cost most of a frame.
 */
export const SelectionList = memo(function SelectionList({ layout, withAreas = false, selection, onSelect, describe }: SelectionListProps) {
  const styles = useStyles();
  const t = useT();
  return (
    <section aria-labelledby="maps-editor-items">
      <h2 id="maps-editor-items" className={styles.heading} style={{ fontSize: tokens.fontSizeBase300, margin: 0 }}>{t('editor.items')}</h2>
      {layout.waypoints.length === 0 ? <Text>{t('editor.itemsEmpty')}</Text> : (
        <ul className={styles.list}>
          {layout.waypoints.map((w) => (
            <li key={w.key}>
              <ToggleButton
                className={styles.item}
                appearance="subtle"
                checked={selection.has(w.key)}
                onClick={(e) => onSelect(w.key, e.shiftKey || e.ctrlKey || e.metaKey)}
              >
                {w.name} ({describe(w)})
              </ToggleButton>
            </li>
          ))}
        </ul>
      )}
      {withAreas ? (
        <>
          <h2 id="maps-editor-areas" className={styles.heading} style={{ fontSize: tokens.fontSizeBase300, margin: 0 }}>{t('editor.areas')}</h2>
          {layout.areas.length === 0 ? <Text>{t('editor.areasEmpty')}</Text> : (
            <ul className={styles.list} aria-labelledby="maps-editor-areas">
              {layout.areas.map((a) => (
                <li key={a.key}>
                  <ToggleButton className={styles.item} appearance="subtle" checked={selection.has(a.key)} onClick={(e) => onSelect(a.key, e.shiftKey || e.ctrlKey || e.metaKey)}>
                    {a.name} ({t(`areaKind.${a.kind}`)})
                  </ToggleButton>
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
    </section>
  );
});
