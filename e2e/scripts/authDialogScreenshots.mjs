// Screenshots of the open account dialogs (sign in, sign up) on a page in a language, at phone and desktop widths, to
// look for clipped or overflowing text. Run in the site's network namespace with the site started:
//   node e2e/scripts/authDialogScreenshots.mjs OUT_DIR [locale]
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const [outDir = 'screenshots', locale = 'fr'] = process.argv.slice(2);
const SIGN_UP = { fr: 'Inscrivez-vous', es: 'Regístrese', en: 'Sign up' };
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
try {
  for (const width of [375, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(`http://localhost:3000/${locale}/pricing`, { waitUntil: 'networkidle' });
    await page.locator('#root header').getByRole('button', { name: /S’INSCRIRE|ÚNETE|JOIN/ }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await page.screenshot({ path: path.join(outDir, `auth-signin-${locale}-${width}.png`) });
    await dialog.getByRole('button', { name: SIGN_UP[locale] }).click();
    // The form's rules, shown by submitting it empty.
    await dialog.locator('form button[type="submit"]').click();
    await page.screenshot({ path: path.join(outDir, `auth-signup-${locale}-${width}.png`) });
    // The end of the form, scrolled to inside the dialog.
    await dialog.getByRole('button', { name: /Continuer avec Google|Continuar con Google|Continue with Google/ }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(outDir, `auth-signup-end-${locale}-${width}.png`) });
    await page.close();
  }
} finally {
  await browser.close();
}
