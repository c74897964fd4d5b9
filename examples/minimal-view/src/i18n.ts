// The view's strings; the keys must match in both languages (the unit test beside this checks).
export const en = {
  title: 'Minimal view',
  body: 'This page is a custom view: a System.register bundle the console loads from /custom/manifest.json.',
};

export const ja: typeof en = {
  title: 'ミニマルビュー',
  body: 'このページはカスタムビューです。コンソールが /custom/manifest.json から読み込む System.register バンドルです。',
};
