import { DEFAULT_PRICE_TEXT, type Program, type ProgramFormValues } from '@wellness/shared/domain';

export type ProgramFormStatus = 'draft' | 'pending' | 'active' | 'inactive';

/** What the program form holds: the API's form fields, the price as typed. */
export type FormValues = {
  name: string;
  location: string;
  category: ProgramFormValues['category'];
  description: string;
  detailedDescription: string;
  duration: string;
  price: string;
  status: ProgramFormStatus;
  images: string[];
  includes: { title: string; description: string }[];
  highlights: string[];
  bookingOptions: { pricePerPerson: string; availableDates: string[] };
};

export const EMPTY_FORM: FormValues = {
  name: '', location: '', category: '', description: '', detailedDescription: '', duration: '', price: '', status: 'draft',
  images: [], includes: [], highlights: [], bookingOptions: { pricePerPerson: '', availableDates: [] },
};

/** A stored program as the form shows it for editing (a rejected one comes back as a draft). */
export function valuesOf(program: Program): FormValues {
  const status: ProgramFormStatus = program.status === 'rejected' ? 'draft' : program.status;
  return {
    name: program.name,
    location: program.location,
    category: program.category,
    description: program.description,
    detailedDescription: program.about || program.details,
    duration: program.duration,
    price: program.price !== null ? String(program.price) : program.priceText === DEFAULT_PRICE_TEXT ? '' : program.priceText,
    status,
    images: program.imageGallery,
    includes: program.includes.map((i) => ({ title: i.title, description: i.description })),
    highlights: program.highlights,
    bookingOptions: { pricePerPerson: program.bookingOptions.pricePerPerson, availableDates: program.bookingOptions.availableDates },
  };
}

/** A plain amount (3450 or 3,450.50) is stored as a number, so the catalogue formats and filters it; anything else as text. */
export function priceOf(text: string): string | number | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  const plain = trimmed.replace(/^\$/, '').replace(/,/g, '');
  return /^\d+(\.\d{1,2})?$/.test(plain) ? Number(plain) : trimmed;
}

/** What the API's schema checks: the form's values with the price as it is stored. */
export const toInput = (values: FormValues) => ({ ...values, price: priceOf(values.price) });
