// Demo terms long enough that the agreement page has to scroll before Agree is enabled.

const EN_CLAUSES = [
  'Scope. These terms govern the use of the Fleetdeck operator console and every robot, map, report and recording reached through it.',
  'Accounts. Each account belongs to one person. Keep your password secret and tell your administrator at once if you suspect misuse.',
  'Robots. Remote operation moves real machines among people. Watch the live image, keep the speed appropriate and stop a robot whenever in doubt.',
  'Data. Camera images, readings and reports may show people and premises. Use them only for the purpose your organization agreed.',
  'Availability. The service is maintained continuously; planned maintenance is announced in advance in the console.',
  'Changes. When these terms change, the console asks every user to read and agree to the new version before continuing.',
];
const JA_CLAUSES = [
  '適用範囲。本規約は Fleetdeck オペレーターコンソール、およびそれを通じて利用するロボット・地図・レポート・録画のすべてに適用されます。',
  'アカウント。各アカウントは1名のみが利用できます。パスワードは秘密にし、不正利用の疑いがあれば直ちに管理者へ連絡してください。',
  'ロボット。遠隔操作は人のいる場所で実機を動かします。映像を確認し、適切な速度を保ち、迷ったときはロボットを停止してください。',
  'データ。カメラ画像、計測値、レポートには人物や施設が写る場合があります。組織で合意した目的にのみ使用してください。',
  '提供状況。本サービスは継続的に保守されます。計画メンテナンスはコンソール上で事前にお知らせします。',
  '変更。本規約が変更された場合、コンソールは続行前に新しい版を読み同意するよう全利用者に求めます。',
];

function longText(clauses: readonly string[], heading: (n: number) => string): string {
  const parts: string[] = [];
  for (let section = 1; section <= 5; section++) {
    parts.push(heading(section));
    clauses.forEach((clause, i) => parts.push(`${section}.${i + 1} ${clause}`));
  }
  return parts.join('\n\n');
}

/** Titles and bodies of the demo terms of service, privacy policy and maintenance agreement. */
export const demoTerms = [
  {
    type: 'TOS',
    title_en: 'Terms of Service',
    title_ja: '利用規約',
    body_en: longText(EN_CLAUSES, (n) => `Article ${n}`),
    body_ja: longText(JA_CLAUSES, (n) => `第${n}条`),
  },
  {
    type: 'PP',
    title_en: 'Privacy Policy',
    title_ja: 'プライバシーポリシー',
    body_en: longText(EN_CLAUSES.map((c) => `Personal data: ${c}`), (n) => `Section ${n}`),
    body_ja: longText(JA_CLAUSES.map((c) => `個人情報について: ${c}`), (n) => `第${n}項`),
  },
  {
    type: 'MC',
    title_en: 'Maintenance Agreement',
    title_ja: '保守契約',
    body_en: longText(EN_CLAUSES.map((c) => `Maintenance: ${c}`), (n) => `Clause ${n}`),
    body_ja: longText(JA_CLAUSES.map((c) => `保守について: ${c}`), (n) => `第${n}項`),
  },
] as const;
