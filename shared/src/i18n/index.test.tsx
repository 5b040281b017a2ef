import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { localeSet, makeStore, Provider } from '@wellness/shared/contract';
import type { Locale } from '../format';
import { defineMessages, messagesT, type Messages } from './index';
import { differencesFromI18next } from './testing';

const en: Messages = {
  title: 'Hello {{name}}',
  raw: 'Hi {{- name}} and {{ other }}',
  nights_one: '{{count}} night',
  nights_other: '{{count}} nights',
  guests_zero: 'No guests',
  guests_one: 'One guest',
  guests_other: '{{count}} guests',
  slideOf: '{{n}} of {{count}}',
  deep: { deeper: { text: 'Deep {{who.name}}' } },
};
const fr: Messages = { title: 'Bonjour {{name}}', nights_one: '{{count}} nuit', nights_many: '{{count}} de nuits', nights_other: '{{count}} nuits' };

describe('messagesT', () => {
  const t = messagesT('en', en);

  it('writes texts by key, with their values', () => {
    expect(t('title', { name: 'Ana' })).toBe('Hello Ana');
    expect(t('raw', { name: '<b>', other: 2 })).toBe('Hi <b> and 2');
    expect(t('deep.deeper.text', { who: { name: 'Léa' } })).toBe('Deep Léa');
  });

  it('picks the plural form of count', () => {
    expect(t('nights', { count: 1 })).toBe('1 night');
    expect(t('nights', { count: 3 })).toBe('3 nights');
    expect(t('guests', { count: 0 })).toBe('No guests');
    expect(t('guests', { count: 1 })).toBe('One guest');
    expect(t('slideOf', { n: 2, count: 6 })).toBe('2 of 6');
  });

  it('returns a key it does not know, and leaves a value it was not given', () => {
    expect(t('nope.key')).toBe('nope.key');
    expect(t('deep')).toBe('deep');
    expect(t('title')).toBe('Hello {{name}}');
  });

  it('writes a language’s plural forms, and English for a key the language lacks', () => {
    const french = messagesT('fr', fr, en);
    expect(french('nights', { count: 1 })).toBe('1 nuit');
    expect(french('nights', { count: 2 })).toBe('2 nuits');
    expect(french('nights', { count: 1_000_000 })).toBe('1000000 de nuits');
    expect(french('guests', { count: 0 })).toBe('No guests');
    expect(french('slideOf', { n: 1, count: 6 })).toBe('1 of 6');
  });

  it('writes every text in every language as i18next does', async () => {
    expect(await differencesFromI18next(en, { fr })).toEqual([]);
  });
});

describe('defineMessages', () => {
  const load = { es: jest.fn(), fr: jest.fn() };
  const catalogue = defineMessages('test', en, {
    es: () => load.es() as Promise<Messages>,
    fr: () => load.fr() as Promise<Messages>,
  });

  function Title() {
    const { t, locale } = catalogue.useT();
    return <p>{`${locale}: ${t('title', { name: 'Ana' })} · ${t('nights', { count: 1_000_000 })}`}</p>;
  }
  // Rendered in an awaited act: a render that suspends is retried only inside it.
  const renderIn = async (locale: Locale) => {
    const store = makeStore();
    store.dispatch(localeSet(locale));
    await act(async () => void render(
      <Provider store={store}>
        <Suspense fallback={<p>loading</p>}>
          <Title />
        </Suspense>
      </Provider>,
    ));
  };

  it('renders English at once, with no file loaded', async () => {
    await renderIn('en');
    expect(screen.getByText('en: Hello Ana · 1000000 nights')).toBeInTheDocument();
    expect(load.es).not.toHaveBeenCalled();
    expect(load.fr).not.toHaveBeenCalled();
  });

  it('loads a language before its first render, with its own plural forms', async () => {
    let resolve!: (messages: Messages) => void;
    load.fr.mockReturnValueOnce(new Promise((r) => (resolve = r)));
    const rendering = renderIn('fr');
    // Nothing is rendered in English meanwhile.
    expect(screen.queryByText(/Hello/)).toBeNull();
    expect(catalogue.loaded('fr')).toBe(false);
    resolve({ default: fr } as unknown as Messages);
    await rendering;
    expect(await screen.findByText('fr: Bonjour Ana · 1000000 de nuits')).toBeInTheDocument();
    expect(catalogue.fixedT('fr')('nights', { count: 1 })).toBe('1 nuit');
    // A key the language lacks is English's.
    expect(catalogue.fixedT('fr')('guests', { count: 0 })).toBe('No guests');
  });

  it('shows English when a language’s file cannot load', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    load.es.mockRejectedValueOnce(new Error('offline'));
    await renderIn('es');
    expect(await screen.findByText('es: Hello Ana · 1000000 nights')).toBeInTheDocument();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
