import RefreshRuntime from 'react-refresh/runtime';
import { REFRESH_GLOBAL, type RefreshApi } from '../dev-plugins/refreshApi.js';

// Only the development build of the console imports this, before React DOM loads: React Refresh
// must hook into React DOM as it starts (injectIntoGlobalHook), and production React has no refresh.
RefreshRuntime.injectIntoGlobalHook(window);

const api: RefreshApi = {
  register: (type, id) => RefreshRuntime.register(type, id),
  createSignatureFunctionForTransform: () => RefreshRuntime.createSignatureFunctionForTransform(),
  isLikelyComponentType: (value) => RefreshRuntime.isLikelyComponentType(value),
  performReactRefresh: () => RefreshRuntime.performReactRefresh(),
};
(globalThis as Record<string, unknown>)[REFRESH_GLOBAL] = api;
