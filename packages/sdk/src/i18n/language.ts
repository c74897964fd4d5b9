import i18next from 'i18next';
import { useTranslation } from 'react-i18next';

/**
 * Languages the console speaks.
 * @group Theming and i18n
 * @example
 * ```tsx
 * const language: Language = useLanguage();
 * return <Text>{formatDateTime(record.updatedAt)} ({language === 'ja' ? '日本時間' : 'local time'})</Text>;
 * ```
 */
export type Language = 'ja' | 'en';

/**
 * localStorage key of the saved language preference (spec §1).
 * @group Theming and i18n
 * @example
 * ```ts
 * // a test that starts in Japanese
 * localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ja');
 * ```
 */
export const LANGUAGE_STORAGE_KEY = 'user-language';

function asLanguage(value: string | null | undefined): Language | null {
  const lower = value?.toLowerCase() ?? '';
  if (lower === 'ja' || lower.startsWith('ja-')) return 'ja';
  if (lower === 'en' || lower.startsWith('en-')) return 'en';
  return null;
}

/**
 * The saved preference, else the first ja or en browser language, else en.
 * @group Theming and i18n
 * @example
 * ```ts
 * detectLanguage(null, ['ja-JP', 'en-US']); // 'ja'
 * await initI18n(detectLanguage());
 * ```
 */
export function detectLanguage(
  saved: string | null = safeStored(),
  browser: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages ?? [navigator.language],
): Language {
  const fromSaved = asLanguage(saved);
  if (fromSaved) return fromSaved;
  for (const candidate of browser) {
    const lang = asLanguage(candidate);
    if (lang) return lang;
  }
  return 'en';
}

function safeStored(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * Switches the language everywhere and saves it under `user-language`.
 * @group Theming and i18n
 * @example
 * ```tsx
 * <Button onClick={() => void setLanguage('ja')}>日本語</Button>
 * ```
 */
export async function setLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Without storage the choice lasts only this visit.
  }
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  await i18next.changeLanguage(language);
}

/**
 * The console's language now, for code outside React (formatters, exports); `useLanguage` in components.
 * @group Theming and i18n
 * @example
 * ```ts
 * const header = currentLanguage() === 'ja' ? '日時' : 'Time';
 * ```
 */
export function currentLanguage(): Language {
  return asLanguage(i18next.resolvedLanguage ?? i18next.language) ?? 'en';
}

/**
 * The current language; re-renders when it changes.
 * @group Theming and i18n
 * @example
 * ```tsx
 * const language = useLanguage(); // 'ja' or 'en'
 * return <Text>{language === 'ja' ? '日本語' : 'English'}</Text>;
 * ```
 */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return asLanguage(i18n.resolvedLanguage ?? i18n.language) ?? 'en';
}
