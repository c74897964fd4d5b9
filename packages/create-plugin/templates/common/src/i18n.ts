// Every string a person sees, in Japanese and English; the console loads them into the
// namespace named by the plugin id, and useT() reads from it.
export const en = {
  title: "%%nameJson%%",
  greeting: 'Hello, {{name}}!',
  greetingAnonymous: 'Hello!',
  clicks_one: 'Clicked once',
  clicks_other: 'Clicked {{count}} times',
};

export const ja: typeof en = {
  title: "%%nameJson%%",
  greeting: 'こんにちは、{{name}} さん',
  greetingAnonymous: 'こんにちは',
  clicks_one: '1 回クリックしました',
  clicks_other: '{{count}} 回クリックしました',
};
