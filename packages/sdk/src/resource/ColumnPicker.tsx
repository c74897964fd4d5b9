import { Button, Menu, MenuItemCheckbox, MenuList, MenuPopover, MenuTrigger, type MenuProps } from '@fluentui/react-components';
import { ColumnTripleEditRegular } from '@fluentui/react-icons';
import { useResourceT } from './useResourceT.js';

/** A menu of checkboxes choosing which list columns show; the last visible column cannot be hidden. */
export function ColumnPicker({ columns, onToggle }: { columns: Array<{ id: string; label: string; visible: boolean }>; onToggle: (id: string, shown: boolean) => void }) {
  const t = useResourceT();
  const checked = { columns: columns.filter((c) => c.visible).map((c) => c.id) };
  const onChange: MenuProps['onCheckedValueChange'] = (_event, data) => {
    if (data.checkedItems.length === 0) return;
    for (const column of columns) {
      const shown = data.checkedItems.includes(column.id);
      if (shown !== column.visible) onToggle(column.id, shown);
    }
  };
  return (
    <Menu checkedValues={checked} onCheckedValueChange={onChange}>
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="subtle" icon={<ColumnTripleEditRegular />}>
          {t('list.columns')}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {columns.map((column) => (
            <MenuItemCheckbox key={column.id} name="columns" value={column.id}>
              {column.label}
            </MenuItemCheckbox>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
