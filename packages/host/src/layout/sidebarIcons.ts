import {
  ArchiveRegular, BookRegular, BotRegular, BuildingRegular, CalendarRegular, ChatRegular, ClipboardTaskRegular,
  DatabaseRegular, DocumentTextRegular, EyeRegular, FlowRegular, GaugeRegular, HomeRegular, IotRegular,
  OrganizationRegular, PeopleRegular, PuzzlePieceRegular, SettingsRegular, TaskListSquareLtrRegular,
  TextBulletListSquareRegular, type FluentIcon,
} from '@fluentui/react-icons';
import type { SidebarIconName } from '@fleetdeck/sdk/plugin-schema';

// Every name the SDK lists (the plugin tools refuse others); a manifest written by hand may still
// name another, which shows the puzzle piece.
const icons: Record<SidebarIconName, FluentIcon> = {
  home: HomeRegular, operation: BotRegular, robot: BotRegular, building: BuildingRegular,
  organization: OrganizationRegular, operator: PeopleRegular, people: PeopleRegular, device: IotRegular,
  iot: IotRegular, report: DocumentTextRegular, schedule: CalendarRegular, calendar: CalendarRegular,
  check: ClipboardTaskRegular, checkItem: ClipboardTaskRegular, command: TextBulletListSquareRegular,
  flow: FlowRegular, workplan: TaskListSquareLtrRegular, data: DatabaseRegular, system: SettingsRegular,
  settings: SettingsRegular, knowledge: BookRegular, chat: ChatRegular, chats: ChatRegular,
  archive: ArchiveRegular, threshold: GaugeRegular, asilla: EyeRegular, puzzle: PuzzlePieceRegular,
};

/** The Fluent icon for a side-bar icon name. */
export function sidebarIcon(name: string): FluentIcon {
  return (icons as Record<string, FluentIcon | undefined>)[name] ?? PuzzlePieceRegular;
}
