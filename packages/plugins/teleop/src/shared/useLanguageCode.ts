import { useLanguage } from '@fleetdeck/sdk';

/** The console language as a key of the model's `{ja, en}` texts. */
export function useLanguageCode(): 'ja' | 'en' {
  return useLanguage() === 'ja' ? 'ja' : 'en';
}
