import { useCallback, useEffect, useRef } from 'react';
import { Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { Terms } from '@fleetdeck/model';
import { useLanguage, useT } from '@fleetdeck/sdk';
import { isScrolledToBottom } from './scrollPosition.js';

const useStyles = makeStyles({
  box: {
    maxHeight: '50vh',
    overflowY: 'auto',
    padding: tokens.spacingHorizontalL,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  body: { whiteSpace: 'pre-wrap' },
});

/** The outstanding terms in one scrollable, keyboard-focusable box; reports once the reader reaches its end. */
export function TermsText({ terms, onReachedEnd }: { terms: Terms[]; onReachedEnd: () => void }) {
  const styles = useStyles();
  const t = useT();
  const language = useLanguage();
  const box = useRef<HTMLDivElement | null>(null);
  const reached = useRef(onReachedEnd);
  useEffect(() => {
    reached.current = onReachedEnd;
  });

  const check = useCallback(() => {
    if (box.current && isScrolledToBottom(box.current)) reached.current();
  }, []);

  // A text short enough not to scroll counts as read; re-measure when its size or language changes.
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    check();
    const observer = new ResizeObserver(check);
    observer.observe(element);
    return () => observer.disconnect();
  }, [check, terms, language]);

  return (
    <div ref={box} className={styles.box} tabIndex={0} role="region" aria-label={t('terms.textLabel')} onScroll={check}>
      {terms.map((term) => (
        <article key={term.type} aria-label={term.title[language]}>
          <Subtitle2 as="h2" block>
            {term.title[language]}
          </Subtitle2>
          <Text size={200} block>
            {t(`terms.type.${term.type}`)} · {t('terms.version', { version: term.version })}
          </Text>
          <Text as="p" block className={styles.body}>
            {term.body[language]}
          </Text>
        </article>
      ))}
    </div>
  );
}
