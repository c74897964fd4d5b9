import { definePlugin, lazyPage } from '@fleetdeck/sdk';
import { en } from './i18n/en.js';
import { ja } from './i18n/ja.js';
import { AreaEditorPage, FloorEditorPage, LabsEditorPage, PartialMapPage } from './pages/FloorEditorPage.js';
import { WaypointEditPage, WaypointListPage } from './pages/WaypointPages.js';

// The editors carry Konva and its React renderer (about 300 KB): they load only when an editor opens,
// so the waypoint screens stay as light as the other resource screens. The floor editors' pages are
// light and load the editor's code beside the floor's data.
const PoseEditorPage = lazyPage(() => import('./pages/PoseEditorPage.js').then((m) => m.PoseEditorPage));
const SpatialViewPage = lazyPage(() => import('./pages/SpatialViewPage.js').then((m) => m.SpatialViewPage));

/** The maps plugin; route ids match plugin.json. */
export default definePlugin({
  id: 'maps',
  routes: {
    waypointList: WaypointListPage, waypointCreate: WaypointEditPage, waypointDetail: WaypointEditPage, floorEditor: FloorEditorPage,
    areaEditor: AreaEditorPage, labsEditor: LabsEditorPage, partialEditor: PartialMapPage, poseEditor: PoseEditorPage, spatialView: SpatialViewPage,
  },
  i18n: { en, ja },
});
