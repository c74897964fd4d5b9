import { useState } from 'react';
import { Button, Field, Select, Subtitle2, Text, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '@fleetdeck/sdk';
import { VoiceGender, VoiceLanguage, type Voice } from '@fleetdeck/model';
import { useCommand } from '../shared/useCommand.js';
import { useLanguageCode } from '../shared/useLanguageCode.js';

const useStyles = makeStyles({ root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS } });

/** Longest text a robot speaks in one command (gateway protocol). */
export const SPEECH_MAX = 500;

/** Speech: a text (at most 500 characters, or a building preset) in one of the §9 voices. */
export function SpeechPanel({ serialNo, presets, disabled }: { serialNo: string; presets?: string[]; disabled: boolean }) {
  const styles = useStyles();
  const t = useT();
  const language = useLanguageCode();
  const command = useCommand(serialNo);
  const [text, setText] = useState('');
  const [voice, setVoice] = useState<Voice>(`${language}-female`);
  const [touched, setTouched] = useState(false);
  const [spoken, setSpoken] = useState<string | null>(null);
  const error = text.length > SPEECH_MAX ? t('speech.tooLong', { max: SPEECH_MAX }) : touched && text.trim() === '' ? t('speech.required') : undefined;

  const speak = async () => {
    setTouched(true);
    if (text.trim() === '' || text.length > SPEECH_MAX) return;
    setSpoken(null);
    const ack = await command.run({ name: 'speech', text, voice });
    if (ack?.result === 'ok') setSpoken(text);
  };

  return (
    <section className={styles.root} aria-labelledby="teleop-speech">
      <Subtitle2 as="h2" id="teleop-speech">{t('speech.region')}</Subtitle2>
      {presets ? (
        <Field label={t('speech.preset')} hint={presets.length === 0 ? t('speech.noPresets') : undefined}>
          <Select value={presets.includes(text) ? text : ''} onChange={(_, data) => setText(data.value)} disabled={presets.length === 0}>
            <option value="">{t('speech.noPreset')}</option>
            {presets.map((preset) => (
              <option key={preset} value={preset}>{preset}</option>
            ))}
          </Select>
        </Field>
      ) : null}
      <Field
        label={t('speech.text')}
        validationMessage={error}
        validationState={error ? 'error' : 'none'}
        hint={t('speech.count', { count: text.length, max: SPEECH_MAX })}
      >
        <Textarea value={text} resize="vertical" onChange={(_, data) => setText(data.value)} onBlur={() => setTouched(true)} />
      </Field>
      <Field label={t('speech.voice')}>
        <Select value={voice} onChange={(_, data) => setVoice(data.value as Voice)}>
          {VoiceLanguage.flatMap((lang) =>
            VoiceGender.map((gender) => (
              <option key={`${lang}-${gender}`} value={`${lang}-${gender}`}>
                {t('speech.voiceName', { language: t(`speech.languages.${lang}`), gender: t(`speech.genders.${gender}`) })}
              </option>
            )),
          )}
        </Select>
      </Field>
      <div>
        <Button appearance="primary" disabled={disabled || command.pending} onClick={() => void speak()}>
          {command.pending ? t('ack.pending') : t('speech.speak')}
        </Button>
      </div>
      <Text role="status">{spoken !== null ? t('speech.spoken', { text: spoken }) : ''}</Text>
    </section>
  );
}
