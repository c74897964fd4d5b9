import { ToggleButton, Tooltip } from '@fluentui/react-components';
import { useT } from '@fleetdeck/sdk';
import type { TeleopFocusMode } from './useFocusMode.js';

/** The labelled focus mode button: pressed while the shell's header and side bar are hidden. */
export function FocusModeToggle({ focus }: { focus: TeleopFocusMode }) {
  const t = useT();
  return (
    <Tooltip content={t('focus.hint')} relationship="description">
      <ToggleButton checked={focus.on} aria-keyshortcuts="F" onClick={focus.toggle} data-testid="focus-mode-toggle">
        {t('focus.toggle')}
      </ToggleButton>
    </Tooltip>
  );
}
