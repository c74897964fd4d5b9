import type { ReactNode } from 'react';
import { Title2, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXL },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  title: { flexGrow: 1, margin: 0 },
});

/** Props of `PageLayout`. */
export interface PageLayoutProps {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}

/** A page's frame: one h1 title, actions beside it, then the content. */
export function PageLayout({ title, actions, children }: PageLayoutProps) {
  const styles = useStyles();
  return (
    <section className={styles.root} aria-label={title}>
      <header className={styles.header}>
        <Title2 as="h1" className={styles.title}>
          {title}
        </Title2>
        {actions}
      </header>
      {children}
    </section>
  );
}
