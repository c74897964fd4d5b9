import type { Language } from '@fleetdeck/model';

/** Picks ja or en from a locale field, else an Accept-Language header, else the fallback (the account's own). */
export function pickLanguage(locale: string | undefined, acceptLanguage: string | undefined, fallback: string = 'en'): Language {
  if (locale === 'ja' || locale === 'en') return locale;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^q=([\d.]+)$/.exec(p.trim())?.[1]).find(Boolean);
      return { lang: tag.toLowerCase().slice(0, 2), q: q === undefined ? 1 : Number(q) };
    })
    .filter((x) => x.lang === 'ja' || x.lang === 'en')
    .sort((a, b) => b.q - a.q);
  return (ranked[0]?.lang as Language | undefined) ?? (fallback === 'ja' ? 'ja' : 'en');
}

/** Subject and text of the sign-in code mail. */
export function authCodeMail(lang: Language, code: string): { subject: string; text: string } {
  return lang === 'ja'
    ? { subject: `Fleetdeck 認証コード: ${code}`, text: `認証コードは ${code} です。\n10分間有効で、1回だけ使用できます。\n心当たりがない場合はこのメールを破棄してください。\n` }
    : { subject: `Fleetdeck verification code: ${code}`, text: `Your verification code is ${code}.\nIt is valid for 10 minutes and can be used once.\nIf you did not try to sign in, ignore this mail.\n` };
}

/** Subject and text of the password reset mail. */
export function resetLinkMail(lang: Language, link: string): { subject: string; text: string } {
  return lang === 'ja'
    ? { subject: 'Fleetdeck パスワード再設定', text: `次のリンクからパスワードを再設定してください(15分間有効、1回のみ):\n${link}\n心当たりがない場合はこのメールを破棄してください。\n` }
    : { subject: 'Fleetdeck password reset', text: `Reset your password with this link (valid for 15 minutes, once):\n${link}\nIf you did not ask for this, ignore this mail.\n` };
}

/** Subject and text of the mail a newly registered customer's first administrator receives. */
export function welcomeMail(lang: Language, organization: string, link: string): { subject: string; text: string } {
  return lang === 'ja'
    ? { subject: 'Fleetdeck アカウントのご案内', text: `${organization} の管理者アカウントが作成されました。\n次のリンクからパスワードを設定してください(72時間有効、1回のみ):\n${link}\n` }
    : { subject: 'Your Fleetdeck account', text: `An administrator account of ${organization} was created for you.\nSet your password with this link (valid for 72 hours, once):\n${link}\n` };
}
