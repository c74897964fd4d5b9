import { describe, expect, it } from 'vitest';
import { createElement, forwardRef, lazy, memo, type ComponentType } from 'react';
import { definePlugin, type PluginDefinition } from './definePlugin.js';

function Page() {
  return createElement('main', null, 'page');
}

/** A definition as a JavaScript plugin might hand it over, outside what the types allow. */
function loose(definition: Record<string, unknown>): PluginDefinition {
  return definition as unknown as PluginDefinition;
}

describe('definePlugin', () => {
  it('answers the definition, frozen, with every kind of component React renders', () => {
    const Memo = memo(Page);
    const Forwarded = forwardRef<HTMLElement>(function Forwarded() {
      return null;
    });
    const Lazy = lazy(async () => ({ default: Page }));
    const i18n = { ja: { title: '題' }, en: { title: 'Title' } };
    const definition = definePlugin({
      id: 'sample',
      routes: { page: Page, memo: Memo, forwarded: Forwarded as ComponentType, lazy: Lazy },
      i18n,
    });
    expect(definition).toEqual({ id: 'sample', routes: { page: Page, memo: Memo, forwarded: Forwarded, lazy: Lazy }, i18n });
    expect(Object.isFrozen(definition)).toBe(true);
  });

  it('accepts a plugin without routes of its own or strings', () => {
    expect(definePlugin({ id: 'empty', routes: {} })).toEqual({ id: 'empty', routes: {} });
  });

  it('requires an id', () => {
    expect(() => definePlugin(loose({ routes: { page: Page } }))).toThrow('definePlugin: id is required');
    expect(() => definePlugin({ id: '', routes: { page: Page } })).toThrow('definePlugin: id is required');
    expect(() => definePlugin(loose({ id: 42, routes: { page: Page } }))).toThrow('definePlugin: id is required');
  });

  it('requires routes as an object of components by route id', () => {
    for (const routes of [undefined, null, [Page], 'page']) {
      expect(() => definePlugin(loose({ id: 'sample', routes }))).toThrow('definePlugin(sample): routes must be an object of components by route id');
    }
  });

  it('names the route whose value is not a component', () => {
    for (const value of [null, undefined, 'Page', 42, {}, { render: Page }]) {
      expect(() => definePlugin(loose({ id: 'sample', routes: { ok: Page, broken: value } }))).toThrow(
        'definePlugin(sample): route "broken" is not a component',
      );
    }
  });

  it('requires strings for both languages when it has strings', () => {
    for (const i18n of [null, {}, { en: { title: 'Title' } }, { ja: { title: '題' } }, { ja: 'title', en: { title: 'Title' } }]) {
      expect(() => definePlugin(loose({ id: 'sample', routes: { page: Page }, i18n }))).toThrow(
        'definePlugin(sample): i18n needs strings for both ja and en',
      );
    }
  });
});
