import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { TranslationTree } from '../plugin/definePlugin.js';
import { commonEn } from './commonEn.js';
import { commonJa } from './commonJa.js';
import { detectLanguage, type Language } from './language.js';

/**
 * Starts i18next with the `common` namespace in ja and en; the language is detected (spec §1).
 * @group Theming and i18n
 * @example
 * ```ts
 * await initI18n('en'); // a test or a page of its own, before the first render
 * addPluginTranslations('floor-notes', { ja, en });
 * ```
 */
export async function initI18n(language: Language = detectLanguage()): Promise<void> {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  if (i18next.isInitialized) {
    await i18next.changeLanguage(language);
    return;
  }
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: ['ja', 'en'],
    ns: ['common'],
    defaultNS: 'common',
    fallbackNS: 'common',
    resources: { en: { common: commonEn }, ja: { common: commonJa } },
    interpolation: { escapeValue: false },
    // Re-render when a plugin's strings arrive (side-bar labels update as plugins load).
    react: { bindI18nStore: 'added' },
  });
}

/**
 * Loads a plugin's strings into the namespace named by its id.
 * @group Theming and i18n
 * @example
 * ```tsx
 * addPluginTranslations('my-view', { ja: { title: 'マイビュー' }, en: { title: 'My view' } });
 * ```
 */
export function addPluginTranslations(pluginId: string, resources: { ja?: TranslationTree; en?: TranslationTree }): void {
  if (resources.ja) i18next.addResourceBundle('ja', pluginId, resources.ja, true, true);
  if (resources.en) i18next.addResourceBundle('en', pluginId, resources.en, true, true);
}

/**
 * Merges text overrides (branding) over a namespace: `{ ja: {...}, en: {...} }` by key path.
 * @group Theming and i18n
 * @example
 * ```ts
 * // branding: the customer's own name in both languages
 * overrideTexts('common', { ja: { 'app.title': 'あおぞらフリート' }, en: { 'app.title': 'Aozora Fleet' } });
 * ```
 */
export function overrideTexts(namespace: string, texts: Record<string, Record<string, string>>): void {
  for (const [language, entries] of Object.entries(texts)) {
    for (const [key, value] of Object.entries(entries)) {
      i18next.addResource(language, namespace, key, value);
    }
  }
}
