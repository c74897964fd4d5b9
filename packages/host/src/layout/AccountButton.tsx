import type { ButtonHTMLAttributes, Ref } from 'react';
import { Avatar, Button } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

type AccountButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'name'> & {
  name: string;
  /** What the avatar shows (the session's initials); the button's name starts with it. */
  initials: string;
  disabledFocusable?: boolean;
  // MenuTrigger hands its child a ref (React 19 passes it as a prop).
  ref?: Ref<HTMLButtonElement>;
};

/** The header's round account button (the signed-in person's initials); the menu's trigger. */
export function AccountButton({ name, initials, ...props }: AccountButtonProps) {
  const { t } = useTranslation('common');
  // WCAG 2.5.3: a speech user says what they see ("SA"), so the name contains the initials.
  const label = initials ? t('shell.accountMenuNamed', { initials }) : t('shell.accountMenu');
  return (
    <Button
      appearance="transparent"
      aria-label={label}
      aria-haspopup="menu"
      icon={<Avatar name={name || undefined} initials={initials || undefined} size={28} color="colorful" />}
      {...props}
    />
  );
}
