import { makeStyles, tokens } from '@fluentui/react-components';

// Plain anchors styled like Fluent's Link (see routeLinkClick.ts for why they are plain).
/** Classes shared by robot cards and rows: the route links and their group. */
export const useRobotCellStyles = makeStyles({
  links: { display: 'inline-flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', whiteSpace: 'nowrap' },
  link: {
    color: tokens.colorBrandForegroundLink,
    fontFamily: tokens.fontFamilyBase,
    textDecorationLine: 'none',
    textDecorationThickness: tokens.strokeWidthThin,
    cursor: 'pointer',
    ':hover': { textDecorationLine: 'underline', color: tokens.colorBrandForegroundLinkHover },
    ':active': { textDecorationLine: 'underline', color: tokens.colorBrandForegroundLinkPressed },
    ':focus-visible': { outlineStyle: 'none', textDecorationLine: 'underline', textDecorationStyle: 'double', textDecorationColor: tokens.colorStrokeFocus2 },
  },
});
