/**
 * The one SDK every plugin imports: plugin definition, data layer, resources, forms, live robots and the shell.
 *
 * @module @fleetdeck/sdk
 */
// The public SDK: every name a plugin (or the host) may rely on, listed explicitly.

// Plugin
export { definePlugin } from './plugin/definePlugin.js';
export type { PluginDefinition, TranslationTree } from './plugin/definePlugin.js';
export { PluginProvider, usePlugin } from './plugin/PluginContext.js';
export { lazyPage, retryFailedPages, setChunkLoadPolicy, useLazyReady } from './plugin/lazyPage.js';
export type { ChunkLoadPolicy, LazyComponent } from './plugin/lazyPage.js';
export type { AccessLevel } from './plugin/accessLevel.js';
export { accessLevels } from './plugin/accessLevel.js';
export type { ContractOption, PluginChunk, PluginManifest, PluginRouteManifest, PluginSidebarItem } from './plugin/pluginManifest.js';
export { SDK_VERSION } from './plugin/sdkVersion.js';
export { sdkRangeSatisfied } from './plugin/sdkCompat.js';
export { sharedModules, isSharedModule } from './plugin/sharedModules.js';
export type { SharedModuleId } from './plugin/sharedModules.js';

// Data
export { api, buildUrl, API_BASE } from './data/apiClient.js';
export type { QueryParams, ReadOptions, WriteOptions } from './data/apiClient.js';
export { HttpError, isHttpError } from './data/HttpError.js';
export type { HttpErrorDetail } from './data/HttpError.js';
export { setHttpErrorHandler } from './data/httpErrorHandler.js';
export { useQuery } from './data/useQuery.js';
export type { QueryResult, QueryOptions } from './data/useQuery.js';
export { useChoices } from './data/useChoices.js';
export type { ChoiceRow, ChoicesOptions } from './data/useChoices.js';
export { useFetchApi } from './data/useFetchApi.js';
export { useInvalidate, invalidateApi } from './data/useInvalidate.js';
export { apiQueryKey } from './data/apiQueryKey.js';
export { onApiWrite } from './data/apiWrites.js';
export { useLiveRobotsInCache } from './data/useLiveRobotsInCache.js';
export { writeLiveRobots } from './data/liveRobotRecords.js';
export type { ApiWriteListener } from './data/apiWrites.js';
export { createQueryClient, connectQueryClient, queryDefaults } from './data/queryClient.js';
export { DataProvider } from './data/DataProvider.js';
export type { DataProviderProps } from './data/DataProvider.js';
// The one TanStack Query of the console, for reads the helpers above do not cover (pages of a
// growing list, writes with their own state); plugins import it from here, never directly.
export { useQueryClient, useMutation, useInfiniteQuery, useCachedQuery, keepPreviousData } from './data/reactQuery.js';
export type { QueryClient, QueryKey, UseQueryResult, UseMutationResult, UseInfiniteQueryResult, InfiniteData } from './data/reactQuery.js';

// Session and access
export type { Session, EntityId } from './auth/session.js';
export {
  useSession, useSessionStatus, signIn, completeSignIn, signOut, refreshSession, clearSession,
  safeRedirect, DEFAULT_PAGE, SIGN_IN_REDIRECT_DELAY_MS,
} from './auth/sessionStore.js';
export type { SessionStatus } from './auth/sessionStore.js';
export { can, canAccess, USER_TYPE } from './auth/access.js';
export type { AccessDecision, AccessDenialReason } from './auth/access.js';
export { useCan } from './auth/useCan.js';
export type { CanAnswer } from './auth/useCan.js';
export { CanAccess } from './auth/CanAccess.js';
export type { CanAccessTarget } from './auth/CanAccess.js';
export { routeLevel, sidebarItemLevel } from './plugin/pageAccess.js';
export { accessPolicy, screenLevel } from '@fleetdeck/model';
export type { PolicyAction, PolicyArea, ResourceArea } from '@fleetdeck/model';
export {
  useCurrentOrganization, useCurrentBuilding, setCurrentBuilding, setCurrentOrganization,
} from './auth/currentContext.js';
export { readToken } from './auth/tokenStorage.js';

// Routing
export { useNavigate, useParams, useLocation, useSearchParams, Navigate } from './routing/routerHooks.js';
export { Link } from './routing/Link.js';
export type { LinkProps } from './routing/Link.js';

