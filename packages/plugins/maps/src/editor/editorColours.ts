import { tokens } from '@fluentui/react-components';
import { WaypointType } from '@fleetdeck/model';

// Konva paints on a canvas, which cannot read CSS variables: these are the Fluent brand and status
// hues the console's tokens stand for, with the token each one matches.
/** Fill of a waypoint by §9 type (charge green like "available", action brand, origin dark). */
export const waypointFill: Readonly<Record<number, string>> = {
  [WaypointType.origin]: '#242424', // colorNeutralForeground1
  [WaypointType.normal]: '#0f6cbd', // colorBrandBackground
  [WaypointType.charge]: '#107c10', // colorPaletteGreenForeground1
  [WaypointType.standby]: '#8a6d00', // colorPaletteMarigoldForeground2
  [WaypointType.action]: '#8764b8', // colorPaletteLavenderForeground2
  [WaypointType.invisible]: '#707070', // colorNeutralForeground3
};

/** Outline of selected items. */
export const selectedStroke = '#d13438'; // colorPaletteRedBorder2
/** Routes. */
export const routeStroke = '#115ea3'; // colorBrandForeground2
/** Robots on the map. */
export const robotFill = '#c239b3'; // colorPaletteBerryForeground1
/** Fill of an area by kind: amber for a speed limit, red for a ban, both see-through. */
export const areaFill: Readonly<Record<number, string>> = { 1: 'rgba(234, 163, 0, 0.22)', 2: 'rgba(209, 52, 56, 0.25)' }; // colorPaletteMarigold / colorPaletteRed
/** Outline of an area by kind. */
export const areaStroke: Readonly<Record<number, string>> = { 1: '#8a6d00', 2: '#bc2f32' };
/** Grid lines of a blank sheet. */
export const gridStroke = '#e0e0e0'; // colorNeutralStroke2

/** Fluent tokens of the DOM parts around the canvas. */
export const canvasTokens = { background: tokens.colorNeutralBackground2, focus: tokens.colorStrokeFocus2 };
