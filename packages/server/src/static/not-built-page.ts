/** Page served instead of the console while packages/host has not been built. */
export const notBuiltPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Fleetdeck</title></head>
<body style="font-family: sans-serif; max-width: 40rem; margin: 4rem auto">
<h1>Fleetdeck</h1>
<p>The console has not been built yet. Run <code>npx -y pnpm@10 -r run build</code> and reload.</p>
<p lang="ja">コンソールがまだビルドされていません。<code>npx -y pnpm@10 -r run build</code> を実行してから再読み込みしてください。</p>
<p>The API is running: <a href="/api/docs">/api/docs</a></p>
</body></html>
`;
