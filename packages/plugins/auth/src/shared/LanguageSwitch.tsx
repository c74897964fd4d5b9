import { useId } from 'react';
import { Label, Select, makeStyles, tokens } from '@fluentui/react-components';
import { setLanguage, useLanguage, useT } from '@fleetdeck/sdk';

// Language names are written in their own language so a reader finds theirs whatever is shown.
const languageNames = { en: 'English', ja: '日本語' } as const;

// Label and select side by side, each as wide as its text: a horizontal Field gives its label a
// third of a box that here is only as wide as the switch, which cut "Language" short.
const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  label: { whiteSpace: 'nowrap' },
});

/** The "Language" select; the choice is saved under user-language by the SDK. */
export function LanguageSwitch() {
  const styles = useStyles();
  const t = useT();
  const language = useLanguage();
  const id = useId();
  return (
    <div className={styles.root}>
      <Label htmlFor={id} size="small" className={styles.label}>{t('language.label')}</Label>
      <Select id={id} size="small" value={language} onChange={(_event, data) => setLanguage(data.value === 'ja' ? 'ja' : 'en')}>
        <option value="en">{languageNames.en}</option>
        <option value="ja">{languageNames.ja}</option>
      </Select>
    </div>
  );
}
