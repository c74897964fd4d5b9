import { describe, expect, it } from 'vitest';
import { validateCustomView } from './customViewSchema.js';

const valid = {
  id: 'my-view',
  path: 'my-view',
  scriptUrl: '/custom/plugins/my-view/index.js',
  component: 'MyViewView',
  meta: { title: { en: 'My view', ja: 'マイビュー' } },
  requiresAuth: true,
  menuGroup: 'custom',
  icon: 'puzzle',
  showInSidebar: true,
  sdk: '^0.1.0',
};

describe('validateCustomView', () => {
  it('accepts the scaffolded entry and the smallest one', () => {
    expect(validateCustomView(valid)).toEqual({ ok: true, view: valid, errors: [] });
    expect(validateCustomView({ id: 'v', path: 'v', scriptUrl: '/v.js' }).ok).toBe(true);
  });

  it('names each wrong field', () => {
    const { scriptUrl: _, ...withoutScript } = valid;
    expect(validateCustomView({ ...withoutScript, requiresAuth: 'yes', scriptURL: 'x' }).errors).toEqual([
      'scriptUrl: is required',
      'scriptURL: is not a known field',
      'requiresAuth: must be boolean',
    ]);
    expect(validateCustomView({ ...valid, meta: { access: 'root' } }).errors).toEqual(['meta.access: must be one of any, admin, systemAdmin']);
  });

  it('refuses an sdk that is not a semver range', () => {
    expect(validateCustomView({ ...valid, sdk: 'newest' }).errors).toEqual(['sdk: "newest" is not a valid semver range']);
  });
});
