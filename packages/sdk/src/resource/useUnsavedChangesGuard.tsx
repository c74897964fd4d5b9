import { useCallback, useEffect, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { useBlocker, type BlockerFunction } from 'react-router-dom';
import { useNavigate } from '../routing/routerHooks.js';
import { useResourceT } from './useResourceT.js';

/**
 * What the guard gives a form: its confirmation dialog and a navigate that asks first.
 * @group Forms and resources
 * @example
 * ```tsx
 * const { dialog, leave }: UnsavedChangesGuard = useUnsavedChangesGuard(form.formState.isDirty);
 * return <>{dialog}<Button onClick={() => leave('/building/list')}>{t('cancel')}</Button></>;
 * ```
 */
export interface UnsavedChangesGuard {
  dialog: ReactNode;
  /** Goes to `path`, asking first while there are unsaved changes. */
  leave: (path: string) => void;
}

// Only a move to another page counts: a hash or state change keeps the form on screen. Moves
// the shell forces to sign-in and error pages (session gone, 403) are never held.
const leavesPage: BlockerFunction = ({ currentLocation, nextLocation }) =>
  !nextLocation.pathname.startsWith('/auth/') &&
  (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search);

/**
 * Asks before leaving a form with unsaved changes, whatever starts the move: links (side bar,
 * breadcrumbs, rows), the browser's Back and Forward buttons or code that navigates (router
 * blocker of the console's data router). Closing or reloading the tab gets the browser's prompt.
 *
 * @group Forms and resources
 * @example
 * ```tsx
 * const guard = useUnsavedChangesGuard(form.formState.isDirty);
 * return (
 *   <>
 *     <Button onClick={() => guard.leave('/building/list')}>{t('back')}</Button>
 *     {guard.dialog}
 *   </>
 * );
 * ```
 */
export function useUnsavedChangesGuard(dirty: boolean): UnsavedChangesGuard {
  const navigate = useNavigate();
  const t = useResourceT();
  const blocker = useBlocker(dirty ? leavesPage : false);

  // A form that saves and then navigates in the same handler is still dirty when the move is
  // blocked; once it has re-rendered clean, the move goes ahead without asking.
  const blocked = blocker.state === 'blocked';
  useEffect(() => {
    if (blocked && !dirty) blocker.proceed?.();
  }, [blocked, dirty, blocker]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const leave = useCallback((path: string) => void navigate(path), [navigate]);

  const dialog = (
    <Dialog open={blocked && dirty} modalType="alert" onOpenChange={(_event, data) => (data.open ? undefined : blocker.reset?.())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('unsaved.title')}</DialogTitle>
          <DialogContent>{t('unsaved.body')}</DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={() => blocker.reset?.()}>
              {t('unsaved.stay')}
            </Button>
            <Button appearance="secondary" onClick={() => blocker.proceed?.()}>
              {t('unsaved.leave')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
  return { dialog, leave };
}
