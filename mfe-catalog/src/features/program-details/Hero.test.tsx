// A program whose texts are not in the page's language (it has none in it) says so under its title, in the page's
// language, and marks its texts with their own language for screen readers; texts in the page's language say nothing.
import { screen } from '@testing-library/react';
import { localeSet } from '@wellness/shared/contract';
import type { Locale } from '@wellness/shared/format';
import { makeTestStore, renderWithProviders } from '@wellness/shared/testing';
import { seriousAxeViolations } from '../../testing/axe';
import { Hero, type HeroFields } from './Hero';
import { detailsMessages } from './messages';

const program: HeroFields = { name: 'Lake Como Villa Longevity Retreat', location: 'Lake Como - Italy', description: 'Private-villa longevity medicine.', image: '' };

async function renderIn(locale: Locale, fields: HeroFields) {
  await detailsMessages.load(locale);
  const store = makeTestStore();
  store.dispatch(localeSet(locale));
  return renderWithProviders(<Hero program={fields} facts={null} />, { store });
}

it.each([
  ['fr', 'Affiché en anglais'],
  ['es', 'Se muestra en inglés'],
] as const)('on a %s page, English texts are labelled "%s" and read as English', async (locale, label) => {
  const { container } = await renderIn(locale, { ...program, textLanguage: 'en' });
  expect(screen.getByText(label)).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: program.name })).toHaveAttribute('lang', 'en');
  expect(screen.getByText(program.description)).toHaveAttribute('lang', 'en');
  expect(await seriousAxeViolations(container)).toEqual([]);
});

it('texts in the page’s language have no label and no language of their own', async () => {
  await renderIn('es', { ...program, name: 'Retiro de longevidad en el lago de Como', textLanguage: 'es' });
  const title = screen.getByRole('heading', { level: 1, name: 'Retiro de longevidad en el lago de Como' });
  expect(title).not.toHaveAttribute('lang');
  expect(screen.queryByText(/Se muestra en/)).not.toBeInTheDocument();
});

it('on an English page, a program without a language (the original, English) shows no label', async () => {
  await renderIn('en', program);
  expect(screen.queryByText(/Shown in/)).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1 })).not.toHaveAttribute('lang');
});
