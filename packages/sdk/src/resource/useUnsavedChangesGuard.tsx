import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { useNavigate } from '../routing/routerHooks.js';
import { leaveTarget } from './leaveTarget.js';
import { useResourceT } from './useResourceT.js';

/** What the guard gives a form: its confirmation dialog and a navigate that asks first. */
export interface UnsavedChangesGuard {
  dialog: ReactNode;
  /** Goes to `path`, asking first while there are unsaved changes. */
  leave: (path: string) => void;
}

/**
 * Asks before leaving a form with unsaved changes: in-app link clicks (side bar, breadcrumbs,
 * row links) are held in the capture phase, and closing or reloading the tab gets the
 * browser's own prompt. The console uses a BrowserRouter, which has no navigation blocker.
 */
export function useUnsavedChangesGuard(dirty: boolean): UnsavedChangesGuard {
  const navigate = useNavigate();
  const t = useResourceT();
  const [pending, setPending] = useState<string | null>(null);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;

  useEffect(() => {
    if (!dirty) return;
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      const target = leaveTarget(event, anchor, window.location);
      if (!target) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(target);
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [dirty]);

  const leave = useCallback(
    (path: string) => {
      if (dirtyRef.current) setPending(path);
      else navigate(path);
    },
    [navigate],
  );

  const dialog = (
    <Dialog open={pending !== null} modalType="alert" onOpenChange={(_event, data) => (data.open ? undefined : setPending(null))}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('unsaved.title')}</DialogTitle>
          <DialogContent>{t('unsaved.body')}</DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={() => setPending(null)}>
              {t('unsaved.stay')}
            </Button>
            <Button
              appearance="secondary"
              onClick={() => {
                const target = pending;
                setPending(null);
                dirtyRef.current = false;
                if (target) navigate(target);
              }}
            >
              {t('unsaved.leave')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
  return { dialog, leave };
}
