/**
 * The gallery image a section shows: the included features the 9th (index 8), the other sections indexes 9 to 14,
 * counted round the gallery when it is shorter (the spec's numbering).
 */
export const sectionImage = (gallery: string[], index: number): string | undefined => (gallery.length ? gallery[index % gallery.length] : undefined);

export const INCLUDED_IMAGE_INDEX = 8;
export const OFFERS_FIRST_IMAGE_INDEX = 9;
