// The catalogue names its countries in English ("Italy"); Spanish and French read and write them with the names Intl
// knows for each region code ("Italia", "Italie"), so no list of country names is kept by hand.

/** Codes the English names of Intl do not spell as the catalogue does. */
const CATALOGUE_CODES: Record<string, string> = { usa: 'US', 'united states of america': 'US', uk: 'GB' };

let codes: Map<string, string> | undefined;
const plain = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** The ISO 3166 code of a country's English name, if it is one (Bali is an island: none). */
export function countryCode(english: string): string | undefined {
  if (!codes) {
    codes = new Map(Object.entries(CATALOGUE_CODES));
    const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    for (let a = 65; a <= 90; a += 1) {
      for (let b = 65; b <= 90; b += 1) {
        const code = String.fromCharCode(a, b);
        const name = names.of(code);
        if (name) codes.set(plain(name), code);
      }
    }
  }
  return codes.get(plain(english));
}

/** A catalogue country's name in `locale` (its English name when Intl has none: "Bali"). */
export function countryNameIn(locale: string, english: string): string {
  const code = countryCode(english);
  return (code && new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }).of(code)) || english;
}
