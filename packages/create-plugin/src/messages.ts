/** Languages the CLI speaks; Japanese when the shell's locale says so, English otherwise. */
export type CliLanguage = 'ja' | 'en';

/** Picks the CLI language from LC_ALL, LC_MESSAGES or LANG, the way POSIX tools do. */
export function cliLanguage(env: NodeJS.ProcessEnv = process.env): CliLanguage {
  const locale = env.LC_ALL || env.LC_MESSAGES || env.LANG || '';
  return locale.toLowerCase().startsWith('ja') ? 'ja' : 'en';
}

const messages = {
  askId: { en: 'Plugin id (lowercase letters, digits, dashes)', ja: 'プラグイン ID (小文字・数字・ハイフン)' },
  askName: { en: 'Display name', ja: '表示名' },
  askKind: {
    en: 'Kind: "view" (a custom view in /custom/manifest.json) or "plugin" (a full plugin with plugin.json routes)',
    ja: '種類: "view" (/custom/manifest.json のカスタムビュー) または "plugin" (plugin.json にルートを持つプラグイン)',
  },
  idInvalid: {
    en: 'id must start with a lowercase letter and hold only lowercase letters, digits and dashes (at most 63)',
    ja: 'ID は小文字で始まり、小文字・数字・ハイフンのみ (63 文字以内) にしてください',
  },
  nameInvalid: { en: 'name must be 1 to 80 characters', ja: '表示名は 1〜80 文字にしてください' },
  kindInvalid: { en: 'kind must be "view" or "plugin"', ja: '種類は "view" または "plugin" です' },
  dirMissing: {
    en: 'Give the folder to create: create-plugin <dir> [--id id] [--name name] [--kind view|plugin] [--yes]',
    ja: '作成するフォルダーを指定してください: create-plugin <dir> [--id id] [--name name] [--kind view|plugin] [--yes]',
  },
  dirNotEmpty: { en: 'folder is not empty', ja: 'フォルダーが空ではありません' },
  consoleUnreachable: {
    en: "--console: could not read the console's packages (is it a running Fleetdeck console, and is the address right?)",
    ja: '--console: コンソールのパッケージを読み込めませんでした (起動中の Fleetdeck コンソールか、アドレスが正しいか確認してください)',
  },
  created: { en: 'Created', ja: '作成しました' },
  nextSteps: { en: 'Next steps', ja: '次の手順' },
  usage: {
    en: [
      'Usage: create-plugin <dir> [options]',
      '',
      '  --id <id>             plugin id (default: from the folder name)',
      '  --name <name>         display name (default: from the id)',
      '  --kind view|plugin    custom view (default) or full plugin',
      '  --console <url>       install the Fleetdeck packages from this running console (its /sdk/), not a registry',
      '  --yes, -y             ask nothing; use the defaults for what is not given',
      '  --help, -h            show this help',
    ].join('\n'),
    ja: [
      '使い方: create-plugin <dir> [オプション]',
      '',
      '  --id <id>             プラグイン ID (既定: フォルダー名から)',
      '  --name <name>         表示名 (既定: ID から)',
      '  --kind view|plugin    カスタムビュー (既定) またはプラグイン',
      '  --console <url>       Fleetdeck のパッケージをレジストリーではなく、この起動中のコンソール (/sdk/) から入れる',
      '  --yes, -y             質問せず、指定のない項目は既定値を使う',
      '  --help, -h            このヘルプを表示',
    ].join('\n'),
  },
} as const;

/** Message keys the CLI prints. */
export type MessageKey = keyof typeof messages;

/** The text of one CLI message in the given language. */
export function message(key: MessageKey, language: CliLanguage): string {
  return messages[key][language];
}
