/**
 * The side-bar icon names the console draws, for `icon` in plugin.json's `sidebar` and in a
 * custom view's entry. The console maps each to a Fluent icon and shows the puzzle piece for any
 * other name, so the plugin tools refuse other names. Several names share an icon (`robot` and
 * `operation`, `chat` and `chats`) because existing screens use both.
 */
export const sidebarIconNames = [
  'archive', 'asilla', 'building', 'calendar', 'chat', 'chats', 'check', 'checkItem', 'command', 'data',
  'device', 'flow', 'home', 'iot', 'knowledge', 'operation', 'operator', 'organization', 'people', 'puzzle',
  'report', 'robot', 'schedule', 'settings', 'system', 'threshold', 'workplan',
] as const;

/** A side-bar icon name the console knows. */
export type SidebarIconName = (typeof sidebarIconNames)[number];

/** True when the console has an icon of this name. */
export function isSidebarIconName(name: string): name is SidebarIconName {
  return (sidebarIconNames as readonly string[]).includes(name);
}

/** The message for an icon name the console does not know, listing those it does. */
export function unknownIconMessage(field: string, name: string): string {
  return `${field}: "${name}" is not a side-bar icon (the console would show the puzzle piece); use one of ${sidebarIconNames.join(', ')}`;
}
