/** The customization manifest used when `<data>/custom/manifest.json` is missing (spec §7 keys). */
export const defaultManifest = {
  views: [],
  assets: {},
  theme: { primaryColor: '#1890A1' },
  text: {},
  hideZendesk: false,
  announcements: [],
  headerMenu: [],
} as const;
