import type { ButtonHTMLAttributes, Ref } from 'react';
import { Avatar, Button } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

type AccountButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'name'> & {
  name: string;
  disabledFocusable?: boolean;
  // MenuTrigger hands its child a ref (React 19 passes it as a prop).
  ref?: Ref<HTMLButtonElement>;
};

/** The header's round account button (the signed-in person's initials); the menu's trigger. */
export function AccountButton({ name, ...props }: AccountButtonProps) {
  const { t } = useTranslation('common');
  return (
    <Button
      appearance="transparent"
      aria-label={t('shell.accountMenu')}
      aria-haspopup="menu"
      icon={<Avatar name={name || undefined} size={28} color="colorful" />}
      {...props}
    />
  );
}
