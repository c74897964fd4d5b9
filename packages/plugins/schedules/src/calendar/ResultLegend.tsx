import { makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '@fleetdeck/sdk';
import { resultColours } from './calendarColours.js';

const useStyles = makeStyles({
  legend: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalM, margin: 0, padding: 0, listStyleType: 'none' },
  swatch: { display: 'inline-block', width: '12px', height: '12px', marginInlineEnd: tokens.spacingHorizontalXS, borderRadius: tokens.borderRadiusSmall },
});

/** What each colour means when the calendar colours by result. */
export function ResultLegend() {
  const t = useT();
  const styles = useStyles();
  return (
    <ul className={styles.legend} aria-label={t('calendar.legend')}>
      {(Object.keys(resultColours) as Array<keyof typeof resultColours>).map((result) => (
        <li key={result}><span className={styles.swatch} style={{ backgroundColor: resultColours[result] }} />{t(`result.${result}`)}</li>
      ))}
    </ul>
  );
}
