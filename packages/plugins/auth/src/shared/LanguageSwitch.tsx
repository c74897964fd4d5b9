import { Field, Select } from '@fluentui/react-components';
import { setLanguage, useLanguage, useT } from '@fleetdeck/sdk';

// Language names are written in their own language so a reader finds theirs whatever is shown.
const languageNames = { en: 'English', ja: '日本語' } as const;

/** The "Language" select; the choice is saved under user-language by the SDK. */
export function LanguageSwitch() {
  const t = useT();
  const language = useLanguage();
  return (
    <Field label={t('language.label')} orientation="horizontal" size="small">
      <Select
        size="small"
        value={language}
        onChange={(_event, data) => setLanguage(data.value === 'ja' ? 'ja' : 'en')}
      >
        <option value="en">{languageNames.en}</option>
        <option value="ja">{languageNames.ja}</option>
      </Select>
    </Field>
  );
}