// Shell
export { showAlert, clearAlert, useAlert, getAlert } from './shell/alertStore.js';
export type { Alert, AlertType } from './shell/alertStore.js';
export { useBusy } from './shell/busyStore.js';
export { confirmLabs, useLabsPending } from './shell/labsStore.js';
export type { LabsConfirmText, LabsPending } from './shell/labsStore.js';
export { LabsConfirmDialog } from './shell/LabsConfirmDialog.js';
export { useShellMode, setUniversalDesign, setFocusMode } from './shell/shellMode.js';
export { saveUniversalDesign } from './shell/universalDesignSetting.js';
export type { ShellMode } from './shell/shellMode.js';
export { PageLayout } from './shell/PageLayout.js';
export type { PageLayoutProps } from './shell/PageLayout.js';
export { ErrorPanel } from './shell/ErrorPanel.js';
export type { ErrorPanelProps } from './shell/ErrorPanel.js';
export { useBranding, setBranding } from './shell/brandingStore.js';
export type { Branding, BrandingAssets } from './shell/brandingStore.js';
export { useBrandLogo, PageLogo } from './shell/brandLogo.js';
export type { BrandLogoPlace } from './shell/brandLogo.js';
export { useViewportSize } from './shell/viewport.js';
export type { ViewportSize } from './shell/viewport.js';
export { brandRamp, PRIMARY_COLOR } from './shell/brandRamp.js';
export { createFleetdeckTheme } from './shell/theme.js';
export { setShellNavigator, navigateTo } from './shell/shellNavigation.js';

// i18n
export { useT } from './i18n/useT.js';
export { useLanguage, setLanguage, detectLanguage, currentLanguage, LANGUAGE_STORAGE_KEY } from './i18n/language.js';
export type { Language } from './i18n/language.js';
export { initI18n, addPluginTranslations, overrideTexts } from './i18n/i18nSetup.js';

// Formatting: one look for data. Dates, times, numbers, percentages and durations through Intl in the user's language.
/** The house-style formatters bound to the language on screen; re-renders when it changes. */
export { useFormat } from './format/useFormat.js';
export type { Format } from './format/useFormat.js';
/** Plain formatters for code outside React; each takes an optional language (default: the console's). */
export {
  formatDateTime, formatDate, formatTimeOfDay, formatRelativeTime, formatNumber, formatPercent, formatDuration,
} from './format/formatters.js';
export type { DateTimeFormatOptions, NumberFormatOptions } from './format/formatters.js';
/** What a time may be: ISO string, epoch seconds (below 1e11) or milliseconds, or Date. */
export { toDate } from './format/toDate.js';
export type { DateInput } from './format/toDate.js';

// Forms
export { useSchemaForm } from './forms/useSchemaForm.js';
export type { FormChecks } from './forms/schemaResolver.js';
export { applyServerErrors } from './forms/applyServerErrors.js';
export type { ServerErrorOptions } from './forms/applyServerErrors.js';
export { schemaIssues } from './forms/schemaIssues.js';
export type { SchemaIssue } from './forms/schemaIssues.js';
export { Controller } from './forms/reactHookForm.js';
export type { UseFormReturn, FieldValues, Control } from './forms/reactHookForm.js';

// Resources: declare once, then list, create and edit screens (headless controllers, contexts, thin views)
export { defineResource, defineEntityResource } from './resource/resourceDefinition.js';
export { EntityFields } from './resource/fields/EntityFields.js';
export type { EntityFieldsProps } from './resource/fields/EntityFields.js';
export { entityFormValues } from './resource/entityFormValues.js';
export { resourcePages } from './resource/resourcePages.js';
export type { ResourcePages } from './resource/resourcePages.js';
export type {
  ResourceDefinition, ResourceColumn, ResourceLabels, ResourceRoutes, ResourceSchemas, ResourceRecord, EntityResourceOptions,
} from './resource/resourceDefinition.js';
export { resolvePath } from './resource/resourcePath.js';
export { buildListFilter, buildListWhere } from './resource/listQuery.js';
export type { ListQueryState } from './resource/listQuery.js';
export { useListController } from './resource/useListController.js';
export type { ListController, ListControllerOptions } from './resource/useListController.js';
export { ListContextProvider, useListContext } from './resource/ListContext.js';
export { ResourceTable } from './resource/ResourceTable.js';
export { ResourceList } from './resource/ResourceList.js';
export type { ResourceListProps } from './resource/ResourceList.js';
export { Pager } from './resource/Pager.js';
export { useEditController } from './resource/useEditController.js';
export type { EditController, EditControllerOptions } from './resource/useEditController.js';
export { EditContextProvider, useEditContext } from './resource/EditContext.js';
export { ResourceEdit } from './resource/ResourceEdit.js';
export type { ResourceEditProps } from './resource/ResourceEdit.js';
export { ResourceForm } from './resource/ResourceForm.js';
export type { ResourceFormProps, FormIssue } from './resource/ResourceForm.js';
export { DeleteDialog } from './resource/DeleteDialog.js';
export { useUnsavedChangesGuard } from './resource/useUnsavedChangesGuard.js';
export type { UnsavedChangesGuard } from './resource/useUnsavedChangesGuard.js';
export { failureMessage } from './resource/failureMessage.js';
export type { FailureMessage, ResourceOperation } from './resource/failureMessage.js';
export { serverFieldMessage } from './resource/serverFieldErrors.js';
export { useResourceT } from './resource/useResourceT.js';
export { FormTextField } from './resource/fields/FormTextField.js';
export type { FormTextFieldProps } from './resource/fields/FormTextField.js';
export { FormSelectField } from './resource/fields/FormSelectField.js';
export type { FormSelectFieldProps, SelectChoice } from './resource/fields/FormSelectField.js';
export { FormCheckboxField } from './resource/fields/FormCheckboxField.js';
export type { FormCheckboxFieldProps } from './resource/fields/FormCheckboxField.js';
// Repeating fields (IP allow-list rows, speech texts) share the host's one react-hook-form.
export { useFieldArray } from './forms/reactHookForm.js';

