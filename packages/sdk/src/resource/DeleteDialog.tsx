import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { useResourceT } from './useResourceT.js';

/**
 * Asks before deleting; `name` says what will go.
 * @group Forms and resources
 * @example
 * ```tsx
 * <DeleteDialog open={asking} name={record.name} onConfirm={() => void edit.remove()} onCancel={() => setAsking(false)} />
 * ```
 */
export function DeleteDialog({ open, name, onConfirm, onCancel }: { open: boolean; name: string; onConfirm: () => void; onCancel: () => void }) {
  const t = useResourceT();
  // Mounted only while open: a closed Fluent dialog still starts tabster's modalizer, which puts two
  // focusable aria-hidden elements at the edges of the page (axe: aria-hidden-focus).
  if (!open) return null;
  return (
    <Dialog open modalType="alert" onOpenChange={(_event, data) => (data.open ? undefined : onCancel())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('deleteDialog.title')}</DialogTitle>
          <DialogContent>{t('deleteDialog.body', { name })}</DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onCancel}>
              {t('deleteDialog.cancel')}
            </Button>
            <Button appearance="primary" onClick={onConfirm}>
              {t('deleteDialog.confirm')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
