import { makeStyles, shorthands, tokens } from '@fluentui/react-components';

// Plain spans styled like Fluent's tint and filled badges: robot/control draws thousands of them
// while scrolling a large fleet, and one style hook per badge costs far less than a component each.
/** Classes of the status badges: a base and one per tone. */
export const useBadgeStyles = makeStyles({
  badge: {
    display: 'inline-flex', alignItems: 'center', minHeight: '20px', padding: `0 ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusCircular, fontSize: tokens.fontSizeBase200, fontWeight: tokens.fontWeightSemibold,
    whiteSpace: 'nowrap', flexShrink: 0, ...shorthands.border('1px', 'solid', 'transparent'),
  },
  success: { backgroundColor: tokens.colorPaletteGreenBackground1, color: tokens.colorPaletteGreenForeground1, ...shorthands.borderColor(tokens.colorPaletteGreenBorder1) },
  brand: { backgroundColor: tokens.colorBrandBackground2, color: tokens.colorBrandForeground2, ...shorthands.borderColor(tokens.colorBrandStroke2) },
  informative: { backgroundColor: tokens.colorNeutralBackground4, color: tokens.colorNeutralForeground1, ...shorthands.borderColor(tokens.colorNeutralStroke2) },
  warning: { backgroundColor: tokens.colorPaletteDarkOrangeBackground1, color: tokens.colorPaletteDarkOrangeForeground1, ...shorthands.borderColor(tokens.colorPaletteDarkOrangeBorder1) },
  danger: { backgroundColor: tokens.colorPaletteRedBackground1, color: tokens.colorPaletteRedForeground1, ...shorthands.borderColor(tokens.colorPaletteRedBorder1) },
  subtle: { backgroundColor: tokens.colorNeutralBackground3, color: tokens.colorNeutralForeground2, ...shorthands.borderColor(tokens.colorNeutralStroke2) },
  // A fault's condition badge is filled: the one thing on a card that must not be overlooked.
  fault: { backgroundColor: tokens.colorStatusDangerBackground3, color: tokens.colorNeutralForegroundOnBrand, ...shorthands.borderColor(tokens.colorStatusDangerBorder2) },
  // Connection is a plain fact beside the condition: a green "Online" beside an emergency stop read as "all well".
  online: { backgroundColor: tokens.colorNeutralBackground1, color: tokens.colorNeutralForeground1, ...shorthands.borderColor(tokens.colorNeutralStroke1) },
  offline: { backgroundColor: tokens.colorNeutralBackground5, color: tokens.colorNeutralForeground2 },
});
