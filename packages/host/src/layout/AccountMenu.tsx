import {
  Menu, MenuDivider, MenuGroupHeader, MenuItem, MenuItemCheckbox, MenuItemRadio, MenuList,
  MenuPopover, MenuTrigger, type MenuCheckedValueChangeData,
} from '@fluentui/react-components';
import { saveUniversalDesign, setFocusMode, setLanguage, showAlert, signOut, useLanguage, useShellMode, type Language } from '@fleetdeck/sdk';
import { useTranslation } from 'react-i18next';
import { AccountButton } from './AccountButton.js';

/**
 * The header's account menu: language, universal design (saved on the account), focus mode, sign out. Loaded the first
 * time someone reaches for the account button (see UserMenu), then opened at once.
 */
export function AccountMenu({ name }: { name: string }) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const mode = useShellMode();
  const modes = [...(mode.universalDesign ? ['universalDesign'] : []), ...(mode.focusMode ? ['focusMode'] : [])];

  const onModes = (_e: unknown, data: MenuCheckedValueChangeData) => {
    const universalDesign = data.checkedItems.includes('universalDesign');
    // Universal design is kept on the account (§3 isUniversalDesign); focus mode is this browser's.
    if (universalDesign !== mode.universalDesign) {
      void saveUniversalDesign(universalDesign).then((saved) => {
        if (!saved) showAlert({ type: 'error', message: t('shell.universalDesignNotSaved') });
      });
    }
    setFocusMode(data.checkedItems.includes('focusMode'));
  };

  return (
    <Menu
      defaultOpen
      checkedValues={{ language: [language], modes }}
      onCheckedValueChange={(e, data) => {
        if (data.name === 'language') void setLanguage(data.checkedItems[0] as Language);
        else onModes(e, data);
      }}
    >
      <MenuTrigger disableButtonEnhancement>
        <AccountButton name={name} />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {name ? <MenuGroupHeader>{name}</MenuGroupHeader> : null}
          <Menu checkedValues={{ language: [language] }} onCheckedValueChange={(_e, data) => void setLanguage(data.checkedItems[0] as Language)}>
            <MenuTrigger disableButtonEnhancement>
              <MenuItem>{t('shell.language')}</MenuItem>
            </MenuTrigger>
            <MenuPopover>
              <MenuList>
                <MenuItemRadio name="language" value="en" lang="en">English</MenuItemRadio>
                <MenuItemRadio name="language" value="ja" lang="ja">日本語</MenuItemRadio>
              </MenuList>
            </MenuPopover>
          </Menu>
          <MenuItemCheckbox name="modes" value="universalDesign">{t('shell.universalDesign')}</MenuItemCheckbox>
          <MenuItemCheckbox name="modes" value="focusMode">{t('shell.focusMode')}</MenuItemCheckbox>
          <MenuDivider />
          <MenuItem onClick={() => void signOut()}>{t('actions.signOut')}</MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
