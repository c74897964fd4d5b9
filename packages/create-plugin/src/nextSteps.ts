import type { CliLanguage } from './messages.js';
import type { ProjectOptions } from './projectOptions.js';

/** The commands a new author runs after scaffolding, with one line on what each does. */
export function nextSteps(options: ProjectOptions, language: CliLanguage): string {
  const ja = language === 'ja';
  const lines = [
    `  cd ${options.dir}`,
    `  npm install`,
    ja
      ? '  npm run dev        # 起動中のコンソールに読み込み、変更で再読み込み (表示される URL を開く)'
      : '  npm run dev        # load it into a running console, reloading on change (open the URL it prints)',
    ja ? '  npm test           # 単体テスト (Vitest)' : '  npm test           # unit tests (Vitest)',
    ja
      ? '  npm run test:console  # 実際のコンソールでのブラウザーテスト (Playwright)'
      : '  npm run test:console  # browser test inside the real console (Playwright)',
    ja ? '  npm run build      # dist/ に出力' : '  npm run build      # writes dist/',
    ja
      ? '  npm run validate   # plugin.json を SDK のスキーマと範囲で検査'
      : "  npm run validate   # checks plugin.json against the SDK's schema and range",
  ];
  if (options.kind === 'view') {
    lines.push(
      ja
        ? `  dist/ を <data>/custom/plugins/${options.id}/ にコピーし、custom-view.json の内容を /custom/manifest.json の views に追加`
        : `  copy dist/ to <data>/custom/plugins/${options.id}/ and add custom-view.json to the views of /custom/manifest.json`,
    );
  } else {
    lines.push(
      ja
        ? '  dist/ をサーバーの --plugins <dir> のサブフォルダーとして配置'
        : "  install dist/ as a sub-folder of the server's --plugins <dir>",
    );
  }
  return lines.join('\n');
}