// Live robots: one shared /api/stream per page (state per robot, events, commands, cameras)
export { useLiveRobots } from './live/useLiveRobots.js';
export { useLiveRobot } from './live/useLiveRobot.js';
export { useStreamStatus } from './live/useStreamStatus.js';
export { useStreamError } from './live/useStreamError.js';
export type { StreamError } from './live/streamErrors.js';
export { useRobotEvents } from './live/useRobotEvents.js';
export { useRobotCamera } from './live/useRobotCamera.js';
export { useRobotFaults } from './live/useRobotFaults.js';
export type { RobotFault, RobotFaultNews } from './live/robotFaultTracker.js';
export { sendRobotCommand, sendStop } from './live/robotCommands.js';
export { RobotCommandError, isRobotCommandError } from './live/robotCommandError.js';
export type { RobotCommandFailure } from './live/robotCommandError.js';
export { CAMERA_STALE_MS } from './live/cameraFeeds.js';
export { DEFAULT_COMMAND_TIMEOUT_MS } from './live/commandTracker.js';
export type { StreamStatus, LiveRobotEvent, RobotCommandAck, RobotCameraView } from './live/liveTypes.js';
// Long live lists (5,000 robots) window their rows with the SDK's one TanStack Virtual.
export { useVirtualizer } from './live/virtualizer.js';
// Robots on a floor's map: the robot map, markers gliding between reports (robot/control, teleop).
export { FloorMapView } from './maps/FloorMapView.js';
export type { FloorMapRobot, FloorMapViewProps } from './maps/FloorMapView.js';
export { useFloorMapImage, useFloorMapImages } from './maps/useFloorMapImage.js';
export type { FloorMapImageOptions } from './maps/useFloorMapImage.js';
// Operations resources (devices, flows, commands, work plans, poses): JSON editor, building and floor choices, org-admin writes.
export { FormJsonField, jsonFieldIssues } from './resource/fields/FormJsonField.js';
export type { FormJsonFieldProps } from './resource/fields/FormJsonField.js';
export { useBuildingChoices, useFloorChoices } from './resource/fields/useBuildingFloorChoices.js';
export { OrgAdminNote } from './resource/fields/OrgAdminNote.js';
export { ReadOnlyTable } from './resource/fields/ReadOnlyTable.js';
export type { ReadOnlyColumn, ReadOnlyTableProps } from './resource/fields/ReadOnlyTable.js';
export { RoutePager } from './resource/fields/RoutePager.js';
export type { RoutePagerProps } from './resource/fields/RoutePager.js';
export { pageFromParam, routePageCount } from './resource/fields/routePaging.js';

// Charts: uPlot on a canvas, loaded with the first chart drawn
export { TimeChart } from './charts/TimeChart.js';
export type { TimeChartProps, TimeChartSeries } from './charts/TimeChart.js';
export { BarChart } from './charts/BarChart.js';
export type { BarChartProps, BarChartSeries } from './charts/BarChart.js';

// Inspection and guide resources (media resources, knowledge attachments): upload with progress and authenticated preview.
export { FormFileField } from './resource/fields/FormFileField.js';
export type { FormFileFieldProps, FileFieldTexts } from './resource/fields/FormFileField.js';
export { FilePreview } from './resource/fields/FilePreview.js';
export type { FilePreviewProps } from './resource/fields/FilePreview.js';
export { uploadFile } from './resource/fields/uploadFile.js';
export type { UploadProgress } from './resource/fields/uploadFile.js';
export { useFileObjectUrl } from './resource/fields/useFileObjectUrl.js';
export { useApiObjectUrl } from './data/useApiObjectUrl.js';
export { toLocalInput, fromLocalInput } from './resource/fields/dateTimeText.js';
export { ViewRowLink } from './resource/fields/ViewRowLink.js';
export type { ViewRowLinkProps } from './resource/fields/ViewRowLink.js';
