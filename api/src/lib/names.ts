// Names typed in forms as the database keeps them: a slug from a name (programs, providers), a location split into
// its city and country.

export function slugify(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'program'
  );
}

/** "City - Country", or "City, Country"; explicit fields win. */
export function splitLocation(location: string, country?: string, city?: string) {
  const parts = location.split(/\s+-\s+|,\s*/).map((p) => p.trim()).filter(Boolean);
  const parsedCountry = parts.length > 1 ? parts.at(-1)! : (parts[0] ?? '');
  const parsedCity = parts.length > 1 ? parts.slice(0, -1).join(', ') : '';
  return { country: country || parsedCountry, city: city || parsedCity };
}
